import { Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IRuleTarget } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Lambda's retries of an asynchronous invocation that failed, before it goes to the queue. */
export const ASYNC_RETRY_ATTEMPTS = 2;

/** `<api stack>-failed-runs`: named after the stack, as the notifications' queues are. */
export const failedRunsQueueName = (stackName: string) => `${stackName}-failed-runs`;

/**
 * Where the functions that nobody waits for put what they could not do: the SES-events recorder
 * (SNS invokes it) and every scheduled function (EventBridge does). Each invocation is asynchronous:
 * Lambda retries it twice, then sends the event with its error to this queue (an on-failure
 * destination); an event that SNS or EventBridge could not deliver at all comes here too. So no
 * bounce or complaint (which must stop our mail to that address) and no scheduled run is lost
 * silently: a message here raises the FailedRuns alarm (monitoring stack), and the runbook says what
 * to replay. Kept 14 days, SQS's longest.
 */
export class FailedRuns extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string, props: { readonly removalPolicy: RemovalPolicy }) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      queueName: failedRunsQueueName(Stack.of(this).stackName),
      // SQS's own keys: SNS, EventBridge and Lambda deliver to it without a key policy of ours.
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the asynchronous functions; ' +
        'it is alarmed on and read by an operator, a further DLQ would only hide the same failure.',
    });
  }

  /** Sends the function's failed asynchronous invocations here, after its retries. */
  catchFailures(fn: IFunction): void {
    fn.configureAsyncInvoke({
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      onFailure: new SqsDestination(this.queue),
    });
  }

  /**
   * A schedule's target: the function, whose failures come here, and EventBridge's own (an invoke it
   * could not make after its retries).
   */
  scheduleTarget(fn: IFunction): IRuleTarget {
    this.catchFailures(fn);
    return new LambdaFunction(fn, { retryAttempts: 2, deadLetterQueue: this.queue });
  }
}
