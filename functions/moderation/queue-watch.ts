import { moderationMetrics as m } from '../../shared/moderation-metrics';
import { runtimeEnv } from '../../shared/runtime-env';
import { logger } from '../lib/logger';
import { moderationTable, NORMAL_QUEUE, type ReportRecord, URGENT_QUEUE } from './entities/moderation';

/*
 * The moderation queue's watch, every 5 minutes on an EventBridge schedule in AWS
 * (infra/constructs/moderation-watch.ts): the age of the oldest urgent report and of the oldest report
 * of any kind, each one item read from the queue index, published as CloudWatch metrics in embedded
 * metric format (a log line CloudWatch turns into metrics: no SDK, no PutMetricData call). The alarms
 * (an urgent report waiting over an hour, any over a day) and the operations dashboard read them.
 */

export interface QueueAges {
  oldestUrgentSeconds: number;
  oldestAnySeconds: number;
}

const ageOf = (report: ReportRecord | undefined, now: Date): number => {
  const since = report?.waitingSince?.split('#')[0];
  return since ? Math.max(0, Math.round((now.getTime() - Date.parse(since)) / 1000)) : 0;
};

export async function measureQueue(now: Date = new Date()): Promise<QueueAges> {
  const [urgent, normal] = await Promise.all([
    moderationTable.oldestWaiting(URGENT_QUEUE),
    moderationTable.oldestWaiting(NORMAL_QUEUE),
  ]);
  const oldestUrgentSeconds = ageOf(urgent, now);
  return { oldestUrgentSeconds, oldestAnySeconds: Math.max(oldestUrgentSeconds, ageOf(normal, now)) };
}

/** The scheduled event's handler: `time` is the run's scheduled time (EventBridge sends it). */
export async function handler(event: { time?: string } = {}): Promise<QueueAges> {
  const now = event.time ? new Date(event.time) : new Date();
  const ages = await measureQueue(now);
  const stage = process.env[runtimeEnv.stageName] ?? 'local';
  // Embedded metric format: CloudWatch Logs extracts the two metrics from this one line. Written to
  // stdout as it is: the runtime's JSON log format would wrap a console.log in a `message` field,
  // and CloudWatch reads EMF only from a line that is the EMF object itself.
  process.stdout.write(
    `${JSON.stringify({
      _aws: {
        Timestamp: now.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: m.namespace,
            Dimensions: [[m.dimension]],
            Metrics: [
              { Name: m.oldestUrgent, Unit: 'Seconds' },
              { Name: m.oldestAny, Unit: 'Seconds' },
            ],
          },
        ],
      },
      [m.dimension]: stage,
      [m.oldestUrgent]: ages.oldestUrgentSeconds,
      [m.oldestAny]: ages.oldestAnySeconds,
    })}\n`,
  );
  logger.info('moderation: queue measured', { ...ages });
  return ages;
}
