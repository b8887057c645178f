import { beforeAll, describe, expect, it } from 'vitest';
import { prodStage } from './prod-synth';
import type { SynthesizedStage } from './synth-stage';

/*
 * The day of the job in the synthesized prod stage: the schedule's function behind its routes, its
 * two tables (the bookings' indexes, among them the runner's sparse `due` index), and the runner on an
 * EventBridge rule every minute, whose role reads the bookings through their partition and the `due`
 * index only (no Scan, no wildcard), and whose failed runs raise an alarm.
 */

let synth: SynthesizedStage;
beforeAll(async () => {
  synth = await prodStage();
});

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };
const resourcesOf = (template: 'api' | 'data' | 'monitoring', type: string) =>
  Object.entries((synth.templates[template].toJSON().Resources ?? {}) as Record<string, Resource>).filter(
    ([, resource]) => resource.Type === type,
  );
const statementsOf = (prefix: string): Statement[] => {
  const policy = resourcesOf('api', 'AWS::IAM::Policy').find(([id]) => id.startsWith(prefix))?.[1];
  return (policy?.Properties?.PolicyDocument as { Statement: Statement[] } | undefined)?.Statement ?? [];
};
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());

describe('the schedule', () => {
  it('has its tables: bookings with the indexes that find a person’s, a job’s and the due bookings, and calendar links', () => {
    const tables = resourcesOf('data', 'AWS::DynamoDB::Table').map(([, table]) => table.Properties ?? {});
    const bookings = tables.find(
      (table) =>
        JSON.stringify(table.KeySchema).includes('"applicationId"') &&
        JSON.stringify(table.KeySchema).includes('itemKey'),
    );
    const indexes = (bookings?.GlobalSecondaryIndexes as { IndexName: string }[] | undefined)?.map(
      (i) => i.IndexName,
    );
    expect(indexes?.sort()).toEqual(['byEmployer', 'byGuardian', 'byJob', 'byStudent', 'due']);
    expect(bookings?.PointInTimeRecoverySpecification ?? bookings?.PointInTimeRecoveryEnabled).toBeTruthy();
    expect(tables.some((table) => JSON.stringify(table.KeySchema).includes('"feedKey"'))).toBe(true);
  });

  it('serves its eleven routes from its own function, which may not Scan', () => {
    const routes = resourcesOf('api', 'AWS::ApiGatewayV2::Route').map(([, route]) =>
      String(route.Properties?.RouteKey),
    );
    for (const key of [
      'GET /schedule',
      'GET /applications/{id}/calendar',
      'POST /schedule/calendar-feed',
      'GET /calendar/{token}',
      'POST /applications/{id}/check-in',
      'POST /applications/{id}/check-out',
      'POST /applications/{id}/arrived',
      'POST /applications/{id}/hours',
      'POST /applications/{id}/cancel',
      'POST /applications/{id}/reschedule',
      'POST /applications/{id}/reschedule/answer',
    ]) {
      expect(routes).toContain(key);
    }
    const actions = actionsOf(statementsOf('scheduleFunction'));
    expect(actions.length).toBeGreaterThan(0);
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((action) => action.includes('*'))).toBe(false);
  });

  it('runs its reminders and alarms every minute on a runner of its own, retried, what failed kept in the failed-runs queue', () => {
    const rules = resourcesOf('api', 'AWS::Events::Rule').filter(([id]) => id.startsWith('ScheduleRunner'));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1].Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
    });
    const targets = rules[0]?.[1].Properties?.Targets as {
      Arn: { 'Fn::GetAtt': [string, string] };
      RetryPolicy?: { MaximumRetryAttempts: number };
      DeadLetterConfig?: { Arn: { 'Fn::GetAtt': [string, string] } };
    }[];
    expect(targets[0]?.RetryPolicy?.MaximumRetryAttempts).toBe(2);
    expect(targets[0]?.DeadLetterConfig?.Arn['Fn::GetAtt'][0]).toMatch(/^FailedRuns/);
    const functionId = targets[0]?.Arn['Fn::GetAtt'][0] ?? '';
    expect(functionId).toMatch(/^ScheduleRunner/);
    const fn = resourcesOf('api', 'AWS::Lambda::Function').find(([id]) => id === functionId)?.[1];
    expect(fn?.Properties).toMatchObject({ Timeout: 120, Runtime: 'nodejs22.x' });
    synth.templates.api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('lets the runner do only what a run does: the due index and the bookings, no Scan, no wildcard', () => {
    const statements = statementsOf('ScheduleRunner');
    const actions = actionsOf(statements);
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions.some((action) => action.includes('*'))).toBe(false);
    expect(actions).toContain('sqs:SendMessage');
    const queries = statements.filter((statement) => [statement.Action].flat().includes('dynamodb:Query'));
    expect(JSON.stringify(queries)).toContain('/index/due');
    expect(JSON.stringify(queries)).not.toMatch(/index\/by/);
    const writes = statements.filter((statement) =>
      [statement.Action].flat().includes('dynamodb:UpdateItem'),
    );
    expect(JSON.stringify(writes)).toMatch(/BookingsTable/);
    expect(JSON.stringify(writes)).not.toMatch(/JobsTable|UsersTable/);
  });

  it('raises an alarm when a run fails', () => {
    const alarms = resourcesOf('monitoring', 'AWS::CloudWatch::Alarm').map(([id, alarm]) => ({
      id,
      ...alarm,
    }));
    const runner = alarms.find((alarm) => alarm.id.startsWith('ScheduleRunnerFunctionErrors'));
    expect(runner?.Properties).toMatchObject({ MetricName: 'Errors', Threshold: 0 });
  });
});
