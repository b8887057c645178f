import * as z from 'zod/mini';
import {
  APPEAL_TEXT_MAX,
  appealOutcomes,
  caseStates,
  MODERATION_NOTE_MAX,
  moderationActions,
  reasonCodeIds,
  reportKinds,
} from '../rules/moderation';
import { idSchema, plainText, unixNewlines } from './common';
import './zod-locale';

/*
 * The moderation desk's API contract: the queue, a case, a moderator's action, the affected person's
 * appeal and another moderator's decision on it, and the audit log.
 */

export const moderationMessages = {
  noteRequired: 'Please write a note: it goes into the statement of reasons.',
  noteTooLong: `The note must be ${MODERATION_NOTE_MAX} characters or fewer.`,
  reasonRequired: 'Please choose a reason from the list.',
  actionRequired: 'Please choose an action.',
  appealRequired: 'Please tell us why the decision should change.',
  appealTooLong: `The appeal must be ${APPEAL_TEXT_MAX} characters or fewer.`,
  reportNotFound: 'We could not find that report.',
  decisionNotFound: 'We could not find that decision.',
  caseClosed: 'This report has been decided already.',
  actionNotForKind: 'That action does not fit this kind of report.',
  ownCase: 'You cannot decide a report about yourself or one you made. Please leave it to another moderator.',
  nothingToRestore: 'There is nothing to restore: it is not hidden, frozen or suspended.',
  notAppealable: 'This decision cannot be appealed: it took nothing away from you.',
  appealed: 'Thank you. Another moderator will look at your appeal, and we will e-mail you the outcome.',
  alreadyAppealed: 'This decision has been appealed already. You can appeal once.',
  appealClosed: 'The 30 days to appeal this decision are over.',
  noAppeal: 'There is no appeal waiting on this decision.',
  sameModerator: 'Another moderator must decide this appeal, not the one who made the decision.',
  outcomeRequired: 'Please choose upheld or reversed.',
} as const;

/** Lines of text a person writes, required and bounded. */
const writtenText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .check(
      unixNewlines,
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, tooLong),
      plainText({ multiline: true }),
    );

const noteSchema = writtenText(
  MODERATION_NOTE_MAX,
  moderationMessages.noteRequired,
  moderationMessages.noteTooLong,
);

export const reportIdParamsSchema = z.strictObject({ id: idSchema });
export const decisionIdParamsSchema = z.strictObject({ id: idSchema });

/** POST /moderation/reports/{id}/action. */
export const actOnReportBodySchema = z.strictObject({
  action: z.enum(moderationActions, { message: moderationMessages.actionRequired }),
  reasonCode: z.enum(reasonCodeIds, { message: moderationMessages.reasonRequired }),
  note: noteSchema,
});
export type ActOnReportBody = z.infer<typeof actOnReportBodySchema>;

export const actOnReportResponseSchema = z.object({
  decisionId: idSchema,
  action: z.enum(moderationActions),
  state: z.enum(caseStates),
  /** Every report this decision closed: the one acted on and any other open report of the same thing. */
  reportIds: z.array(idSchema),
  /** Until when the affected person may appeal; null when the decision cannot be appealed. */
  appealUntil: z.nullable(z.iso.datetime()),
});
export type ActOnReportResponse = z.infer<typeof actOnReportResponseSchema>;

const appealTextSchema = writtenText(
  APPEAL_TEXT_MAX,
  moderationMessages.appealRequired,
  moderationMessages.appealTooLong,
);

/** POST /moderation/decisions/{id}/appeal (signed in as the affected person). */
export const appealBodySchema = z.strictObject({ text: appealTextSchema });
/** POST /moderation/appeal: the link in the statement of reasons, for someone who cannot sign in. */
export const appealByLinkBodySchema = z.strictObject({
  token: z
    .string({ error: 'This link is not valid.' })
    .check(z.minLength(1, 'This link is not valid.'), z.maxLength(1024, 'This link is not valid.')),
  text: appealTextSchema,
});
export const appealResponseSchema = z.object({ message: z.string(), decisionId: idSchema });

/** POST /moderation/decisions/{id}/appeal/decision. */
export const decideAppealBodySchema = z.strictObject({
  outcome: z.enum(appealOutcomes, { message: moderationMessages.outcomeRequired }),
  note: noteSchema,
});
export const decideAppealResponseSchema = z.object({
  decisionId: idSchema,
  outcome: z.enum(appealOutcomes),
  state: z.enum(caseStates),
});

/** One line of the queue. */
export const queueEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(reportKinds),
  state: z.enum(caseStates),
  urgent: z.boolean(),
  /** The reporter's reason, as they chose it. */
  reason: z.string(),
  /** What was reported, in a few words (a job's title, the start of a review or message). */
  summary: z.string(),
  reportedAt: z.iso.datetime(),
  /** When it joined the queue: the report, or the appeal that reopened it. */
  waitingSince: z.iso.datetime(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const moderationQueueResponseSchema = z.object({
  reports: z.array(queueEntrySchema),
  /** Opaque; absent on the last page. */
  nextCursor: z.optional(z.string()),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;
export const moderationQueueQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(512))),
});

/** The reported thing as it was when reported. */
export const reportedThingSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** Where and when, for a job; empty otherwise. */
  details: z.array(z.tuple([z.string(), z.string()])),
  /** A link to it on the site (a job's page), when there is one. */
  path: z.optional(z.string()),
});

export const decisionSummarySchema = z.object({
  decisionId: idSchema,
  reportId: idSchema,
  kind: z.enum(reportKinds),
  action: z.enum(moderationActions),
  reasonCode: z.enum(reasonCodeIds),
  reason: z.string(),
  note: z.string(),
  decidedAt: z.iso.datetime(),
  moderatorName: z.string(),
  appeal: z.nullable(
    z.object({
      text: z.string(),
      filedAt: z.iso.datetime(),
      outcome: z.nullable(z.enum(appealOutcomes)),
      decidedAt: z.nullable(z.iso.datetime()),
      moderatorName: z.nullable(z.string()),
      note: z.nullable(z.string()),
    }),
  ),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;

export const moderationCaseSchema = z.object({
  id: idSchema,
  kind: z.enum(reportKinds),
  state: z.enum(caseStates),
  urgent: z.boolean(),
  reportedAt: z.iso.datetime(),
  reason: z.string(),
  description: z.string(),
  reporter: z.object({ name: z.string(), role: z.string(), email: z.string() }),
  subject: z.object({ id: z.string(), name: z.string(), role: z.string(), minor: z.boolean() }),
  reported: reportedThingSchema,
  /** Who has it open (In review), if anyone. */
  reviewerName: z.nullable(z.string()),
  /** This report's decision, if decided. */
  decision: z.nullable(decisionSummarySchema),
  /** Earlier decisions about the same person, newest first. */
  history: z.array(decisionSummarySchema),
  /** Other reports about the same person, for context. */
  otherReports: z.number(),
  /** What this moderator may do now. */
  actions: z.array(z.enum(moderationActions)),
  canDecideAppeal: z.boolean(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const auditEntrySchema = z.object({
  at: z.iso.datetime(),
  actorId: z.string(),
  actorName: z.string(),
  what: z.string(),
  reportId: z.optional(z.string()),
  decisionId: z.optional(z.string()),
  reasonCode: z.optional(z.string()),
  note: z.optional(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.strictObject({
  day: z.optional(z.iso.date({ message: 'Use a day as YYYY-MM-DD.' })),
});
export const auditResponseSchema = z.object({ day: z.iso.date(), entries: z.array(auditEntrySchema) });
