import * as z from 'zod/mini';
import { contactKinds } from '../rules/contact-details';
import {
  closedReasons,
  MESSAGE_MAX_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  reportReasons,
  senders,
} from '../rules/conversation';
import { cursorSchema, idSchema, plainText, unixNewlines } from './common';
import './zod-locale';

/*
 * The conversations API contract: the inbox, a thread, a message, a report and a block. What a party
 * is shown of a message is its masked text (shared/rules/contact-details.ts); what they wrote before
 * masking is kept for moderation and never returned.
 */

export const conversationMessages = {
  notFound: 'We could not find that conversation.',
  messageNotFound: 'We could not find that message.',
  textRequired: 'Please write a message.',
  textTooLong: 'Messages can be at most 2,000 characters.',
  controlCharacters:
    'Please remove hidden characters (such as text-direction or control characters) from your message.',
  guardianReadOnly:
    'Parents and guardians can read their teen’s conversations, but only the student and the employer write in them.',
  pageBothWays: 'Ask for older messages (before) or newer ones (after), not both at once.',
  sent: 'Message sent.',
  read: 'Marked as read.',
  ownMessage: 'You cannot report your own message.',
  alreadyReported: 'You have already reported this message. Our team will look at it.',
  reported: 'Thank you. We sent the message to our team, who will look at it.',
  blocked:
    'Blocked. Nobody can write in this conversation any more, and this employer cannot contact the student again.',
  alreadyBlocked: 'This conversation is already blocked.',
  busy: 'Many messages were sent at once. Please try again.',
} as const;

export const messageTextSchema = z
  .string({ error: conversationMessages.textRequired })
  .check(
    unixNewlines,
    z.trim(),
    z.minLength(1, conversationMessages.textRequired),
    z.maxLength(MESSAGE_MAX_LENGTH, conversationMessages.textTooLong),
    plainText({ multiline: true }, conversationMessages.controlCharacters),
  );

/** POST /conversations/{id}/messages. */
export const sendMessageBodySchema = z.strictObject({ text: messageTextSchema });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const conversationParamsSchema = z.strictObject({ id: idSchema });
export const messageParamsSchema = z.strictObject({ id: idSchema, messageId: idSchema });

/** GET /conversations: the next page of an inbox. */
export const inboxQuerySchema = z.strictObject({ cursor: z.optional(cursorSchema) });

/** GET /conversations/{id}: the newest page, or the page before or after a cursor. */
export const threadQuerySchema = z.strictObject({
  before: z.optional(cursorSchema),
  after: z.optional(cursorSchema),
});

const viewerSchema = z.enum(['student', 'employer', 'guardian']);

/** One message as its reader is shown it. */
export const messageSchema = z.object({
  id: idSchema,
  /** Its place in the thread: 1 for the first message, in the order they were written. */
  position: z.number(),
  sender: z.enum(senders),
  /** Masked: what the reader is shown, never the original. Empty once removed. */
  text: z.string(),
  sentAt: z.iso.datetime(),
  /** Something in it was hidden. */
  masked: z.boolean(),
  /** The reader wrote it. */
  mine: z.boolean(),
  /** The sender's deleted account took it away ("Message removed"). */
  removed: z.boolean(),
  /** To the sender only: what was hidden, and why. */
  notice: z.optional(z.string()),
});
export type Message = z.infer<typeof messageSchema>;

/** One conversation of an inbox. */
export const conversationSummarySchema = z.object({
  id: idSchema,
  applicationId: idSchema,
  jobId: idSchema,
  jobTitle: z.string(),
  /** Whom the reader talks with (for a guardian: the employer). */
  otherPartyFirstName: z.string(),
  studentFirstName: z.string(),
  employerFirstName: z.string(),
  /** The student's id: a guardian's inbox holds several teens' conversations. */
  studentId: z.string(),
  viewer: viewerSchema,
  unreadCount: z.number(),
  /** Null until the first message. */
  lastMessageAt: z.nullable(z.iso.datetime()),
  readOnly: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** The next page, or null. */
  cursor: z.nullable(cursorSchema),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

const unlockedSchema = z.object(
  Object.fromEntries(contactKinds.map((kind) => [kind, z.boolean()])) as Record<
    (typeof contactKinds)[number],
    z.ZodMiniBoolean
  >,
);

/** A thread's conversation: the summary and what its screen says around the messages. */
export const conversationDetailSchema = z.object({
  ...conversationSummarySchema.shape,
  /** How far the application got: interest shown, or accepted. */
  stage: z.enum(['interest', 'accepted']),
  closedReason: z.nullable(z.enum(closedReasons)),
  /** Why it is read-only, in words. */
  closedText: z.nullable(z.string()),
  /** The reader may write now. */
  canWrite: z.boolean(),
  /** The reader may block it (a party or the guardian, while it is not blocked). */
  canBlock: z.boolean(),
  /** "Priya, Maya's parent or guardian, can read this conversation.", for a teen with a guardian. */
  guardianLine: z.nullable(z.string()),
  /** What the reader's next message may show as written (the composer warns about the rest). */
  unlocked: unlockedSchema,
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const threadResponseSchema = z.object({
  conversation: conversationDetailSchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Older messages exist: ask with `before`. */
  before: z.nullable(cursorSchema),
  /** Where to ask for newer ones (`after`): the newest message here, or the one asked after. */
  after: cursorSchema,
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  /** The message's position as a cursor, and the one just before it (as a live event carries them). */
  after: cursorSchema,
  previous: cursorSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const markReadResponseSchema = z.object({ message: z.string(), unreadCount: z.number() });

const reportReasonKeys = Object.keys(reportReasons) as [
  keyof typeof reportReasons,
  ...(keyof typeof reportReasons)[],
];

/** POST /conversations/{id}/messages/{messageId}/report. */
export const reportMessageBodySchema = z.strictObject({
  reason: z.enum(reportReasonKeys, { error: 'Please choose a reason.' }),
  details: z._default(
    z
      .string()
      .check(
        unixNewlines,
        z.trim(),
        z.maxLength(REPORT_DETAILS_MAX_LENGTH, 'Please keep the details to 1,000 characters or fewer.'),
        plainText({ multiline: true }),
      ),
    '',
  ),
});
export type ReportMessageBody = z.infer<typeof reportMessageBodySchema>;
export type ReportMessageInput = z.input<typeof reportMessageBodySchema>;

export const reportMessageResponseSchema = z.object({ message: z.string() });

/** POST /conversations/{id}/block: the conversation as it is now (read-only). */
export const blockResponseSchema = z.object({ message: z.string(), conversation: conversationDetailSchema });

/**
 * What the live connection pushes to a reader: a new message of a conversation they are in. The page
 * adds it (or, when it cannot tell where it belongs, reads the thread after its cursor).
 */
export const liveEventSchema = z.object({
  type: z.literal('message'),
  conversationId: idSchema,
  message: messageSchema,
  /** The message's position: a reader who had everything before it can move its cursor here. */
  after: cursorSchema,
  /** The position just before it: a reader whose cursor is here missed nothing, and needs no read. */
  previous: cursorSchema,
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
