import { addDays, localDay, offsetMinutes, startOfLocalDay } from './job-day';

/*
 * The rules of a conversation between a student and an employer, in one place for the functions
 * (which enforce them) and the web (which shows them): how long a message may be, when a
 * conversation becomes read-only and how the thread says why, the line that tells both sides a
 * guardian reads along, and when the "new message" mail may go.
 */

export const MESSAGE_MAX_LENGTH = 2000;
/** The composer shows how many characters are left from here on. */
export const MESSAGE_COUNTER_FROM = 1800;
/** Messages per page of a thread (the newest page first, older ones with `before`). */
export const MESSAGES_PAGE_SIZE = 50;
/** Conversations per page of an inbox. */
export const INBOX_PAGE_SIZE = 20;

/** A conversation stays open until this many days after its job's last day. */
export const OPEN_DAYS_AFTER_JOB = 30;

/** Who wrote a message. */
export const senders = ['student', 'employer'] as const;
export type Sender = (typeof senders)[number];
/** Who reads a conversation: its two parties, and a teen's guardian (read-only). */
export type Viewer = Sender | 'guardian';

/** Why a conversation is read-only. */
export const closedReasons = [
  'rejected',
  'withdrawn',
  'not-approved',
  'job-filled',
  'job-removed',
  'blocked',
  'job-ended',
  'student-deleted',
  'employer-deleted',
  'frozen',
] as const;
export type ClosedReason = (typeof closedReasons)[number];

/** The line the thread shows under its last message once it is read-only. */
export const closedReasonText: Record<ClosedReason, string> = {
  rejected: 'This conversation is closed: the application was not selected.',
  withdrawn: 'This conversation is closed: the student withdrew the application.',
  'not-approved': 'This conversation is closed: the parent or guardian did not approve the application.',
  'job-filled': 'This conversation is closed: the job was filled.',
  'job-removed': 'This conversation is closed: the employer removed the job.',
  blocked: 'This conversation is closed: it was blocked. Nobody can write in it any more.',
  // Written out (OPEN_DAYS_AFTER_JOB): an interpolation would keep this table in every bundle that
  // imports the file, used or not (conversation.test.ts checks the number).
  'job-ended': 'This conversation is closed: the job ended more than 30 days ago.',
  'student-deleted': 'This conversation is closed: the student deleted their account.',
  'employer-deleted': 'This conversation is closed: the employer deleted their account.',
  frozen:
    'This conversation is closed: our moderators froze it while they look into a report. Nobody can write in it until they lift the freeze.',
};

/** The instant a conversation about a job that ends at `jobEndsAt` becomes read-only by itself. */
export function conversationEndsAt(jobEndsAt: string): string {
  return new Date(Date.parse(jobEndsAt) + OPEN_DAYS_AFTER_JOB * 86_400_000).toISOString();
}

/** Why the conversation is read-only at `now`, or null while it is open. */
export function readOnlyReason(
  conversation: { closedReason?: ClosedReason; frozenAt?: string; jobEndsAt: string },
  now: Date = new Date(),
): ClosedReason | null {
  if (conversation.closedReason) return conversation.closedReason;
  // A moderator's freeze holds until a restore lifts it; a reason it was closed for is for good.
  if (conversation.frozenAt) return 'frozen';
  return now.toISOString() >= conversationEndsAt(conversation.jobEndsAt) ? 'job-ended' : null;
}

/** The standing line of a teen's conversation: both sides know the guardian reads along. */
export const guardianLine = (guardianFirstName: string, teenFirstName: string) =>
  `${guardianFirstName}, ${teenFirstName}'s parent or guardian, can read this conversation.`;

/** What a deleted account's name and messages become for the party who stays. */
export { FORMER_EMPLOYER, FORMER_STUDENT } from './person';
export const MESSAGE_REMOVED = 'Message removed';

/** Why a message is reported: the reason's key and the words the reporter chooses from. */
export const reportReasons = {
  harassment: 'Harassment or bullying',
  'meet-elsewhere': 'Asking to meet or talk somewhere else',
  money: 'Asking for money or payment details',
  'inappropriate-for-minor': 'Inappropriate for someone under 18',
  spam: 'Spam or a scam',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof reportReasons;
export const REPORT_DETAILS_MAX_LENGTH = 1000;

// --- the "new message" mail ------------------------------------------------------------------------

/** At most one "new message" mail per conversation and recipient in this many minutes. */
export const MAIL_WINDOW_MINUTES = 30;
/**
 * A message is mailed about only if it is still unread this long after it was sent: someone who has
 * the thread open reads it at once and gets no mail.
 */
export const MAIL_DELAY_MINUTES = 5;
/** No mail to a student under 18 from this local hour... */
export const QUIET_FROM_HOUR = 21;
/** ...until this one; it waits until then. */
export const QUIET_UNTIL_HOUR = 7;

/** The local hour (0–23) of an instant in a zone. */
function localHour(timeZone: string, at: Date): number {
  const minutes = at.getUTCHours() * 60 + at.getUTCMinutes() + offsetMinutes(timeZone, at);
  return Math.floor((((minutes % 1440) + 1440) % 1440) / 60);
}

/**
 * When a mail to a minor may go: `at` itself outside quiet hours, else the next 07:00 on the
 * minor's local calendar (quiet hours defer the mail, they never drop it).
 */
export function outsideQuietHours(at: Date, timeZone: string): Date {
  const hour = localHour(timeZone, at);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const today = localDay(timeZone, at);
  const day = hour >= QUIET_FROM_HOUR ? addDays(today, 1) : today;
  const midnight = startOfLocalDay(day, timeZone);
  // 07:00 local: midnight plus seven hours, re-read in case a clock change falls in between.
  const guess = new Date(midnight.getTime() + QUIET_UNTIL_HOUR * 3_600_000);
  const drift = offsetMinutes(timeZone, guess) - offsetMinutes(timeZone, midnight);
  return new Date(guess.getTime() - drift * 60_000);
}
