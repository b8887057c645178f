import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamo';
import { expressions, update } from '../lib/expressions';
import { fixedLease } from '../lib/fixed-lease';
import { recipientHash } from './deliveries';

/*
 * One record per (notification, recipient), so that a notification is sent once however often its
 * message is handled: a retry after a partial failure (one of two recipients failed), a message SQS
 * delivers twice (at least once, it promises), or an operator's redrive of a notification that had in
 * fact gone out.
 *
 * SES cannot take an idempotency key, so the send runs under Powertools Idempotency,
 * its record in the deliveries table keyed `<notification id>#<hash of the recipient's hash>`:
 * 1. Powertools puts an INPROGRESS record with a lease (`leaseUntil`), only if there is no record or
 *    only one whose lease ran out (its invocation died mid-send). A COMPLETED one → its outcome is
 *    returned without sending (skip); a live INPROGRESS one → another invocation is sending it right
 *    now → skip (that one retries if it fails).
 * 2. SendEmail (or, for a suppressed address, nothing).
 * 3. SES accepted: Powertools marks it COMPLETED with the outcome, and we add our own attributes
 *    (state `sent` or `suppressed`, template, the byRecipient index's keys). SES refused or could not
 *    be reached (nothing was sent): Powertools deletes the record, so the retry sends it.
 * The one window left is an invocation that dies between SES accepting and step 3: after the lease
 * its retry sends again. That needs a crash in a few milliseconds; losing the mail instead would
 * need only a failure at the wrong moment, so a rare duplicate is the side we err on.
 *
 * Records expire (TTL) after the dead-letter queue's retention, when no redrive can bring the event
 * back.
 */

/** Longer than the notify function's timeout (30 s): a live claim always belongs to a running invocation. */
const LEASE_MS = 45_000;
/** The dead-letter queue keeps events 14 days; a redrive must still find their records. */
const RECORD_DAYS = 21;

export type Outcome = { messageId: string | undefined } | { suppressed: string };
export type Delivered = Outcome & { replayed: boolean };

const client = new DynamoDBClient({});

/** Powertools' layer, naming the key it writes so our attributes can go on the same item. */
class DeliveriesLayer extends DynamoDBPersistenceLayer {
  keyOf(data: { recipient: string }): string {
    return this.getHashedIdempotencyKey(data);
  }
}

const config = new IdempotencyConfig({
  eventKeyJmesPath: 'recipient',
  expiresAfterSeconds: RECORD_DAYS * 86_400,
  hashFunction: 'sha256',
  lambdaContext: fixedLease(LEASE_MS),
  // Called only when an earlier run's outcome is returned instead of running again.
  responseHook: (response) => ({ ...(response as Outcome), replayed: true }),
});

/** Runs `deliver` once per notification and recipient; `busy` while another invocation runs it. */
export async function deliverOnce(
  notificationId: string,
  recipient: string,
  template: string,
  deliver: () => Promise<Outcome>,
): Promise<Delivered | { busy: true }> {
  const hash = recipientHash(recipient);
  const persistenceStore = new DeliveriesLayer({
    tableName: tableName('deliveries'),
    keyAttr: 'deliveryKey',
    expiryAttr: 'expiresAt',
    inProgressExpiryAttr: 'leaseUntil',
    statusAttr: 'status',
    dataAttr: 'outcome',
    awsSdkV3Client: client,
  });
  const once = makeIdempotent(async (_key: { recipient: string }) => deliver(), {
    persistenceStore,
    config,
    keyPrefix: notificationId,
  });
  let outcome: Outcome & { replayed?: boolean };
  try {
    outcome = await once({ recipient: hash.slice(0, 32) });
  } catch (error) {
    if (error instanceof IdempotencyAlreadyInProgressError) return { busy: true };
    throw error;
  }
  if (outcome.replayed) return { ...outcome, replayed: true };
  const key = persistenceStore.keyOf({ recipient: hash.slice(0, 32) });
  const now = new Date();
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName('deliveries'),
      Key: { deliveryKey: key },
      ...expressions({
        update: update({
          set: {
            template,
            recipientHash: hash,
            createdAt: now.toISOString(),
            ...('suppressed' in outcome
              ? { state: 'suppressed', reason: outcome.suppressed, skippedAt: now.toISOString() }
              : { state: 'sent', sentAt: now.toISOString(), messageId: outcome.messageId ?? 'unknown' }),
          },
        }),
      }),
    }),
  );
  return { ...outcome, replayed: false };
}
