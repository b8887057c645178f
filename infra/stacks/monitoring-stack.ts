import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
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
} from '../../functions/notify/queues';
import type { StageConfig } from '../config/stages';

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
  /** The notifications queue the notify function reads (functions/notify/queues.ts). */
  readonly notificationsQueue: IQueue;
}

/**
 * Alarms on what means "something is broken": any API 5xx (DESIGN: a 5xx is a bug), any function
 * error, any notification that exhausted its retries, and notifications nobody reads. (RUM lives
 * with the web stack.)
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

    const alarm = (alarmId: string, description: string, metric: IMetric, threshold = 0) => {
      const created = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        // No traffic is not a failure.
        treatMissingData: TreatMissingData.NOT_BREACHING,
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
    alarm(
      'NotificationsNotRead',
      'A notification has waited in the notifications queue for longer than its retries take: the notify function is not reading it.',
      props.notificationsQueue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum' }),
      NOTIFICATIONS_STUCK_AFTER_SECONDS,
    );
  }
}

function pascal(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
