import { createHash } from 'node:crypto';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyPersistenceLayerError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import { addressKey } from '../lib/address-limits';
import { tableName } from '../lib/dynamo';
import { fixedLease } from '../lib/fixed-lease';
import { logger } from '../lib/logger';

/*
 * One confirmation per address and code, so POST /verifyuser can be uniform and idempotent at once
 * (Powertools Idempotency over the users table, tried and measured):
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

let confirm:
  | ((attempt: { address: string; code: string }, ask: () => Promise<void>) => Promise<unknown>)
  | undefined;

function confirmOnce() {
  confirm ??= makeIdempotent(
    async (_attempt: { address: string; code: string }, ask: () => Promise<void>) => {
      await ask();
      return { confirmed: true };
    },
    {
      persistenceStore: new DynamoDBPersistenceLayer({
        tableName: tableName('users'),
        keyAttr: 'userId',
        expiryAttr: 'expiresAt',
        inProgressExpiryAttr: 'pendingUntil',
        statusAttr: 'state',
        dataAttr: 'answer',
        awsSdkV3Client: new DynamoDBClient({}),
      }),
      config: new IdempotencyConfig({
        expiresAfterSeconds: CONFIRMED_TTL_SECONDS,
        hashFunction: 'sha256',
        lambdaContext: fixedLease(STALE_PENDING_MS),
      }),
      keyPrefix: `${COOLDOWN_KEY_PREFIX}verify-attempt`,
      dataIndexArgument: 0,
    },
  );
  return confirm;
}

export type AttemptResult = 'confirmed' | 'pending';

export const verificationAttempts = {
  /**
   * Asks Cognito through `ask` unless this (address, code) was confirmed already ('confirmed' without
   * asking) or another request is asking right now ('pending'). A failed `ask` throws its error and
   * leaves no record, so the next request with this code asks Cognito itself.
   */
  async confirm(email: string, code: string, ask: () => Promise<void>): Promise<AttemptResult> {
    const attempt = {
      address: addressKey(email),
      code: createHash('sha256').update(code).digest('base64url'),
    };
    let asked = false;
    let refused: { error: unknown } | undefined;
    try {
      await confirmOnce()(attempt, async () => {
        try {
          await ask();
        } catch (error) {
          refused = { error };
          throw error;
        }
        asked = true;
      });
      return 'confirmed';
    } catch (error) {
      if (error instanceof IdempotencyAlreadyInProgressError) return 'pending';
      // Cognito's answer is the answer, even when letting go of the attempt failed too.
      if (refused) {
        if (error !== refused.error) logger.warn('verify: could not release the attempt', { error });
        throw refused.error;
      }
      // Confirmed, but the success was not recorded: only a repeated verify would now be told the
      // code is wrong.
      if (asked) {
        logger.warn('verify: could not record the success', { error });
        return 'confirmed';
      }
      // The table failed (throttled, down): answer as that dependency's failure, not ours.
      if (error instanceof IdempotencyPersistenceLayerError && error.cause) throw error.cause;
      throw error;
    }
  },
};
