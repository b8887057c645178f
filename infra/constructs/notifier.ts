import { Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueueName } from '../../functions/notify/dead-letter';
import { runtimeEnv } from '../../shared/runtime-env';
import { tableEnvVar } from '../../shared/tables';
import { type BundledFunction, NodeFunction } from './node-function';

/** Lambda's retries of a failed asynchronous invocation (the local stand-in uses the same count). */
export const NOTIFY_RETRY_ATTEMPTS = 2;
/** How long the dead-letter queue keeps an event for the operator's redrive (SQS's maximum). */
export const DEAD_LETTER_RETENTION = Duration.days(14);

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
 * The notify function: domain functions invoke it asynchronously, so a slow or failing mail service
 * never fails the user's action. Lambda retries twice; what still fails lands in a dead-letter queue
 * (Lambda's invocation record, the original event inside) and raises an alarm, so nothing is silently
 * lost: `npm run notifications:redrive -- --stage <name>` sends it again. The queue is named after
 * the stack (`<api stack>-notify-dlq`) so the redrive finds it from the stage name alone. The
 * function records each e-mail it sends in the deliveries table, so a retry or a redrive sends each
 * once (functions/notify/deliveries.ts).
 */
export class Notifier extends Construct {
  readonly fn: BundledFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      queueName: deadLetterQueueName(Stack.of(this).stackName),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter destination of the notify function (Lambda on-failure destination); ' +
        'it is alarmed on and replayed by hand, a further DLQ would only hide the same failure.',
    });

    this.fn = new NodeFunction(this, 'Notify', {
      name: 'notify',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
      async: {
        retryAttempts: NOTIFY_RETRY_ATTEMPTS,
        // Mails about an application are stale after a few hours; the DLQ keeps them for replay.
        maxEventAge: Duration.hours(6),
        onFailure: new SqsDestination(this.deadLetterQueue),
      },
    }).fn;

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
  }
}

/**
 * What a function needs to send notifications (functions/lib/notify.ts): invoke notify (only the
 * unqualified function: no versions or aliases, so no `:*` wildcard) and, when that fails, put the
 * event in notify's dead-letter queue itself, so it is not lost.
 */
export function allowNotify(fn: BundledFunction, notify: BundledFunction, deadLetterQueue: IQueue): void {
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [notify.functionArn] }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [deadLetterQueue.queueArn] }),
  );
  fn.addEnvironment(runtimeEnv.notifyDeadLetterQueueUrl, deadLetterQueue.queueUrl);
}
