import * as z from 'zod/mini';
import { applicationStatuses } from '../rules/application-status';
import { hasAtMostCents } from '../rules/job-form';
import { BIO_MAX_LENGTH } from '../rules/person';
import { fullAddressSchema, publicAddressSchema } from './address';
import { bookingSummarySchema } from './booking-summary';
import { idSchema, plainText, priceTypeSchema, unixNewlines } from './common';
import './zod-locale';

/*
 * The applications API contract (docs/spec/1-students-and-accounts.md §3, §7; docs/spec/2-employers-and-info-pages.md §3, §7). The server takes every fact (names,
 * e-mails, phone, parent, job title, employer) from its own records; a body carries only what the
 * student chooses, plus the spec's echo fields, which are accepted only when they match the records.
 */

export const applicationMessages = {
  alreadyApplied: 'You have already applied to this job.',
  jobNotFound: 'We could not find that job. It may have been removed.',
  jobClosed: 'This job is no longer taking applications.',
  jobEnded: 'This job has ended and is no longer taking applications.',
  /** The 13–25 window is today's: a student who has turned 26 applies no more (shared/rules/age.ts). */
  outsideStudentAges:
    'Neighbourhood Jobs is for students aged 13 to 25, so you can no longer apply for jobs.',
  applied: 'Application submitted successfully.',
  applyFailed: 'Failed to apply for the job',
  expectedPrice: 'Expected price must be greater than 0.',
  expectedPriceCents: 'Expected price can have at most 2 decimal places.',
  expectedPriceTooHigh: 'Expected price must be $10,000 or less.',
  bioTooLong: 'Bio must be 500 characters or fewer',
  echoMismatch: 'This does not match our records. Please reload the page and try again.',
  applicationNotFound: 'We could not find that application.',
  notWithdrawable: 'Only a pending application can be withdrawn.',
  withdrawn: 'Your application was withdrawn.',
  finalDecision: 'This application has already been accepted, so it cannot be changed.',
  rejectedFinal: 'This application has already been rejected, so it cannot be changed.',
  accepted: 'Candidate accepted. We let the student know by e-mail.',
  rejected: 'Application rejected. We let the student know by e-mail.',
  alreadyDecided: 'This application already has that decision, so nothing was changed or sent.',
  reviewRaced: 'This application changed while you were reviewing it. Please reload and try again.',
  interestAlreadySent: 'You have already let this student know you are interested.',
  interestAfterAccept: 'This application has already been accepted.',
  interestAfterReject: 'This application has already been rejected, so no interview e-mail can be sent.',
  interestSent: 'We let the student know you are interested.',
  loadFailed: 'Failed to load applications.',
  endedWithJob: 'This application ended when the job was marked filled or removed.',
  studentBlocked: 'This student has blocked contact with you, so you can no longer contact or accept them.',
  employerBlocked: 'You blocked this employer, so you cannot apply to their jobs.',
  awaitingApproval:
    'Application saved. It is waiting for your parent or guardian to approve it; we have e-mailed them.',
} as const;

export const EXPECTED_PRICE_MAX = 10_000;

/** POST /applyjob/{id}. expectedPrice 0 (or absent) means "no expected price" (docs/spec/1-students-and-accounts.md §3). */
export const applyBodySchema = z.pipe(
  z.strictObject({
    expectedPrice: z._default(
      z
        .number({ message: applicationMessages.expectedPrice })
        .check(
          z.refine(Number.isFinite, applicationMessages.expectedPrice),
          z.gte(0, applicationMessages.expectedPrice),
          z.lte(EXPECTED_PRICE_MAX, applicationMessages.expectedPriceTooHigh),
          z.refine(hasAtMostCents, applicationMessages.expectedPriceCents),
          z.meta({ multipleOf: 0.01 }),
        ),
      0,
    ),
    priceType: z.optional(priceTypeSchema),
    bio: z._default(
      z
        .string()
        .check(
          unixNewlines,
          z.trim(),
          z.maxLength(BIO_MAX_LENGTH, applicationMessages.bioTooLong),
          plainText({ multiline: true }),
        ),
      '',
    ),
    // Echo fields of the spec's payload: checked against our records, never used.
    id: z.optional(z.string()),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    emailId: z.optional(z.string()),
    contactNumber: z.optional(z.string()),
    createdBy: z.optional(z.string()),
    jobTitle: z.optional(z.string()),
    parentEmail: z.optional(z.string()),
    parentName: z.optional(z.string()),
  }),
  z.transform((body) => ({
    ...body,
    priceType: body.expectedPrice > 0 ? (body.priceType ?? 'perHr') : undefined,
  })),
);
export type ApplyBody = z.infer<typeof applyBodySchema>;
export type ApplyInput = z.input<typeof applyBodySchema>;

/** `{ message }`: the answer of the routes that only say what they did (verification, reset, reports, withdrawals…). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `status`: Applied, or AwaitingApproval when a teen's guardian approves first. */
export const applyResponseSchema = z.object({
  message: z.string(),
  entity: idSchema,
  status: z.optional(z.enum(applicationStatuses)),
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

/**
 * What a student learns once their application is accepted (DESIGN §4): the street address and the
 * employer's contact details. Absent otherwise.
 */
export const acceptedDetailsSchema = z.object({
  address: fullAddressSchema,
  employerName: z.string(),
  employerEmail: z.string(),
  employerPhone: z.string(),
});

/** GET /applications item: the student's own applications, newest first. */
export const studentApplicationSchema = z.object({
  entity: idSchema,
  createdAt: z.iso.datetime(),
  data: z.object({
    jobId: idSchema,
    jobTitle: z.string(),
    createdBy: z.string(),
    applicationStatus: z.enum(applicationStatuses),
    expectedPrice: z.number(),
    priceType: z.optional(priceTypeSchema),
    jobAddress: publicAddressSchema,
    accepted: z.optional(acceptedDetailsSchema),
    /** When the employer showed interest: the application's conversation is open from then on. */
    interestSentAt: z.optional(z.iso.datetime()),
    /** An accepted application's schedule: its completion state, hours and pay (the schedule's). */
    booking: z.optional(bookingSummarySchema),
  }),
});
export type StudentApplication = z.infer<typeof studentApplicationSchema>;
export const studentApplicationsResponseSchema = z.object({
  applications: z.array(studentApplicationSchema),
});
export type StudentApplicationsResponse = z.infer<typeof studentApplicationsResponseSchema>;

/**
 * An application as the job's employer sees it (docs/spec/2-employers-and-info-pages.md §3). Never a student's parent, age, phone or
 * ZIP code: only whether they are under 18.
 */
export const employerApplicationSchema = z.object({
  entity: idSchema,
  /** The applicant's user id. */
  id: z.string(),
  createdAt: z.iso.datetime(),
  data: z.object({
    jobId: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    emailId: z.optional(z.string()),
    jobTitle: z.string(),
    createdBy: z.string(),
    applicationStatus: z.enum(applicationStatuses),
    expectedPrice: z.number(),
    priceType: z.optional(priceTypeSchema),
    bio: z.string(),
    isMinor: z.boolean(),
    /** When the employer sent the interest e-mail (once per application). */
    interestSentAt: z.optional(z.iso.datetime()),
    /** An accepted application's schedule: its completion state, hours and pay (the schedule's). */
    booking: z.optional(bookingSummarySchema),
  }),
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;
export const jobApplicationsResponseSchema = z.object({ applications: z.array(employerApplicationSchema) });
export type JobApplicationsResponse = z.infer<typeof jobApplicationsResponseSchema>;
export const applicationResponseSchema = z.object({ application: employerApplicationSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** POST /application/review: true accepts, false rejects (docs/spec/2-employers-and-info-pages.md §7). */
export const reviewBodySchema = z.strictObject({
  applicantId: z.string().check(z.minLength(1), z.maxLength(128)),
  applicationId: idSchema,
  reviewDecision: z.boolean({ message: 'reviewDecision must be true (accept) or false (reject).' }),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/**
 * POST /application/review answer. The same decision again is not an error: `changed` is false and
 * nothing was written or sent (so a double click is harmless).
 */
export const reviewResponseSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  application: employerApplicationSchema,
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** POST /application/{id}/interest answer. */
export const interestResponseSchema = z.object({
  message: z.string(),
  application: employerApplicationSchema,
});
export type InterestResponse = z.infer<typeof interestResponseSchema>;

export const applicationIdParamsSchema = z.object({ id: idSchema });
