import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SnsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';

export interface EmailEventsProps {
  readonly environment: Record<string, string>;
  /** The SES configuration set's event topic (email stack). */
  readonly topic: ITopic;
  readonly mailSuppressions: ITable;
  /** Where its failed events wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The email-events function (functions/email-events/handler.ts) on the SES event topic: it records
 * hard bounces and complaints as suppressions (SES's account list and our mailSuppressions table) and
 * logs deliveries and rejects. Lambda retries an SNS invocation twice; its errors raise its alarm,
 * and an event still failing then waits in the failed-runs queue (failed-runs.ts).
 */
export class EmailEvents extends Construct {
  readonly fn: BundledFunction;

  constructor(scope: Construct, id: string, props: EmailEventsProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Recorder', {
      name: 'email-events',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
    }).fn;
    // An event SNS could not deliver, and one the function failed after Lambda's retries, both wait in
    // the failed-runs queue (an alarm goes off): a lost complaint would keep mailing that address.
    this.fn.addEventSource(new SnsEventSource(props.topic, { deadLetterQueue: props.failedRuns.queue }));
    props.failedRuns.catchFailures(this.fn);
    // A suppression is written once (conditional put) and never read here.
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [props.mailSuppressions.tableArn] }),
    );
    const suppress = new PolicyStatement({
      actions: ['ses:PutSuppressedDestination'],
      // The account-level suppression list has no ARN of its own: SES's authorization reference lists
      // no resource type for this action, so IAM only accepts `*` here.
      resources: ['*'],
    });
    this.fn.addToRolePolicy(suppress);
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'ses:PutSuppressedDestination acts on the account-level suppression list, which has no resource ' +
        'ARN: IAM accepts only "*" for it. It is the only wildcard in this role.',
    });
  }
}
