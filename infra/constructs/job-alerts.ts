import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { runtimeEnv } from '../../shared/runtime-env';
import type { TableId } from '../../shared/tables';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';
import { allowNotify } from './notifier';
import type { StageSecret } from './origin-verify';

export interface JobAlertsProps {
  /** Where its failed runs wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  readonly environment: Record<string, string>;
  readonly tables: Record<TableId, ITable>;
  readonly notificationsQueue: IQueue;
  readonly linkSigning: StageSecret;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * When the daily job alert runs: 14:00 UTC, morning in every US time zone from Eastern (9 or 10 am)
 * to Hawaii (4 am), so a day's alert reaches students before their day starts out west and by
 * mid-morning in the east.
 */
export const JOB_ALERTS_SCHEDULE = { minute: '0', hour: '14' } as const;

/**
 * The daily job alert (functions/alerts/daily-alerts.ts) on an EventBridge schedule.
 * Its own function and role: it reads the day's new jobs from the `newest` index (never a Scan),
 * the saved searches under their match keys and each student's own searches and profile, records one
 * alert per student and day and moves the searches' cursors, signs unsubscribe links, and hands the
 * e-mails to the notifications queue. Nothing else.
 */
export class JobAlerts extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: JobAlertsProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Run', {
      name: 'job-alerts',
      entry: 'alerts/daily-alerts.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      // A run stops in time and saves no watermark; EventBridge's retry (the same day) finishes it.
      timeout: Duration.minutes(10),
    }).fn;
    const { jobs, savedSearches, alertMatchKeys, users } = props.tables;
    const statements = [
      { actions: ['dynamodb:Query'], resources: [`${jobs.tableArn}/index/newest`] },
      {
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [savedSearches.tableArn],
      },
      { actions: ['dynamodb:Query'], resources: [alertMatchKeys.tableArn] },
      { actions: ['dynamodb:GetItem'], resources: [users.tableArn] },
    ];
    for (const statement of statements) this.fn.addToRolePolicy(new PolicyStatement(statement));
    allowNotify(this.fn, props.notificationsQueue);
    this.fn.addEnvironment(runtimeEnv.linkSigningSecretName, props.linkSigning.grantRead(this.fn));
    this.rule = new Rule(this, 'Schedule', {
      description: 'Sends the daily job alerts of saved searches (functions/alerts/daily-alerts.ts)',
      schedule: Schedule.cron(JOB_ALERTS_SCHEDULE),
      // A retry carries the same scheduled time, so the same day: nobody is mailed twice.
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
  }
}
