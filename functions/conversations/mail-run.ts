import { MAIL_WINDOW_MINUTES, outsideQuietHours } from '../../shared/rules/conversation';
import { conversationUrl, jobPageUrl } from '../lib/app-links';
import { logger } from '../lib/logger';
import { notify, stableNotificationId } from '../lib/notify';
import { conversations, MAIL_SHARDS, type MailItem } from './entities/conversations';

/*
 * The "new message" mails, sent by a scheduled run (every 5 minutes in AWS,
 * infra/constructs/live-messages.ts; every minute locally), never from the request that sent the
 * message. A message makes its reader's mail due a few minutes later (send-message.ts); reading the
 * thread before then takes it back (mark-conversation-read.ts). The run reads only what is due, from
 * the `mailDue` index, never a Scan, and decides on the run's own clock (EventBridge's `time`), so
 * the rules below are tested under a controlled clock:
 * - one mail per conversation and recipient in 30 minutes: a burst of messages is one mail, and a
 *   mail due sooner waits for the window (claimMail is the conditional write that enforces it);
 * - no mail to a student under 18 between 21:00 and 07:00 on their local clock: it waits until 07:00,
 *   it is never dropped;
 * - nothing for a message already read, or a blocked conversation.
 */

export interface MailRun {
  sent: number;
  deferred: number;
  dropped: number;
}

async function handle(item: MailItem, at: Date, run: MailRun): Promise<void> {
  const conversation = await conversations.get(item.conversationId);
  const unread =
    item.recipientRole === 'student' ? conversation?.studentUnread : conversation?.employerUnread;
  if (!conversation || !unread || unread <= 0 || conversation.closedReason === 'blocked') {
    if ((await conversations.dropMail(item)).ok) run.dropped += 1;
    return;
  }
  const windowEnds = item.lastMailAt
    ? new Date(Date.parse(item.lastMailAt) + MAIL_WINDOW_MINUTES * 60_000)
    : null;
  const minor = item.recipientRole === 'student' && conversation.studentIsMinor;
  const earliest = windowEnds && windowEnds > at ? windowEnds : at;
  const allowed = minor ? outsideQuietHours(earliest, conversation.timeZone) : earliest;
  if (allowed > at) {
    if ((await conversations.deferMail(item, allowed)).ok) run.deferred += 1;
    return;
  }
  const student = item.recipientRole === 'student';
  // Gone with a deleted account: nobody to mail.
  const address = student ? conversation.studentEmail : conversation.employerEmail;
  if (!address) {
    if ((await conversations.dropMail(item)).ok) run.dropped += 1;
    return;
  }
  if (!(await conversations.claimMail(item, at, MAIL_WINDOW_MINUTES)).ok) return;
  await notify(
    'MessageNotification',
    [address],
    {
      recipientName: student ? conversation.studentFirstName : conversation.employerFirstName,
      otherPartyName: student ? conversation.employerFirstName : conversation.studentFirstName,
      jobTitle: conversation.jobTitle,
      jobUrl: jobPageUrl(conversation.jobId),
      conversationUrl: conversationUrl(conversation.conversationId),
    },
    // A run retried after its claim queues the same id: the notify function sends it once.
    {
      id: stableNotificationId(`message-mail#${item.conversationId}#${item.recipientId}#${at.toISOString()}`),
    },
  );
  run.sent += 1;
}

export async function sendDueMails(at: Date = new Date()): Promise<MailRun> {
  const run: MailRun = { sent: 0, deferred: 0, dropped: 0 };
  for (let shard = 0; shard < MAIL_SHARDS; shard++) {
    for (const item of await conversations.dueMails(shard, at)) {
      try {
        await handle(item, at, run);
      } catch (error) {
        // One bad item must not hold up everyone else's mail; it is still due next run.
        logger.error('message mail: could not handle a due mail', {
          conversationId: item.conversationId,
          error,
        });
      }
    }
  }
  logger.info('message mail: run', { ...run, at: at.toISOString() });
  return run;
}

/** The scheduled function's entry: EventBridge's event carries the run's time. */
export async function handler(event: { time?: string } = {}): Promise<MailRun> {
  return sendDueMails(event.time ? new Date(event.time) : new Date());
}
