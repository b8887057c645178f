import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactKind } from '../../../shared/rules/contact-details';
import type { ClosedReason, ReportReason, Sender } from '../../../shared/rules/conversation';
import { conditionalWrite, type Written } from '../../lib/conditional-write';
import { documentClient, type Key, tableName } from '../../lib/dynamo';
import {
  and,
  beginsWith,
  between,
  condition,
  type Expression,
  equal,
  exists,
  expressions,
  notExists,
  or,
  update,
} from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { queryAll, queryPage } from '../../lib/read-all-pages';
import { type TransactItem, transact } from '../../lib/transact';
import { newMessageId } from '../message-id';

/*
 * The conversations table (shared/tables.ts), one typed definition per kind of item, each access
 * pattern named. Every write that decides something (a message's place in the thread, the one mail
 * per half hour, one report per reporter, the block) is a conditional write; a refusal is an answer
 * (`Written`), never an error.
 */

export const conversationKey = (conversationId: string) => `CONV#${conversationId}`;
const META = 'META';
const messageKey = (seq: number) => `MSG#${String(seq).padStart(10, '0')}`;
const mailKey = (recipientId: string) => `MAIL#${recipientId}`;
const reportKey = (seq: number, reporterId: string) =>
  `REPORT#${String(seq).padStart(10, '0')}#${reporterId}`;
const blocksKey = (studentId: string) => `BLOCKS#${studentId}`;
const digestKeyOf = (guardianId: string) => `DIGEST#${guardianId}`;
const blockKey = (employerId: string) => `EMPLOYER#${employerId}`;
/** The mail index is spread over this many partitions (no hot key at national scale). */
export const MAIL_SHARDS = 8;

/** One conditional update of an item of the table: refused (an answer, not an error) when it fails. */
function updateIf(key: Key, parts: { update: Expression; condition: Expression }): Promise<Written<unknown>> {
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({ TableName: tableName('conversations'), Key: key, ...expressions(parts) }),
    ),
  );
}

// --- the conversation ----------------------------------------------------------------------------------

/** The conversation itself (item `META`): who is in it, about what, and where it stands. */
export interface ConversationItem {
  conversationKey: string;
  itemKey: typeof META;
  /** Its application's id. */
  conversationId: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** The instant the job's last local day ends; 30 days later the conversation is read-only. */
  jobEndsAt: string;
  /** The job's zone: a minor's quiet hours are read on its clock (the job is in their neighbourhood). */
  timeZone: string;
  studentId: string;
  studentFirstName: string;
  studentIsMinor: boolean;
  employerId: string;
  employerFirstName: string;
  /**
   * Where the "new message" mails go: each party's own proved address, from their records when the
   * conversation opened (an address never changes here). Never shown to the other party; removed
   * with a deleted account.
   */
  studentEmail?: string;
  employerEmail?: string;
  /**
   * A minor's confirmed guardian, who reads along: their account, their first name for the thread's
   * standing line, and whether they let phone numbers through once accepted. Kept current by the
   * family domain (setTeenGuardian); absent for an adult, or while the teen has no confirmed guardian.
   */
  guardianId?: string;
  guardianFirstName?: string;
  allowPhoneNumbers?: boolean;
  openedAt: string;
  /** Set when the application is accepted: contact details may unlock from then on. */
  acceptedAt?: string;
  closedReason?: ClosedReason;
  closedAt?: string;
  /**
   * Frozen by a moderator's decision (its id): read-only for both sides until a restore, or an appeal
   * that reverses it, lifts it. Apart from `closedReason`, which is for good.
   */
  frozenAt?: string;
  frozenBy?: string;
  /** The number of the last message (0: none yet). */
  lastSeq: number;
  lastMessageAt?: string;
  /** `<last message or opening>#<id>`: the inboxes' order (byStudent, byEmployer). */
  inboxKey: string;
  studentUnread: number;
  employerUnread: number;
  guardianUnread: number;
}

export const conversationItem = itemDecoder<ConversationItem>('conversation', {
  conversationKey: 'string',
  itemKey: 'string',
  conversationId: 'string',
  applicationId: 'string',
  studentId: 'string',
  employerId: 'string',
  lastSeq: 'number',
  jobEndsAt: 'string',
});

/** A teen's confirmed guardian as a conversation keeps them. */
export interface ReadingGuardian {
  guardianId: string;
  firstName: string;
  allowPhoneNumbers: boolean;
}

/** What opening a conversation knows: its application, job and people, from their owners' records. */
export interface Opening {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  jobEndsAt: string;
  timeZone: string;
  studentId: string;
  studentFirstName: string;
  studentIsMinor: boolean;
  studentEmail: string;
  employerId: string;
  employerFirstName: string;
  employerEmail: string;
  guardian: ReadingGuardian | null;
}

// --- messages --------------------------------------------------------------------------------------------

/** A message (item `MSG#<sequence>`). */
export interface MessageItem {
  conversationKey: string;
  itemKey: string;
  messageId: string;
  seq: number;
  sender: Sender;
  senderId: string;
  /** What the parties are shown (masked when it held hidden details). */
  text: string;
  /** What the sender wrote, kept for moderation only: never returned to a party. */
  original?: string;
  masked: boolean;
  hidden: ContactKind[];
  sentAt: string;
  /** To the sender only: what was hidden and why, as they were told when they sent it. */
  notice?: string;
  /** The sender deleted their account: text and original are gone. */
  removed?: boolean;
}

export const messageItem = itemDecoder<MessageItem>('message', {
  conversationKey: 'string',
  itemKey: 'string',
  messageId: 'string',
  seq: 'number',
  sender: 'string',
  text: 'string',
  sentAt: 'string',
});

// --- the "new message" mail --------------------------------------------------------------------------------

/** The "new message" mail to one party of a conversation (item `MAIL#<recipient id>`). */
export interface MailItem {
  conversationKey: string;
  itemKey: string;
  conversationId: string;
  recipientId: string;
  recipientRole: Sender;
  /** When the last mail went: the next waits 30 minutes from it. */
  lastMailAt?: string;
  /** While a mail is due: the `mailDue` index's keys. */
  mailShard?: string;
  dueAt?: string;
}

export const mailItem = itemDecoder<MailItem>('conversation mail', {
  conversationKey: 'string',
  itemKey: 'string',
  conversationId: 'string',
  recipientId: 'string',
  recipientRole: 'string',
});

function mailShardOf(recipientId: string): string {
  let hash = 0;
  for (const char of recipientId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `DUE#${hash % MAIL_SHARDS}`;
}

// --- reports and blocks ------------------------------------------------------------------------------------

/** A report of a message (item `REPORT#<sequence>#<reporter id>`), with the message as written. */
export interface ReportItem {
  conversationKey: string;
  itemKey: string;
  conversationId: string;
  messageId: string;
  reporterId: string;
  reporterRole: 'student' | 'employer' | 'guardian';
  reason: ReportReason;
  details: string;
  /** The message as its sender wrote it, and as the parties were shown it. */
  originalText: string;
  shownText: string;
  sender: Sender;
  sentAt: string;
  reportedAt: string;
}

/** A student's block of an employer (partition `BLOCKS#<student id>`). */
export interface BlockItem {
  conversationKey: string;
  itemKey: string;
  blockedEmployerId: string;
  /** The conversation it was blocked from, and by whom. */
  conversationId: string;
  blockedBy: 'student' | 'employer' | 'guardian';
  blockedAt: string;
}

/**
 * How many messages a teen's conversations had for their guardian's daily digest (partition
 * `DIGEST#<guardian id>`, item `TEEN#<teen id>`), and how many a digest has told them of already.
 * While it has news it is in the sparse `digestDue` index.
 */
export interface DigestCountItem {
  conversationKey: string;
  itemKey: string;
  guardianId: string;
  teenId: string;
  teenFirstName: string;
  count: number;
  digested: number;
  at: string;
  digestShard?: string;
  digestKey?: string;
}

const digestCountItem = itemDecoder<DigestCountItem>('digest count', {
  conversationKey: 'string',
  itemKey: 'string',
  guardianId: 'string',
  teenId: 'string',
  count: 'number',
});

/** The digest's index is spread over this many partitions, as the family digest's own. */
export const DIGEST_SHARDS = 8;

function digestShardOf(guardianId: string): string {
  let hash = 0;
  for (const char of guardianId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `DUE#${hash % DIGEST_SHARDS}`;
}

const blockItem = itemDecoder<BlockItem>('block', {
  conversationKey: 'string',
  itemKey: 'string',
  blockedEmployerId: 'string',
});

// --- reads -------------------------------------------------------------------------------------------------

export type Party = 'student' | 'employer';
/** Whose inbox: a party's, or a guardian's (their teens' conversations). */
export type Reader = Party | 'guardian';

const inboxIndex: Record<Reader, { index: string; owner: 'studentId' | 'employerId' | 'guardianId' }> = {
  student: { index: 'byStudent', owner: 'studentId' },
  employer: { index: 'byEmployer', owner: 'employerId' },
  guardian: { index: 'byGuardian', owner: 'guardianId' },
};
export const inboxOwner = (reader: Reader) => inboxIndex[reader].owner;

/*
 * Two access patterns outside the object below, so that a domain that needs only them (family, telling
 * a teen's conversations who their guardian is) does not bundle the whole table's code.
 */

/** Every conversation of one party (an account's deletion and its export, a teen's new guardian). */
export function conversationsOf(party: Party, userId: string): Promise<ConversationItem[]> {
  const { index, owner } = inboxIndex[party];
  return queryAll(conversationItem, {
    TableName: tableName('conversations'),
    IndexName: index,
    ...expressions({ key: equal({ [owner]: userId }) }),
  });
}

/** The teen's guardian who reads along now (null: none), on one of the teen's conversations. */
export async function setConversationGuardian(
  conversation: ConversationItem,
  guardian: ReadingGuardian | null,
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName('conversations'),
      Key: { conversationKey: conversation.conversationKey, itemKey: META },
      ...expressions(
        guardian
          ? {
              update: update({
                set: {
                  guardianId: guardian.guardianId,
                  guardianFirstName: guardian.firstName,
                  allowPhoneNumbers: guardian.allowPhoneNumbers,
                },
              }),
              condition: exists('conversationKey'),
            }
          : {
              update: update({ remove: ['guardianId', 'guardianFirstName', 'allowPhoneNumbers'] }),
              condition: exists('conversationKey'),
            },
      ),
    }),
  );
}

export const conversations = {
  /** Access pattern "one conversation": its META item, read consistently (what a write will meet). */
  async get(conversationId: string): Promise<ConversationItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: conversationKey(conversationId), itemKey: META },
        ConsistentRead: true,
      }),
    );
    return conversationItem.maybe(Item);
  },

  /**
   * Access pattern "an inbox": a party's conversations, or a guardian's teens', the latest message
   * first, a page at a time.
   */
  inbox(reader: Reader, userId: string, limit: number, startKey?: Key) {
    const { index, owner } = inboxIndex[reader];
    return queryPage(
      conversationItem,
      {
        TableName: tableName('conversations'),
        IndexName: index,
        ...expressions({ key: equal({ [owner]: userId }) }),
        ScanIndexForward: false,
        Limit: limit,
      },
      startKey,
    );
  },

  allOf: conversationsOf,

  /**
   * Access pattern "a page of a thread": the messages numbered `from` to `to` (both included), the
   * first `limit` of them from the oldest or the newest end. Reads only the messages returned, never
   * the whole thread.
   */
  async messages(
    conversationId: string,
    range: { from: number; to: number },
    limit: number,
    newestFirst: boolean,
  ): Promise<MessageItem[]> {
    if (range.to < range.from) return [];
    const { items } = await queryPage(
      messageItem,
      {
        TableName: tableName('conversations'),
        ...expressions({
          key: and(
            equal({ conversationKey: conversationKey(conversationId) }),
            between('itemKey', messageKey(range.from), messageKey(range.to)),
          ),
        }),
        ScanIndexForward: !newestFirst,
        Limit: limit,
        ConsistentRead: true,
      },
      undefined,
    );
    return items;
  },

  /** Every message of a thread (an account's deletion and export only). */
  allMessages(conversationId: string): Promise<MessageItem[]> {
    return queryAll(messageItem, {
      TableName: tableName('conversations'),
      ...expressions({
        key: and(equal({ conversationKey: conversationKey(conversationId) }), beginsWith('itemKey', 'MSG#')),
      }),
    });
  },

  /** One message by its number. */
  async message(conversationId: string, seq: number): Promise<MessageItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: conversationKey(conversationId), itemKey: messageKey(seq) },
      }),
    );
    return messageItem.maybe(Item);
  },

  /** Whether a student has blocked an employer (or the employer them). */
  async blocked(studentId: string, employerId: string): Promise<boolean> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: blocksKey(studentId), itemKey: blockKey(employerId) },
        ConsistentRead: true,
      }),
    );
    return blockItem.maybe(Item) !== undefined;
  },

  // --- writes ------------------------------------------------------------------------------------------

  /**
   * The write that opens a conversation, or marks it accepted, in the application's own transaction:
   * created on the first interest or acceptance, never twice (the key is the application's id), and
   * refused with the transaction when the student has blocked the employer.
   */
  opening(opening: Opening, accepted: boolean, now: Date): TransactItem[] {
    const at = now.toISOString();
    return [
      {
        Update: {
          TableName: tableName('conversations'),
          Key: { conversationKey: conversationKey(opening.applicationId), itemKey: META },
          ...expressions({
            update: update({
              setIfAbsent: {
                conversationId: opening.applicationId,
                applicationId: opening.applicationId,
                jobId: opening.jobId,
                jobTitle: opening.jobTitle,
                jobEndsAt: opening.jobEndsAt,
                timeZone: opening.timeZone,
                studentId: opening.studentId,
                studentFirstName: opening.studentFirstName,
                studentIsMinor: opening.studentIsMinor,
                studentEmail: opening.studentEmail,
                employerId: opening.employerId,
                employerFirstName: opening.employerFirstName,
                employerEmail: opening.employerEmail,
                ...(opening.guardian
                  ? {
                      guardianId: opening.guardian.guardianId,
                      guardianFirstName: opening.guardian.firstName,
                      allowPhoneNumbers: opening.guardian.allowPhoneNumbers,
                    }
                  : {}),
                openedAt: at,
                lastSeq: 0,
                inboxKey: `${at}#${opening.applicationId}`,
                studentUnread: 0,
                employerUnread: 0,
                guardianUnread: 0,
                ...(accepted ? { acceptedAt: at } : {}),
              },
            }),
            // A closed conversation is not opened again by a later step of the application.
            condition: or(notExists('conversationKey'), notExists('closedReason')),
          }),
        },
      },
      {
        ConditionCheck: {
          TableName: tableName('conversations'),
          Key: { conversationKey: blocksKey(opening.studentId), itemKey: blockKey(opening.employerId) },
          ...expressions({ condition: notExists('conversationKey') }),
        },
      },
    ];
  },

  /**
   * Takes back an opening that did not stand (the interest was over the employer's daily limit):
   * only a conversation nobody has written in and that was not accepted.
   */
  undoOpening(conversationId: string): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new DeleteCommand({
          TableName: tableName('conversations'),
          Key: { conversationKey: conversationKey(conversationId), itemKey: META },
          ...expressions({ condition: and(equal({ lastSeq: 0 }), notExists('acceptedAt')) }),
        }),
      ),
    );
  },

  /**
   * The write that closes a conversation in its application's transaction: read-only from now on,
   * with the first reason it was closed for. When there is none, the transaction is conditioned on
   * there still being none, so an interest at the same moment cannot leave one open.
   */
  closing(conversationId: string, exists_: boolean, reason: ClosedReason, now: Date): TransactItem {
    const key = { conversationKey: conversationKey(conversationId), itemKey: META };
    if (!exists_) {
      return {
        ConditionCheck: {
          TableName: tableName('conversations'),
          Key: key,
          ...expressions({ condition: notExists('conversationKey') }),
        },
      };
    }
    return {
      Update: {
        TableName: tableName('conversations'),
        Key: key,
        ...expressions({
          update: update({ setIfAbsent: { closedReason: reason, closedAt: now.toISOString() } }),
          condition: exists('conversationKey'),
        }),
      },
    };
  },

  /** Read-only from now on, with the first reason it was closed for (a single write of its own). */
  async close(conversationId: string, reason: ClosedReason, now: Date): Promise<void> {
    const write = conversations.closing(conversationId, true, reason, now);
    if (!write.Update) return;
    await conditionalWrite(() => documentClient.send(new UpdateCommand(write.Update as never)));
  },

  /**
   * A message, as the next in its thread: written with its conversation's new last number and the
   * reader's unread count in one transaction, only if no other message took that number meanwhile
   * and the conversation is still open (`refused` then: read it again and retry).
   */
  async append(
    conversation: ConversationItem,
    message: Omit<MessageItem, 'conversationKey' | 'itemKey' | 'seq' | 'messageId'>,
    now: Date,
  ): Promise<Written<MessageItem>> {
    const seq = conversation.lastSeq + 1;
    const item: MessageItem = {
      conversationKey: conversationKey(conversation.conversationId),
      itemKey: messageKey(seq),
      seq,
      messageId: newMessageId(seq),
      ...message,
    };
    const at = now.toISOString();
    const otherUnread = message.sender === 'student' ? 'employerUnread' : 'studentUnread';
    const result = await transact([
      {
        Put: {
          TableName: tableName('conversations'),
          Item: item,
          ...expressions({ condition: notExists('conversationKey') }),
        },
      },
      {
        Update: {
          TableName: tableName('conversations'),
          Key: { conversationKey: item.conversationKey, itemKey: META },
          ...expressions({
            update: update({
              set: { lastSeq: seq, lastMessageAt: at, inboxKey: `${at}#${conversation.conversationId}` },
              add: { [otherUnread]: 1, guardianUnread: 1 },
            }),
            condition: and(
              equal({ lastSeq: conversation.lastSeq }),
              notExists('closedReason'),
              notExists('frozenAt'),
            ),
          }),
        },
      },
    ]);
    return result.ok ? { ok: true, value: item } : result;
  },

  setGuardian: setConversationGuardian,

  /** The reader has read everything: their unread count is 0. */
  async markRead(conversationId: string, reader: 'student' | 'employer' | 'guardian'): Promise<void> {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: conversationKey(conversationId), itemKey: META },
        ...expressions({
          update: update({ set: { [`${reader}Unread`]: 0 } }),
          condition: exists('conversationKey'),
        }),
      }),
    );
  },

  /**
   * A student's block of an employer, and the conversation read-only, in one transaction; a second
   * block of the same pair is refused (already blocked).
   */
  block(conversation: ConversationItem, by: BlockItem['blockedBy'], now: Date): Promise<Written> {
    const at = now.toISOString();
    return transact([
      {
        Put: {
          TableName: tableName('conversations'),
          Item: {
            conversationKey: blocksKey(conversation.studentId),
            itemKey: blockKey(conversation.employerId),
            blockedEmployerId: conversation.employerId,
            conversationId: conversation.conversationId,
            blockedBy: by,
            blockedAt: at,
          } satisfies BlockItem,
          ...expressions({ condition: notExists('conversationKey') }),
        },
      },
      {
        Update: {
          TableName: tableName('conversations'),
          Key: { conversationKey: conversation.conversationKey, itemKey: META },
          ...expressions({
            // Blocked is the reason the thread gives, even over an earlier one.
            update: update({ set: { closedReason: 'blocked', closedAt: at } }),
            condition: exists('conversationKey'),
          }),
        },
      },
    ]);
  },

  /**
   * A moderator freezes the conversation (the decision's id), or lifts the freeze (null); a message
   * written meanwhile is refused by its own condition. Nothing when the conversation is gone.
   */
  async setFrozen(conversationId: string, frozen: { at: string; decisionId: string } | null): Promise<void> {
    await conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName('conversations'),
          Key: { conversationKey: conversationKey(conversationId), itemKey: META },
          ...expressions({
            update: frozen
              ? update({ set: { frozenAt: frozen.at, frozenBy: frozen.decisionId } })
              : update({ remove: ['frozenAt', 'frozenBy'] }),
            condition: exists('conversationKey'),
          }),
        }),
      ),
    );
  },

  /** A report of a message, once per reporter and message. */
  report(item: ReportItem & { seq: number }): Promise<Written<unknown>> {
    const { seq, ...stored } = item;
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('conversations'),
          Item: { ...stored, itemKey: reportKey(seq, item.reporterId) },
          ...expressions({ condition: notExists('conversationKey') }),
        }),
      ),
    );
  },

  // --- the "new message" mail --------------------------------------------------------------------------

  /**
   * A message waits for its reader: their mail item is due `delayMinutes` from now, unless one is due
   * already (a burst is one mail).
   */
  async mailDue(
    conversation: ConversationItem,
    recipient: Party,
    now: Date,
    delayMinutes: number,
  ): Promise<void> {
    const recipientId = recipient === 'student' ? conversation.studentId : conversation.employerId;
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: conversation.conversationKey, itemKey: mailKey(recipientId) },
        ...expressions({
          update: update({
            set: {
              conversationId: conversation.conversationId,
              recipientId,
              recipientRole: recipient,
              mailShard: mailShardOf(recipientId),
            },
            setIfAbsent: { dueAt: new Date(now.getTime() + delayMinutes * 60_000).toISOString() },
          }),
        }),
      }),
    );
  },

  /** The reader read the thread: no mail is due to them (refused: there was no mail item yet). */
  mailNotDue(conversationId: string, recipientId: string): Promise<Written<unknown>> {
    return updateIf(
      { conversationKey: conversationKey(conversationId), itemKey: mailKey(recipientId) },
      {
        update: update({ remove: ['mailShard', 'dueAt'] }),
        condition: exists('conversationKey'),
      },
    );
  },

  /** Access pattern "mails due by now" in one shard of the `mailDue` index. */
  dueMails(shard: number, by: Date): Promise<MailItem[]> {
    return queryAll(mailItem, {
      TableName: tableName('conversations'),
      IndexName: 'mailDue',
      ...expressions({
        key: and(
          equal({ mailShard: `DUE#${shard}` }),
          condition('#dueAt <= :by', { ':by': by.toISOString() }),
        ),
      }),
    });
  },

  /** The mail waits until `until` (the 30 minutes since the last one, or a minor's quiet hours). */
  deferMail(item: MailItem, until: Date): Promise<Written<unknown>> {
    return updateIf(
      { conversationKey: item.conversationKey, itemKey: item.itemKey },
      {
        update: update({ set: { dueAt: until.toISOString() } }),
        condition: equal({ dueAt: item.dueAt ?? '' }),
      },
    );
  },

  /** Nothing is unread any more: the mail is not due. */
  dropMail(item: MailItem): Promise<Written<unknown>> {
    return updateIf(
      { conversationKey: item.conversationKey, itemKey: item.itemKey },
      {
        update: update({ remove: ['mailShard', 'dueAt'] }),
        condition: equal({ dueAt: item.dueAt ?? '' }),
      },
    );
  },

  /**
   * THE one-mail-per-30-minutes rule: the mail is claimed for `at` only if it is still the one read
   * (a second run, or a new message, changes nothing twice) and no mail went in the 30 minutes before.
   */
  claimMail(item: MailItem, at: Date, windowMinutes: number): Promise<Written<unknown>> {
    const windowStart = new Date(at.getTime() - windowMinutes * 60_000).toISOString();
    return updateIf(
      { conversationKey: item.conversationKey, itemKey: item.itemKey },
      {
        update: update({ set: { lastMailAt: at.toISOString() }, remove: ['mailShard', 'dueAt'] }),
        condition: and(
          equal({ dueAt: item.dueAt ?? '' }),
          or(
            notExists('lastMailAt'),
            condition('#lastMailAt <= :windowStart', { ':windowStart': windowStart }),
          ),
        ),
      },
    );
  },

  // --- a guardian's digest ----------------------------------------------------------------------------------

  /**
   * One more message in a teen's conversations for their guardian's digest: one update, so messages
   * at the same moment all count, and the counter is (again) in the `digestDue` index.
   */
  async countForDigest(conversation: ConversationItem, now: Date): Promise<void> {
    if (!conversation.guardianId) return;
    const at = now.toISOString();
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName('conversations'),
        Key: {
          conversationKey: digestKeyOf(conversation.guardianId),
          itemKey: `TEEN#${conversation.studentId}`,
        },
        ...expressions({
          update: update({
            set: {
              guardianId: conversation.guardianId,
              teenId: conversation.studentId,
              teenFirstName: conversation.studentFirstName,
              at,
              digestShard: digestShardOf(conversation.guardianId),
              digestKey: `${conversation.guardianId}#${at}`,
            },
            setIfAbsent: { digested: 0 },
            add: { count: 1 },
          }),
        }),
      }),
    );
  },

  /** Access pattern "counts waiting for a digest" in one shard of the `digestDue` index. */
  dueDigestCounts(shard: number): Promise<DigestCountItem[]> {
    return queryAll(digestCountItem, {
      TableName: tableName('conversations'),
      IndexName: 'digestDue',
      ...expressions({ key: equal({ digestShard: `DUE#${shard}` }) }),
    });
  },

  /**
   * Takes a count off the digest's list as it was read: refused when a message came meanwhile (it is
   * in the next digest, with these).
   */
  claimDigestCount(
    item: Pick<DigestCountItem, 'conversationKey' | 'itemKey' | 'count'>,
  ): Promise<Written<unknown>> {
    return updateIf(
      { conversationKey: item.conversationKey, itemKey: item.itemKey },
      {
        update: update({ set: { digested: item.count }, remove: ['digestShard', 'digestKey'] }),
        condition: and(exists('digestShard'), equal({ count: item.count })),
      },
    );
  },

  // --- an account's deletion -------------------------------------------------------------------------------

  /**
   * A deleted party leaves the other the thread: their name becomes "Former student" or "Former
   * employer", the conversation read-only, and (messageRemoved) each of their messages empty.
   */
  async forgetParty(
    conversation: ConversationItem,
    party: Party,
    formerName: string,
    now: Date,
  ): Promise<void> {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: conversation.conversationKey, itemKey: META },
        ...expressions({
          update: update({
            set: { [`${party}FirstName`]: formerName },
            remove: [`${party}Email`],
            setIfAbsent: {
              closedReason: party === 'student' ? 'student-deleted' : 'employer-deleted',
              closedAt: now.toISOString(),
            },
          }),
        }),
      }),
    );
  },

  async removeMessage(message: MessageItem): Promise<void> {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: message.conversationKey, itemKey: message.itemKey },
        ...expressions({
          update: update({ set: { text: '', removed: true, hidden: [] }, remove: ['original', 'notice'] }),
        }),
      }),
    );
  },

  /** The deleted person's own mail item of a conversation. */
  async deleteMail(conversationId: string, recipientId: string): Promise<void> {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName('conversations'),
        Key: { conversationKey: conversationKey(conversationId), itemKey: mailKey(recipientId) },
      }),
    );
  },
};
