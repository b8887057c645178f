import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { tables } from '../../shared/tables';
import type { FailedRuns } from './failed-runs';
import { tableReadActions, tableWriteActions } from './function-access';
import { type BundledFunction, NodeFunction } from './node-function';

export interface JobsSweepProps {
  /** Where its failed runs wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  readonly environment: Record<string, string>;
  readonly jobs: ITable;
  readonly jobTerms: ITable;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** How often ended jobs leave the indexes; searches skip them by `endsAt` in between. */
export const JOBS_SWEEP_RATE = Duration.minutes(15);

/**
 * The end-of-listing sweep (functions/jobs/sweep.ts) on an EventBridge schedule: jobs whose last
 * local day is over lose their index keys and title-index items, so searches never pay for them.
 * It only touches the jobs table (the listedByEnd index) and the title index.
 */
export class JobsSweep extends Construct {
  readonly fn: BundledFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: JobsSweepProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Sweep', {
      name: 'jobs-sweep',
      entry: 'jobs/sweep.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.minutes(2),
    }).fn;
    const resources = [props.jobs, props.jobTerms].flatMap((table) => [
      table.tableArn,
      ...tables[table === props.jobs ? 'jobs' : 'jobTerms'].indexes.map(
        (index) => `${table.tableArn}/index/${index.name}`,
      ),
    ]);
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: [...tableReadActions, ...tableWriteActions], resources }),
    );
    this.rule = new Rule(this, 'Schedule', {
      description: 'Unlists jobs whose end day is over (functions/jobs/sweep.ts)',
      schedule: Schedule.rate(JOBS_SWEEP_RATE),
      // Two retries: a missed run only costs searches a few reads until the next one.
      targets: [props.failedRuns.scheduleTarget(this.fn)],
    });
  }
}
