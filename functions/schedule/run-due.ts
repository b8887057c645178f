import { logger } from '../lib/logger';
import { type DueRunResult, runDueWork } from './due-work';

/**
 * The scheduled runner's Lambda handler (infra/constructs/schedule-runner.ts: an EventBridge rule every
 * minute). The event's `time` is the moment the rule fired, so a retry of the same event runs the same
 * moment. A run that fails throws: EventBridge retries it, and the function's error alarm goes off.
 */
export async function handler(event: { time?: string } = {}): Promise<DueRunResult> {
  const time = event.time ? new Date(event.time) : new Date();
  if (Number.isNaN(time.getTime())) throw new Error(`Not a time: ${event.time}`);
  const result = await runDueWork(time);
  logger.info('schedule: due work run', { time: time.toISOString(), ...result });
  return result;
}
