import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';
import { allowNotify } from './notifier';

export interface ScheduleRunnerProps {
  readonly failedRuns: FailedRuns;
  readonly environment: Record<string, string>;
  readonly bookings: ITable;
  readonly jobs: ITable;
  readonly users: ITable;
  readonly notificationsQueue: IQueue;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * How often the schedule's due work runs: the alarms come 30 and 60 minutes after a moment, and a
 * minute late is on time. An idle run is one Query per shard of an empty index.
 */
export const SCHEDULE_RUNNER_RATE = Duration.minutes(1);

/**
 * The schedule's runner (functions/schedule/run-due.ts) on an EventBridge rule: the day-before
 * reminders and the overdue alarms of accepted jobs, run on the server whether or not anyone has the
 * app open. Each run reads only the bookings with work due, from the `due` index of the bookings
 * table (never a Scan), reads their visits, jobs and people, marks what it sent, moves each booking's
 * `dueAt` on, and hands the mails to the notifications queue. A failed run raises its function's error
 * alarm (monitoring stack) and is retried; one that failed every retry waits in the failed-runs queue,
 * whose alarm goes off. A retry sends nothing twice, and the next minute's run picks up what is due.
 */
export class ScheduleRunner extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduleRunnerProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Run', {
      name: 'schedule-runner',
      entry: 'schedule/run-due.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      // A minute's work is a few bookings; a backlog after an outage is drained over a few runs.
      timeout: Duration.minutes(2),
    }).fn;
    const { bookings, jobs, users } = props;
    const statements = [
      // The bookings with work due, then each one's partition (the booking and its visits).
      { actions: ['dynamodb:Query'], resources: [`${bookings.tableArn}/index/due`, bookings.tableArn] },
      // Marks an alarm sent (a visit's item, made if it has none yet), the reminder, the next `dueAt`.
      { actions: ['dynamodb:UpdateItem', 'dynamodb:GetItem'], resources: [bookings.tableArn] },
      // A booking's job (its days, hours and place) and its people (names and addresses).
      { actions: ['dynamodb:GetItem'], resources: [jobs.tableArn, users.tableArn] },
    ];
    for (const statement of statements) this.fn.addToRolePolicy(new PolicyStatement(statement));
    allowNotify(this.fn, props.notificationsQueue);
    this.rule = new Rule(this, 'Schedule', {
      description: 'Sends the schedule’s reminders and overdue alarms (functions/schedule/run-due.ts)',
      schedule: Schedule.rate(SCHEDULE_RUNNER_RATE),
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
  }
}
