import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function';

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
 * (with the original event) and raises an alarm, so nothing is silently lost.
 */
export class Notifier extends Construct {
  readonly fn: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
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
        retryAttempts: 2,
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
  }
}
