import { Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  DEAD_LETTER_RETENTION_SECONDS,
  deadLetterQueueName,
  NOTIFICATIONS_MAX_RECEIVE_COUNT,
  NOTIFICATIONS_RETENTION_SECONDS,
  NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
  NOTIFY_BATCH_SIZE,
  NOTIFY_MAX_CONCURRENCY,
  NOTIFY_TIMEOUT_SECONDS,
  notificationsQueueName,
} from '../../shared/notifications/queues';
import { runtimeEnv } from '../../shared/runtime-env';
import { tableEnvVar } from '../../shared/table-env';
import { type BundledFunction, NodeFunction } from './node-function';

export interface NotifierProps {
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly ses: {
    readonly identityArn: string;
    readonly configurationSetArn: string;
    readonly templateArns: readonly string[];
  };
}

/**
 * The notify function and its queues (shared/notifications/queues.ts holds the numbers): domain functions
 * send each notification to the notifications queue, so a slow or failing mail service never fails
 * the user's action. The function reads the queue through an event source mapping and reports the
 * messages it could not send; those are received again, and after the third receive SQS moves them
 * to the dead-letter queue (the event as it was sent), which raises an alarm, so nothing is silently
 * lost: `npm run notifications:redrive -- --stage <name>` moves them back. Both queues are named after
 * the stack (`<api stack>-notifications`, `<api stack>-notify-dlq`) so the redrive finds them from the
 * stage name alone. The function records each e-mail it sends in the deliveries table, so a retry, a
 * duplicate delivery or a redrive sends each once (functions/notify/deliver-once.ts).
 */
export class Notifier extends Construct {
  readonly fn: BundledFunction;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      queueName: deadLetterQueueName(stackName),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.seconds(DEAD_LETTER_RETENTION_SECONDS),
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the notifications queue; ' +
        'it is alarmed on and redriven by hand, a further DLQ would only hide the same failure.',
    });

    this.queue = new Queue(this, 'Queue', {
      queueName: notificationsQueueName(stackName),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS),
      retentionPeriod: Duration.seconds(NOTIFICATIONS_RETENTION_SECONDS),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: NOTIFICATIONS_MAX_RECEIVE_COUNT },
      removalPolicy: props.removalPolicy,
    });

    this.fn = new NodeFunction(this, 'Notify', {
      name: 'notify',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.seconds(NOTIFY_TIMEOUT_SECONDS),
    }).fn;
    // Grants the function what the mapping needs on this queue only (receive, delete, visibility).
    this.fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: NOTIFY_BATCH_SIZE,
        reportBatchItemFailures: true,
        maxConcurrency: NOTIFY_MAX_CONCURRENCY,
      }),
    );

    // Scoped to our identity, configuration set and templates: the function cannot send as anyone else.
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendTemplatedEmail'],
        resources: [props.ses.identityArn, props.ses.configurationSetArn, ...props.ses.templateArns],
      }),
    );

    // Its record of what it sent (once per notification and recipient): item reads and writes only.
    const deliveriesTableName = props.environment[tableEnvVar.deliveries];
    if (!deliveriesTableName) throw new Error(`Notifier needs ${tableEnvVar.deliveries} in its environment`);
    const deliveries = Table.fromTableName(this, 'Deliveries', deliveriesTableName);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [deliveries.tableArn],
      }),
    );
    // The addresses not to mail (functions/lib/mail-suppressions.ts): one batch read per notification.
    const suppressionsTableName = props.environment[tableEnvVar.mailSuppressions];
    if (!suppressionsTableName) {
      throw new Error(`Notifier needs ${tableEnvVar.mailSuppressions} in its environment`);
    }
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:BatchGetItem'],
        resources: [Table.fromTableName(this, 'MailSuppressions', suppressionsTableName).tableArn],
      }),
    );
  }
}

/**
 * What a function needs to send notifications (functions/lib/notify.ts): send messages to the
 * notifications queue, and nothing else (not receive, not the dead-letter queue), and its URL.
 */
export function allowNotify(fn: BundledFunction, queue: IQueue): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
  fn.addEnvironment(runtimeEnv.notificationsQueueUrl, queue.queueUrl);
}
