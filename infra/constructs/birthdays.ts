import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AGE_CALENDAR_UTC_OFFSET_HOURS } from '../../shared/rules/age';
import { type TableId, tables } from '../../shared/tables';
import type { FailedRuns } from './failed-runs';
import { tableReadActions, tableWriteActions } from './function-access';
import { type BundledFunction, NodeFunction } from './node-function';
import { allowNotify } from './notifier';

export interface BirthdaysProps {
  /** Where its failed runs wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  readonly environment: Record<string, string>;
  readonly tables: Record<TableId, ITable>;
  readonly notificationsQueue: IQueue;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * When the birthday run starts: five minutes after the age calendar (UTC−10, shared/rules/age.ts)
 * turns a day, so each birthday has begun everywhere in the US when the run acts on it.
 */
export const BIRTHDAYS_SCHEDULE = { minute: '5', hour: String(-AGE_CALENDAR_UTC_OFFSET_HOURS) } as const;

/** The tables the run writes: the teen's record and birthday keys, the family list and activity, the
 * guardian-mail limit, and the applications that waited for approval with their jobs' counters. */
const WRITES: readonly TableId[] = ['users', 'family', 'limits', 'applications', 'jobs'];

/**
 * The daily birthday run (functions/family/birthdays.ts) on an EventBridge schedule: a minor's 16th
 * birthday is told to their guardian, and at 18 the guardian link ends, what waited for the guardian's
 * approval goes to the employers, and the guardian is told. It reads the users table's sparse
 * `birthdaysDue` index (never a Scan). Its own function and role.
 */
export class Birthdays extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: BirthdaysProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Run', {
      name: 'birthdays',
      entry: 'family/birthdays.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.minutes(5),
    }).fn;
    const resources = WRITES.flatMap((table) => {
      const arn = props.tables[table].tableArn;
      return [arn, ...tables[table].indexes.map((index) => `${arn}/index/${index.name}`)];
    });
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: [...tableReadActions, ...tableWriteActions], resources }),
    );
    allowNotify(this.fn, props.notificationsQueue);
    this.rule = new Rule(this, 'Schedule', {
      description: "Acts on minors' 16th and 18th birthdays (functions/family/birthdays.ts)",
      schedule: Schedule.cron(BIRTHDAYS_SCHEDULE),
      // Each birthday is claimed by a conditional write before anyone is told: a retry acts once.
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
  }
}
