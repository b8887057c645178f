/*
 * The moderation desk's rules, in one place: what can be reported, what a moderator may do about each
 * kind of report, the reasons an action is taken for, which reports are urgent, how long an appeal
 * stays open and how long a report may wait before an alarm. The functions enforce them; the desk's
 * screens read the same table.
 */

/** What a report is about. */
export const reportKinds = ['job', 'review', 'message'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** The reason codes every action is taken for, each with the words its statement of reasons uses. */
export const reasonCodes = {
  scam: 'Scam, or asking for money up front',
  'unsafe-for-minor': 'Unsafe for a young person',
  'illegal-for-age': 'Work the law does not allow at the worker’s age',
  harassment: 'Harassment or abuse',
  spam: 'Spam or advertising',
  other: 'Against our community rules',
} as const;
export type ReasonCode = keyof typeof reasonCodes;
export const reasonCodeIds = Object.keys(reasonCodes) as [ReasonCode, ...ReasonCode[]];

/** What a moderator can do with a report. */
export const moderationActions = ['hide', 'suspend', 'freeze', 'dismiss', 'restore'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/**
 * The actions that fit each kind: a job or a review is hidden, a conversation is frozen; any reported
 * person can be suspended; anything hidden, frozen or suspended can be restored.
 */
export const actionsFor: Record<ReportKind, readonly ModerationAction[]> = {
  job: ['hide', 'suspend', 'dismiss', 'restore'],
  review: ['hide', 'suspend', 'dismiss', 'restore'],
  message: ['freeze', 'suspend', 'dismiss', 'restore'],
};

/** Actions against the reported person, which they may appeal (a dismissal or a restore takes nothing away). */
export const appealableActions: readonly ModerationAction[] = ['hide', 'suspend', 'freeze'];
export const isAppealable = (action: ModerationAction): boolean => appealableActions.includes(action);

/** The affected person may appeal once, within this many days of the decision. */
export const APPEAL_WINDOW_DAYS = 30;
export const APPEAL_TEXT_MAX = 2000;
export const MODERATION_NOTE_MAX = 1000;

export function appealDeadline(decidedAt: string): string {
  return new Date(Date.parse(decidedAt) + APPEAL_WINDOW_DAYS * 86_400_000).toISOString();
}

/**
 * Where a report stands. New → In review (a moderator opened it) → Actioned or Dismissed. An appeal
 * reopens an actioned report (Appealed), and another moderator ends it: Upheld or Reversed.
 */
export const caseStates = [
  'new',
  'in-review',
  'actioned',
  'dismissed',
  'appealed',
  'upheld',
  'reversed',
] as const;
export type CaseState = (typeof caseStates)[number];
export const openCaseStates: readonly CaseState[] = ['new', 'in-review', 'appealed'];
export const caseStateLabels: Record<CaseState, string> = {
  new: 'New',
  'in-review': 'In review',
  actioned: 'Actioned',
  dismissed: 'Dismissed',
  appealed: 'Appeal waiting',
  upheld: 'Upheld on appeal',
  reversed: 'Reversed on appeal',
};

export const appealOutcomes = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof appealOutcomes)[number];

/**
 * The reasons a reporter gives that are about a person's safety (as opposed to wrong details or
 * spam), across the three report forms.
 */
const safetyReasons: Record<ReportKind, readonly string[]> = {
  job: ['offensive', 'money', 'other'],
  review: ['offensive', 'other'],
  message: ['harassment', 'meet-elsewhere', 'money', 'inappropriate-for-minor', 'other'],
};

/**
 * Urgent: a report about a minor's safety. A minor is involved (the reporter is under 18 or is a
 * teen's guardian, or the reported conversation or review concerns a minor) and the reason is about
 * safety. "Inappropriate for a minor" is urgent whoever sends it. Urgent reports come first and raise
 * an alarm after an hour.
 */
export function isUrgentReport(report: {
  kind: ReportKind;
  reason: string;
  minorInvolved: boolean;
}): boolean {
  if (report.reason === 'inappropriate-for-minor') return true;
  return report.minorInvolved && safetyReasons[report.kind].includes(report.reason);
}

/** The alarms' limits (infra/constructs/moderation-watch.ts), in seconds. */
export const URGENT_REPORT_MAX_WAIT_SECONDS = 60 * 60;
export const REPORT_MAX_WAIT_SECONDS = 24 * 60 * 60;

/** The moderators' group in the user pool: the only way to the desk. */
export const MODERATORS_GROUP = 'moderators';
