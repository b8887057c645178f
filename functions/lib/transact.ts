import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Refused, Written } from './conditional-write';
import { documentClient } from './dynamo';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Either every write happened, or none did: refused like a single write (conditional-write.ts), and
 * `failed[i]` says whether item i's condition was the one that refused.
 */
export type TransactResult = Written<undefined, Refused & { readonly failed: boolean[] }>;

/** Fifty requests at once on one item may overlap a few times before the winner's write settles it. */
const MAX_ATTEMPTS = 8;

interface CanceledError extends Error {
  CancellationReasons?: { Code?: string }[];
}

const isCanceled = (error: unknown): error is CanceledError =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * One DynamoDB transaction. A refused condition is an answer, not an error: the caller reads which
 * item refused. DynamoDB also cancels a transaction that merely overlaps another one on the same item
 * (reason TransactionConflict, e.g. fifty applies at once); nothing was decided then, so it is tried
 * again after a short random pause, and the retry meets the winner's write in its condition.
 */
export async function transact(items: TransactItem[]): Promise<TransactResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true, value: undefined };
    } catch (error) {
      if (!isCanceled(error)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      if (codes.includes('ConditionalCheckFailed')) {
        return {
          ok: false,
          reason: 'condition',
          failed: codes.map((code) => code === 'ConditionalCheckFailed'),
        };
      }
      if (!codes.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw error;
      const pause = Math.min(400, 20 * 2 ** attempt) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
