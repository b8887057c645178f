import { createHash } from 'node:crypto';
import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite, type Written } from './conditional-write';
import { documentClient, tableName } from './dynamo';
import { expressions, notExists } from './expressions';
import { itemDecoder } from './item-decoder';
import { maskEmail } from './logger';

/*
 * The addresses mail must not go to: SES reported a hard bounce (the mailbox does not
 * exist) or a complaint (the reader marked our mail as spam). Sending again would hurt the account's
 * reputation, which SES pauses past its marks, and every family would lose its mail. The
 * email-events function writes them; notify skips them; the users function tells the person who can
 * correct the address.
 *
 * Keyed by a hash of the address: the table never holds an address, only a masked one for people
 * reading it (the SES account's own suppression list has the address, for the operators' runbook).
 */

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  readonly reason: SuppressionReason;
  /** ISO time SES reported it. */
  readonly since: string;
}

/** What `suppressedAmong` reads of a suppression (its projection). */
const suppressionItem = itemDecoder<Suppression & { addressHash: string }>('mail suppression', {
  addressHash: 'string',
  reason: 'string',
  since: 'string',
});

/** Lower-cased and trimmed: SES and our records may differ in case. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

/**
 * Which of these addresses are suppressed, one BatchGetItem (up to 100 keys, more than any caller
 * passes). Unprocessed keys (throttling) are read again once; still unread, the call throws, so notify
 * retries the message rather than mailing an address it could not check.
 */
export async function suppressedAmong(addresses: readonly string[]): Promise<Map<string, Suppression>> {
  const byHash = new Map(addresses.map((address) => [addressHash(address), address]));
  const found = new Map<string, Suppression>();
  if (byHash.size === 0) return found;
  const table = tableName('mailSuppressions');
  let keys: Record<string, unknown>[] = [...byHash.keys()].map((hash) => ({ addressHash: hash }));
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt === 2) throw new Error(`mail suppressions: ${keys.length} keys left unread`);
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({
        RequestItems: { [table]: { Keys: keys, ProjectionExpression: 'addressHash, reason, since' } },
      }),
    );
    for (const item of suppressionItem.list(Responses?.[table])) {
      const address = byHash.get(item.addressHash);
      if (address) found.set(address, { reason: item.reason, since: item.since });
    }
    keys = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return found;
}

/**
 * Records a suppression. The first report stands (when and why it started); a repeat of it, SNS
 * delivering an event twice, or a complaint after a bounce changes nothing: refused.
 */
export async function recordSuppression(
  address: string,
  reason: SuppressionReason,
  details: { since: string; messageId?: string; template?: string },
): Promise<Written<unknown>> {
  return conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: tableName('mailSuppressions'),
        Item: {
          addressHash: addressHash(address),
          reason,
          since: details.since,
          maskedAddress: maskEmail(address),
          messageId: details.messageId,
          template: details.template,
        },
        ...expressions({ condition: notExists('addressHash') }),
      }),
    ),
  );
}
