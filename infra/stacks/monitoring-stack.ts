import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  NOTIFICATIONS_MAX_RECEIVE_COUNT,
  NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
} from '../../shared/notifications/queues';
import { REPORT_MAX_WAIT_SECONDS, URGENT_REPORT_MAX_WAIT_SECONDS } from '../../shared/rules/moderation';
import type { TableId } from '../../shared/tables';
import type { StageConfig } from '../config/stages';
import { OperationsDashboard } from '../constructs/operations-dashboard';
import { dynamoThrottles, sesReputation, wafBlocked } from '../constructs/operations-metrics';

/**
 * A notification older than this in its queue means notify is not reading it (its event source
 * disabled or failing before it answers): a message that fails is dead-lettered after its receives,
 * within NOTIFICATIONS_MAX_RECEIVE_COUNT visibility timeouts (9 minutes). Left alone, SQS would drop
 * it when the queue's retention ends, with no dead letter.
 */
export const NOTIFICATIONS_STUCK_AFTER_SECONDS = Math.max(
  30 * 60,
  2 * NOTIFICATIONS_MAX_RECEIVE_COUNT * NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
);

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly apiStage: HttpStage;
  /** Keyed by a readable name for the alarm (auth, users, …, notify). */
  readonly functions: Record<string, IFunction>;
  readonly notifyDeadLetterQueue: IQueue;
  /** The SES-events recorder's and the scheduled functions' dead-letter queue (failed-runs.ts). */
  readonly failedRunsQueue: IQueue;
  /** Job page invalidations that failed every retry (the web stack's job pages, when it has them). */
  readonly jobPageInvalidationDeadLetters?: IQueue;
  /** The notifications queue the notify function reads (shared/notifications/queues.ts). */
  readonly notificationsQueue: IQueue;
  /** Every table, for the dashboard's capacity and throttle graphs and the throttle alarm. */
  readonly tables: Record<TableId, ITable>;
  /** The live messages WebSocket API (infra/constructs/live-messages.ts). */
  readonly liveApi: { readonly apiId: string; readonly stage: string };
  /** The CloudFront web ACL's CloudWatch metric names: the ACL's and each rule's. */
  readonly waf: { readonly webAclMetric: string; readonly ruleMetrics: readonly string[] };
  /** The RUM app monitor's name, when the stage runs RUM. */
  readonly rumAppMonitorName?: string;
  /** How long the oldest reports wait for a moderator (infra/constructs/moderation-watch.ts). */
  readonly moderationQueue: { readonly oldestUrgent: IMetric; readonly oldestAny: IMetric };
}

/**
 * Alarms on what means "something is broken": any API 5xx (DESIGN: a 5xx is a bug), any function
 * error, any notification that exhausted its retries, notifications nobody reads; and on what means
 * "users are about to feel it": API latency, throttling, SES reputation, a flood of WAF blocks (the
 * thresholds are the stage's, infra/config/stages.ts). One dashboard per stage shows all of it (issue
 * 23); the runbook in docs/operations.md says what to do for each alarm. (The RUM app monitor lives with the web
 * stack; its metrics are on the dashboard.)
 */
export class MonitoringStack extends Stack {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage } = props;

    // A customer managed key: CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key.
    const topicKey = new Key(this, 'AlarmTopicKey', {
      description: `NeighbourhoodJobs-${stage.name} alarm topic`,
      enableKeyRotation: true,
    });
    topicKey.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `Neighbourhood Jobs ${stage.name} alarms`,
      masterKey: topicKey,
      enforceSSL: true,
    });
    if (stage.monitoring.alarmEmail) {
      this.alarmTopic.addSubscription(new EmailSubscription(stage.monitoring.alarmEmail));
    }
    const action = new SnsAction(this.alarmTopic);

    const alarm = (
      alarmId: string,
      description: string,
      metric: IMetric,
      threshold = 0,
      options: { evaluationPeriods?: number; atOrAbove?: boolean; missingIsBreaching?: boolean } = {},
    ) => {
      const created = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: options.atOrAbove
          ? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD
          : ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        // No traffic is not a failure; a watch that stopped measuring is.
        treatMissingData: options.missingIsBreaching
          ? TreatMissingData.BREACHING
          : TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      return created;
    };

    const period = Duration.minutes(5);
    alarm(
      'Api5xx',
      'The HTTP API returned a 5xx (every 5xx is a bug).',
      props.apiStage.metricServerError({ period, statistic: 'Sum' }),
    );
    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${pascal(name)}FunctionErrors`,
        `The ${name} function threw or timed out.`,
        fn.metricErrors({ period, statistic: 'Sum' }),
      );
    }
    alarm(
      'NotifyDeadLetters',
      'A notification e-mail failed all retries and waits in the dead-letter queue for a replay.',
      props.notifyDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
    );
    if (props.jobPageInvalidationDeadLetters) {
      alarm(
        'JobPageInvalidationDeadLetters',
        'A change of jobs failed every retry to invalidate their pages: CloudFront shows them stale for up to 5 minutes, and the batch waits in the dead-letter queue.',
        props.jobPageInvalidationDeadLetters.metricApproximateNumberOfMessagesVisible({
          period,
          statistic: 'Maximum',
        }),
      );
    }
    alarm(
      'FailedRuns',
      'A bounce or complaint the email-events function could not record, or a scheduled run, failed all retries and waits in the failed-runs queue.',
      props.failedRunsQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
    );
    alarm(
      'NotificationsNotRead',
      'A notification has waited in the notifications queue for longer than its retries take: the notify function is not reading it.',
      props.notificationsQueue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum' }),
      NOTIFICATIONS_STUCK_AFTER_SECONDS,
    );

    alarm(
      'LiveApiErrors',
      'The live messages WebSocket API failed to run its function (a connect, a disconnect or a frame): pages fell back to polling.',
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName: 'IntegrationError',
        dimensionsMap: { ApiId: props.liveApi.apiId, Stage: props.liveApi.stage },
        statistic: 'Sum',
        period,
      }),
    );

    // What users feel before anything breaks. Thresholds: infra/config/stages.ts.
    const limits = stage.monitoring.alarms;
    alarm(
      'ApiLatencyP95',
      `The API's p95 latency stayed above ${limits.apiLatencyP95Ms} ms for ${limits.apiLatencyPeriods * 5} minutes.`,
      props.apiStage.metricLatency({ period, statistic: 'p95' }),
      limits.apiLatencyP95Ms,
      { evaluationPeriods: limits.apiLatencyPeriods },
    );
    // Lambda's account-wide Throttles (no dimension): every function of the stage in one metric. A sum
    // of each function's metric stopped fitting CloudWatch's 10 metrics per alarm expression at 14.
    alarm(
      'LambdaThrottles',
      'A function was throttled (the account or its concurrency limit): requests got 503s or waited.',
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period }),
      limits.lambdaThrottles,
    );
    for (const [tableId, table] of Object.entries(props.tables)) {
      alarm(
        `${pascal(tableId)}TableThrottles`,
        `DynamoDB throttled reads or writes on the ${tableId} table (a hot key, or a surge): requests got 503s.`,
        dynamoThrottles(table, period),
        limits.dynamoThrottles,
      );
    }
    const reputationPeriod = Duration.hours(1);
    alarm(
      'SesBounceRate',
      `SES's bounce rate reached ${limits.sesBounceRate * 100} % (SES reviews the account at 5 %): find the bounced addresses.`,
      sesReputation('BounceRate', reputationPeriod),
      limits.sesBounceRate,
      { atOrAbove: true },
    );
    alarm(
      'SesComplaintRate',
      `SES's complaint rate reached ${limits.sesComplaintRate * 100} % (SES reviews the account at 0.1 %): find what people mark as spam.`,
      sesReputation('ComplaintRate', reputationPeriod),
      limits.sesComplaintRate,
      { atOrAbove: true },
    );
    alarm(
      'WafBlockSpike',
      `WAF blocked more than ${limits.wafBlockedRequests} requests in 5 minutes: a flood, or a client of ours hitting the rate rules.`,
      wafBlocked(props.waf.webAclMetric, 'ALL', period),
      limits.wafBlockedRequests,
    );

    // The moderation desk: a report about a minor's safety waits at most an hour, any report a day.
    // The watch measures every 5 minutes; no measurement at all is an alarm too.
    alarm(
      'UrgentReportWaiting',
      'A report about a minor’s safety has waited more than an hour for a moderator.',
      props.moderationQueue.oldestUrgent,
      URGENT_REPORT_MAX_WAIT_SECONDS,
      { missingIsBreaching: true },
    );
    alarm(
      'ReportWaiting',
      'A report has waited more than 24 hours for a moderator.',
      props.moderationQueue.oldestAny,
      REPORT_MAX_WAIT_SECONDS,
      { missingIsBreaching: true },
    );

    new OperationsDashboard(this, 'Dashboard', {
      dashboardName: `NeighbourhoodJobs-${stage.name}`,
      apiStage: props.apiStage,
      functions: props.functions,
      tables: props.tables,
      notificationsQueue: props.notificationsQueue,
      deadLetterQueue: props.notifyDeadLetterQueue,
      waf: props.waf,
      rumAppMonitorName: props.rumAppMonitorName,
      moderationQueue: props.moderationQueue,
      alarms: this.node.children.filter((child): child is Alarm => child instanceof Alarm),
    });
  }
}

function pascal(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
