import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { jobWrites } from './job-writes';

/*
 * The end-of-listing sweep: jobs whose last local day is over leave the indexes (their listing and
 * geohash keys and title-index items go, job-writes.ts unlistEnded), so no later search reads them.
 * Runs every 15 minutes in AWS (an EventBridge schedule, infra/constructs/jobs-sweep.ts) and every
 * minute on a laptop (scripts/local/stack.ts). Between two runs, searches skip ended jobs by `endsAt`,
 * so results stay exact; the sweep only keeps them from costing reads.
 */

/** Jobs unlisted per call of unlistEnded; a run repeats while a batch comes back full. */
const BATCH = 500;
/** Leave room before the function's timeout to finish the batch in flight. */
const TIME_RESERVE_MS = 20_000;

export async function sweepEndedJobs(
  now: () => Date = () => new Date(),
  timeLeftMs: () => number = () => Number.POSITIVE_INFINITY,
): Promise<number> {
  let total = 0;
  for (;;) {
    const unlisted = await jobWrites.unlistEnded(now(), BATCH);
    total += unlisted;
    if (unlisted < BATCH || timeLeftMs() < TIME_RESERVE_MS) return total;
  }
}

/** The scheduled-event entry point (EventBridge). */
export async function handler(
  _event: ScheduledEvent,
  context?: { getRemainingTimeInMillis(): number },
): Promise<{ unlisted: number }> {
  const unlisted = await sweepEndedJobs(
    () => new Date(),
    () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
  );
  logger.info('Unlisted ended jobs', { unlisted });
  return { unlisted };
}
