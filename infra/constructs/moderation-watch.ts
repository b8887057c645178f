import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { moderationMetrics as m } from '../../shared/moderation-metrics';
import { runtimeEnv } from '../../shared/runtime-env';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';

export interface ModerationWatchProps {
  /** Where a run that failed its retries goes (and raises the failed-runs alarm). */
  readonly failedRuns: FailedRuns;
  readonly stageName: string;
  readonly environment: Record<string, string>;
  readonly moderation: ITable;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** How often the queue's age is measured: well inside the urgent alarm's hour. */
export const MODERATION_WATCH_MINUTES = 5;

/**
 * The moderation queue's watch (functions/moderation/queue-watch.ts) on an EventBridge schedule: two
 * one-item Queries of the `queue` index every 5 minutes, published as metrics the alarms and the
 * dashboard read. Its own function and role: it reads the queue index and nothing else.
 */
export class ModerationWatch extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;
  /** The age of the oldest urgent report waiting, and of the oldest of any kind (seconds, 0 if none). */
  readonly oldestUrgent: Metric;
  readonly oldestAny: Metric;

  constructor(scope: Construct, id: string, props: ModerationWatchProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Run', {
      name: 'moderation-watch',
      entry: 'moderation/queue-watch.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
    }).fn;
    this.fn.addEnvironment(runtimeEnv.stageName, props.stageName);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.moderation.tableArn}/index/queue`],
      }),
    );
    this.rule = new Rule(this, 'Schedule', {
      description: 'Measures how long reports wait for a moderator (functions/moderation/queue-watch.ts)',
      schedule: Schedule.rate(Duration.minutes(MODERATION_WATCH_MINUTES)),
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
    const metric = (metricName: string) =>
      new Metric({
        namespace: m.namespace,
        metricName,
        dimensionsMap: { [m.dimension]: props.stageName },
        statistic: 'Maximum',
        period: Duration.minutes(MODERATION_WATCH_MINUTES),
      });
    this.oldestUrgent = metric(m.oldestUrgent);
    this.oldestAny = metric(m.oldestAny);
  }
}
