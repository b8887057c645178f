import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { condition, equal, expressions, notExists, or, update } from '../lib/expressions';

/*
 * One record per (notification, recipient), so that a notification is sent once however often its
 * message is handled: a retry after a partial failure (one of two recipients failed), a message SQS
 * delivers twice (at least once, it promises), or an operator's redrive of a notification that had in
 * fact gone out.
 *
 * SES cannot take an idempotency key, so the record is a claim taken before SendEmail, by a
 * conditional write:
 * 1. claim: put `sending` with a lease, only if there is no record, or only a `sending` one whose
 *    lease ran out (its invocation died mid-send). `sent` → skip; a live `sending` → another
 *    invocation is sending it right now → skip (that one retries if it fails).
 * 2. SendEmail.
 * 3. SES accepted: mark `sent`. SES refused or could not be reached (nothing was sent): release the
 *    claim, so the retry sends it.
 * The one window left is an invocation that dies between SES accepting and step 3: after the lease
 * its retry sends again. That needs a crash in a few milliseconds; losing the mail instead would
 * need only a failure at the wrong moment, so a rare duplicate is the side we err on.
 *
 * The key holds a hash of the address, not the address; records expire (TTL) after the dead-letter
 * queue's retention, when no redrive can bring the event back.
 */

/** Longer than the notify function's timeout (30 s): a live claim always belongs to a running invocation. */
export const LEASE_MS = 45_000;
/** The dead-letter queue keeps events 14 days; a redrive must still find their records. */
const RECORD_DAYS = 21;

export type Claim = { status: 'claimed'; key: string; claimId: string } | { status: 'sent' | 'busy' };

/** SHA-256 of the lower-cased address: the only form in which an address is in this table. */
export function recipientHash(recipient: string): string {
  return createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex');
}

export function deliveryKey(notificationId: string, recipient: string): string {
  return `${notificationId}#${recipientHash(recipient).slice(0, 32)}`;
}

/** The byRecipient index's keys (issue 21 §4: a person's own mails, for "Download my data"). */
const recipientKeys = (recipient: string, now: number) => ({
  recipientHash: recipientHash(recipient),
  createdAt: new Date(now).toISOString(),
});

export async function claim(notificationId: string, recipient: string, template: string): Promise<Claim> {
  const key = deliveryKey(notificationId, recipient);
  const claimId = randomUUID();
  const now = Date.now();
  const claimed = await conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: tableName('deliveries'),
        Item: {
          deliveryKey: key,
          state: 'sending',
          claimId,
          leaseUntil: now + LEASE_MS,
          template,
          ...recipientKeys(recipient, now),
          expiresAt: Math.floor(now / 1000) + RECORD_DAYS * 86_400,
        },
        ...expressions({
          condition: or(
            notExists('deliveryKey'),
            condition('#state = :sending AND #leaseUntil < :now', { ':sending': 'sending', ':now': now }),
          ),
        }),
      }),
    ),
  );
  if (claimed.ok) return { status: 'claimed', key, claimId };
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName('deliveries'), Key: { deliveryKey: key }, ConsistentRead: true }),
  );
  return { status: Item?.state === 'sent' ? 'sent' : 'busy' };
}

/**
 * SES accepted the message. Conditioned on our claim, so a record taken over after a lost lease is
 * left alone (refused: the other invocation's record stands).
 */
export async function markSent(key: string, claimId: string, messageId: string | undefined): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: tableName('deliveries'),
        Key: { deliveryKey: key },
        ...expressions({
          update: update({
            set: { state: 'sent', sentAt: new Date().toISOString(), messageId: messageId ?? 'unknown' },
            remove: ['leaseUntil'],
          }),
          condition: equal({ claimId }),
        }),
      }),
    ),
  );
}

/** Nothing was sent: give the claim up so a retry can send (unless another invocation holds it now). */
export async function release(key: string, claimId: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: tableName('deliveries'),
        Key: { deliveryKey: key },
        ...expressions({ condition: equal({ claimId }) }),
      }),
    ),
  );
}

/**
 * The recipient's address is suppressed (functions/lib/mail-suppressions.ts): nothing is sent, and
 * the skip is recorded like a send, so operators can count what an address missed. Only where no
 * record exists: one already sent stays `sent`.
 */
export async function markSuppressed(
  notificationId: string,
  recipient: string,
  template: string,
  reason: string,
): Promise<void> {
  const now = Date.now();
  // Refused: a record exists (sent, or being sent), and it stands.
  await conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: tableName('deliveries'),
        Item: {
          deliveryKey: deliveryKey(notificationId, recipient),
          state: 'suppressed',
          reason,
          template,
          skippedAt: new Date(now).toISOString(),
          ...recipientKeys(recipient, now),
          expiresAt: Math.floor(now / 1000) + RECORD_DAYS * 86_400,
        },
        ...expressions({ condition: notExists('deliveryKey') }),
      }),
    ),
  );
}
