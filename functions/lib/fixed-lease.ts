import type { Context } from 'aws-lambda';

/**
 * Powertools Idempotency gives an INPROGRESS record the invocation's remaining time as its expiry,
 * read from the Lambda context. Our claims take a fixed lease instead, longer than the function's
 * timeout, so a live claim always belongs to a running invocation and a dead one's is taken over
 * after it (functions/notify/deliver-once.ts, functions/auth/verification-attempts.ts). The remaining
 * time is the one thing the library reads from this context for that.
 */
export function fixedLease(ms: number): Context {
  return { getRemainingTimeInMillis: () => ms } as Context;
}
