import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { tables } from '../../shared/tables';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';

export interface AccountsReconciliationProps {
  /** Where its failed runs wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  readonly environment: Record<string, string>;
  readonly users: ITable;
  readonly userPool: IUserPool;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** How often half accounts are repaired and unconfirmed sign-ups older than 24 hours expire. */
export const ACCOUNTS_RECONCILIATION_RATE = Duration.hours(1);

/**
 * The accounts reconciliation (functions/users/reconcile-accounts.ts) on an EventBridge schedule:
 * pool users without a profile, profiles without a pool user, and sign-ups nobody confirmed in a day
 * are removed, so no half account or squatted address outlives a failed registration. Locally the
 * same code is `npm run accounts:reconcile`.
 *
 * Its own function and role, the only one with a Scan (a whole-table pass once an hour, never in a
 * request path) and ListUsers: on the users table it reads and deletes items, no more.
 */
export class AccountsReconciliation extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: AccountsReconciliationProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Reconcile', {
      name: 'accounts-reconciliation',
      entry: 'users/reconcile-handler.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.minutes(5),
    }).fn;
    const tableArn = props.users.tableArn;
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Scan', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:DeleteItem'],
        resources: [tableArn, ...tables.users.indexes.map((index) => `${tableArn}/index/${index.name}`)],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
        resources: [props.userPool.userPoolArn],
      }),
    );
    this.rule = new Rule(this, 'Schedule', {
      description:
        'Repairs half accounts and expires unconfirmed sign-ups (functions/users/reconcile-accounts.ts)',
      schedule: Schedule.rate(ACCOUNTS_RECONCILIATION_RATE),
      // A missed run is made up by the next one.
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
  }
}
