import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tables } from '../../shared/tables';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';
import { allowNotify } from './notifier';

export interface FamilyDigestProps {
  /** Where its failed runs wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  readonly environment: Record<string, string>;
  readonly family: ITable;
  /** The teens' message counts (its `digestDue` index), claimed as they are read. */
  readonly conversations: ITable;
  /** A guardian's address, when only message counts wait for them (the activity carries it otherwise). */
  readonly users: ITable;
  readonly notificationsQueue: IQueue;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The guardians' daily digest (functions/family/digest.ts) on an EventBridge schedule, at
 * 00:00 UTC (early evening across the US). It reads what waits in the family table's `digestDue`
 * index and the teens' message counts in the conversations table's own `digestDue` index, claims
 * them, and queues one mail per guardian.
 */
export class FamilyDigest extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: FamilyDigestProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Digest', {
      name: 'family-digest',
      entry: 'family/digest.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.minutes(5),
    }).fn;
    const table = props.family.tableArn;
    const indexes = tables.family.indexes.map((index) => `${table}/index/${index.name}`);
    this.fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexes }));
    this.fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [table] }));
    const conversations = props.conversations.tableArn;
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${conversations}/index/digestDue`],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [conversations] }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [props.users.tableArn] }),
    );
    allowNotify(this.fn, props.notificationsQueue);
    this.rule = new Rule(this, 'Schedule', {
      description: "Sends the guardians' daily digest (functions/family/digest.ts)",
      schedule: Schedule.cron({ minute: '0', hour: '0' }),
      // Claimed items are never sent twice, so a retried run is safe.
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
  }
}
