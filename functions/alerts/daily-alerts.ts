import type { ScheduledEvent } from 'aws-lambda';
import { type AlertRunResult, runDailyAlerts } from './alert-run';

/*
 * The daily job alert's entry point: an EventBridge schedule in AWS (infra/constructs/job-alerts.ts),
 * the local runner's scheduler on a laptop (scripts/local/stack.ts), and the test-only admin endpoint,
 * which sends the event an EventBridge test invoke would. The event's `time` is the day that counts:
 * a retry of the same scheduled event is the same day, so nobody is mailed twice.
 */
export async function handler(
  event: Partial<Pick<ScheduledEvent, 'time'>>,
  context?: { getRemainingTimeInMillis(): number },
): Promise<AlertRunResult> {
  const time = event.time ? new Date(event.time) : new Date();
  return runDailyAlerts({
    scheduledAt: Number.isNaN(time.getTime()) ? new Date() : time,
    timeLeftMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
  });
}
