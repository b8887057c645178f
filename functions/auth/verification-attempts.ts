import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import { addressKey } from '../lib/address-limits';
import { conditionalWrite } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { condition, expressions, notExists, or, update } from '../lib/expressions';

/*
 * One confirmation per address and code, so POST /verifyuser can be uniform and idempotent at once:
 * - the same (address, code) sent many times at once asks Cognito once; the others wait for that
 *   answer, and after a success get the same 200 (one verification, one parent alert);
 * - the owner who repeats a verify that worked (a reload, a double tap) is told it worked, because
 *   they hold the code; anyone else sees a confirmed account exactly like an unknown one.
 * Items live in the users table under the cooldown prefix (the only keys the auth function may write),
 * hold a hash of the code, not the code, and go by TTL.
 */

/** A request that started a check and then died leaves it pending this long at most. */
const STALE_PENDING_MS = 15_000;
/** How long a success is remembered for a repeated verify. */
const CONFIRMED_TTL_SECONDS = 24 * 60 * 60;

const keyOf = (email: string, code: string) => ({
  userId: `${COOLDOWN_KEY_PREFIX}verify-attempt#${addressKey(email)}#${createHash('sha256').update(code).digest('base64url')}`,
});

export type AttemptClaim = 'mine' | 'pending' | 'confirmed';

export const verificationAttempts = {
  /** 'mine': this request asks Cognito. 'pending': another one is asking. 'confirmed': it worked. */
  async claim(email: string, code: string, now = Date.now()): Promise<AttemptClaim> {
    const claimed = await conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('users'),
          Item: {
            ...keyOf(email, code),
            state: 'pending',
            startedAt: now,
            expiresAt: Math.ceil(now / 1000) + 3600,
          },
          // None yet, or a pending one whose request died.
          ...expressions({
            condition: or(
              notExists('userId'),
              condition('#state = :pending AND #startedAt < :stale', {
                ':pending': 'pending',
                ':stale': now - STALE_PENDING_MS,
              }),
            ),
          }),
        }),
      ),
    );
    if (claimed.ok) return 'mine';
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('users'), Key: keyOf(email, code), ConsistentRead: true }),
    );
    if (Item?.state === 'confirmed') return 'confirmed';
    // Gone in between (the other check failed and let go): try again as if first.
    return Item ? 'pending' : this.claim(email, code, now);
  },

  async confirmed(email: string, code: string, now = Date.now()): Promise<void> {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: keyOf(email, code),
        ...expressions({
          update: update({
            set: { state: 'confirmed', expiresAt: Math.ceil(now / 1000) + CONFIRMED_TTL_SECONDS },
          }),
        }),
      }),
    );
  },

  /** The check failed: the next request with this code asks Cognito itself. */
  async release(email: string, code: string): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: keyOf(email, code) }));
  },
};
