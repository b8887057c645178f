/*
 * The conversations domain's public face: the only file another domain imports. Conversations sit
 * below the domains that change an application (applications, account): those call in here, inside
 * their own writes, and this domain never reaches into their tables. It reads a person's record and a
 * teen's guardian through the users and family domains' own faces.
 */
import type { ClosedReason } from '../../shared/rules/conversation';
import type { TransactItem } from '../lib/transact';
import { conversations } from './entities/conversations';

export { type ConversationExport, exportConversationsOf, forgetConversationsOf } from './account-data';

/** What a conversation is opened from: its application and its job, from their owners' records. */
export interface ConversationSource {
  application: {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    studentId: string;
    firstName: string;
    isMinor: boolean;
    employerId: string;
    employerName: string;
  };
  job: { endsAt: string; timeZone: string };
}

/**
 * The writes that open the application's conversation (the employer's interest) or mark it accepted
 * (the employer's acceptance, opening it if the interest did not), for the application's own
 * transaction: so the conversation exists exactly when the interest or acceptance does. They refuse
 * (with the transaction) when the student and the employer are blocked: check `areBlocked` first for
 * the words to say, and again when such a transaction is refused.
 */
export function conversationOpening(
  { application, job }: ConversationSource,
  accepted: boolean,
  now: Date = new Date(),
): TransactItem[] {
  return conversations.opening(
    {
      applicationId: application.applicationId,
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      jobEndsAt: job.endsAt,
      timeZone: job.timeZone,
      studentId: application.studentId,
      studentFirstName: application.firstName,
      studentIsMinor: application.isMinor,
      employerId: application.employerId,
      employerFirstName: application.employerName.split(' ')[0] || application.employerName,
    },
    accepted,
    now,
  );
}

/** Takes back a conversation just opened by an interest that did not stand (nothing written in it). */
export async function undoConversationOpening(applicationId: string): Promise<void> {
  await conversations.undoOpening(applicationId);
}

/**
 * The write that makes the application's conversation read-only (rejected, withdrawn, not approved,
 * the job filled or removed), for the application's own transaction. Where there is no conversation
 * it is a check that there still is none, so an interest at the same moment cannot leave one open.
 */
export async function conversationClosing(
  applicationId: string,
  reason: ClosedReason,
  now: Date = new Date(),
): Promise<TransactItem> {
  const existing = await conversations.get(applicationId);
  return conversations.closing(applicationId, existing !== undefined, reason, now);
}

/**
 * Makes a conversation read-only on its own, where no write of the application goes with it: an
 * accepted application's conversation when its job is removed. Nothing when there is none.
 */
export async function closeConversation(
  applicationId: string,
  reason: ClosedReason,
  now: Date = new Date(),
): Promise<void> {
  if (!(await conversations.get(applicationId))) return;
  await conversations.close(applicationId, reason, now);
}

/** Whether the student and the employer are blocked (either blocked the other, or a guardian did). */
export const areBlocked = (studentId: string, employerId: string): Promise<boolean> =>
  conversations.blocked(studentId, employerId);
