import * as z from 'zod/mini';
import { idSchema, plainText, unixNewlines } from './common';
import './zod-locale';

/** Report reasons and their labels (docs/spec/1-students-and-accounts.md §9). */
export const reportReasons = {
  offensive: "It's offensive or harassing",
  money: 'Asking for money or seems like a fake job',
  incorrect: 'Incorrect company, location or job details',
  'not-job': "I think it's NOT a Job, but selling something",
  other: 'Other',
} as const;
export type ReportReason = keyof typeof reportReasons;
export const reportReasonIds = Object.keys(reportReasons) as [ReportReason, ...ReportReason[]];

export const REPORT_DESCRIPTION_MAX = 300;

export const reportMessages = {
  reasonRequired: 'Please choose a reason.',
  descriptionTooLong: `Description must be ${REPORT_DESCRIPTION_MAX} characters or fewer.`,
  alreadyReported: 'You have already reported this job.',
  ownJob: 'You cannot report your own job.',
  reported: 'Thank you. Our team will review this job.',
  failed: 'Failed to report job. Please try again.',
} as const;

/** POST /reportjob/{id} (docs/spec/1-students-and-accounts.md §3). */
export const reportBodySchema = z.strictObject({
  reportReason: z.enum(reportReasonIds, { message: reportMessages.reasonRequired }),
  reportDescription: z._default(
    z
      .string()
      .check(
        unixNewlines,
        z.trim(),
        z.maxLength(REPORT_DESCRIPTION_MAX, reportMessages.descriptionTooLong),
        plainText({ multiline: true }),
      ),
    '',
  ),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ReportInput = z.input<typeof reportBodySchema>;

/** GET /reports: the ids of the jobs the caller has reported (their flags say "Reported"). */
export const ownReportsResponseSchema = z.object({ jobIds: z.array(idSchema) });
export type OwnReportsResponse = z.infer<typeof ownReportsResponseSchema>;
