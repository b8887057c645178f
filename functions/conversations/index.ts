/*
 * The conversations domain's public face: the only file another domain imports. Conversations sit
 * below every domain that has to do with them, and import none: applications opens and closes them
 * inside its own writes, family tells them who a teen's guardian is now and reads their counts for
 * its digest, account forgets and exports a person's, and the moderation desk takes a message's
 * report (the route is its) and freezes a conversation. So what a conversation needs of its people (a
 * name, the address its mails go to, a teen's guardian) is handed to it by the domain that owns it.
 */
import type { ClosedReason } from '../../shared/rules/conversation';
import type { TransactItem } from '../lib/transact';
import {
  conversations,
  conversationsOf,
  type DigestCountItem,
  type ReadingGuardian,
  setConversationGuardian,
} from './entities/conversations';

export { type ConversationExport, exportConversationsOf, forgetConversationsOf } from './account-data';
export { type ReportedMessage, recordMessageReport } from './message-report';

/** What a conversation is opened from: its application and its job, from their owners' records. */
export interface ConversationSource {
  application: {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    studentId: string;
    firstName: string;
    /** The student's own (proved) address: their "new message" mails go there. */
    emailId: string;
    isMinor: boolean;
    employerId: string;
    employerName: string;
  };
  job: { endsAt: string; timeZone: string; employerEmail: string };
  /** A minor's confirmed guardian, who reads along; null for an adult or a teen without one yet. */
  guardian: ReadingGuardian | null;
}

export type { ReadingGuardian };

/**
 * The writes that open the application's conversation (the employer's interest) or mark it accepted
 * (the employer's acceptance, opening it if the interest did not), for the application's own
 * transaction: so the conversation exists exactly when the interest or acceptance does. They refuse
 * (with the transaction) when the student and the employer are blocked: check `areBlocked` first for
 * the words to say, and again when such a transaction is refused.
 */
export function conversationOpening(
  { application, job, guardian }: ConversationSource,
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
      studentEmail: application.emailId,
      employerId: application.employerId,
      employerFirstName: application.employerName.split(' ')[0] || application.employerName,
      employerEmail: job.employerEmail,
      guardian: application.isMinor ? guardian : null,
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

/**
 * A teen's confirmed guardian changed (confirmed, their settings saved, their account gone): each of
 * the teen's conversations reads along with the guardian given, or with none. Idempotent.
 */
export async function setTeenGuardian(teenId: string, guardian: ReadingGuardian | null): Promise<void> {
  for (const conversation of await conversationsOf('student', teenId)) {
    if (!conversation.studentIsMinor) continue;
    await setConversationGuardian(conversation, guardian);
  }
}

/** The family digest's view of a guardian's message counts: who, which teen, how many new. */
export interface MessageCount {
  guardianId: string;
  teenFirstName: string;
  newMessages: number;
  at: string;
  claim: () => Promise<boolean>;
}

/** The guardians' shards of the digest, as the family digest reads its own. */
export { DIGEST_SHARDS as MESSAGE_COUNT_SHARDS } from './entities/conversations';

/**
 * The message counts waiting for the guardians' daily digest in one shard: each says how many messages
 * a teen's conversations had since the last digest, and is claimed (as it was read) before it is mailed.
 */
export async function messageCountsDue(shard: number): Promise<MessageCount[]> {
  return (await conversations.dueDigestCounts(shard)).map((item: DigestCountItem) => ({
    guardianId: item.guardianId,
    teenFirstName: item.teenFirstName,
    newMessages: item.count - item.digested,
    at: item.at,
    claim: async () => (await conversations.claimDigestCount(item)).ok,
  }));
}

/**
 * A moderator froze the conversation (the decision's id), or lifted the freeze (null): while frozen,
 * neither side may write in it and both see why. Idempotent; nothing when the conversation is gone.
 */
export async function setConversationFrozen(
  conversationId: string,
  frozen: { at: string; decisionId: string } | null,
): Promise<void> {
  await conversations.setFrozen(conversationId, frozen);
}

/** Whether a moderator's freeze holds the conversation now. */
export async function isConversationFrozen(conversationId: string): Promise<boolean> {
  return Boolean((await conversations.get(conversationId))?.frozenAt);
}
