import { beforeAll, describe, expect, it } from 'vitest';
import { prodStage } from './prod-synth';
import type { SynthesizedStage } from './synth-stage';

/*
 * The daily birthday run in the synthesized prod stage (functions/family/birthdays.ts): an EventBridge
 * schedule as the age calendar (UTC−10) turns a day, on its own function, retried through the failed
 * runs' queue like every schedule; its role finds the birthdays through the users table's
 * `birthdaysDue` index, never by a Scan, and holds no wildcard; its errors raise an alarm.
 */

let synth: SynthesizedStage;
beforeAll(async () => {
  synth = await prodStage();
});

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };
const resourcesOf = (type: string) =>
  Object.entries((synth.templates.api.toJSON().Resources ?? {}) as Record<string, Resource>).filter(
    ([, resource]) => resource.Type === type,
  );

describe('the birthday run', () => {
  it('runs once a day, five minutes after the age calendar turns a day (10:00 UTC), on its own function', () => {
    const rules = resourcesOf('AWS::Events::Rule').filter(([id]) => id.startsWith('Birthdays'));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1].Properties).toMatchObject({
      ScheduleExpression: 'cron(5 10 * * ? *)',
      State: 'ENABLED',
    });
    const targets = rules[0]?.[1].Properties?.Targets as { Arn: { 'Fn::GetAtt': [string, string] } }[];
    expect(targets).toHaveLength(1);
    const functionId = targets[0]?.Arn['Fn::GetAtt'][0] ?? '';
    expect(functionId).toMatch(/^Birthdays/);
    const fn = resourcesOf('AWS::Lambda::Function').find(([id]) => id === functionId)?.[1];
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
  });

  it('may do only what the run does: the birthdays through their index, no Scan, no wildcard', () => {
    const statements = resourcesOf('AWS::IAM::Policy')
      .filter(([id]) => id.startsWith('Birthdays'))
      .flatMap(
        ([, policy]) =>
          (policy.Properties?.PolicyDocument as { Statement: Statement[] } | undefined)?.Statement ?? [],
      );
    expect(statements.length).toBeGreaterThan(0);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((action) => action.includes('*'))).toBe(false);
    expect(actions).toContain('sqs:SendMessage');
    const users = statements.filter(
      (statement) =>
        [statement.Action].flat().includes('dynamodb:Query') &&
        JSON.stringify(statement.Resource).includes('UsersTable'),
    );
    expect(JSON.stringify(users.map((statement) => statement.Resource))).toContain('/index/birthdaysDue');
  });

  it('raises an alarm when a run fails', () => {
    const alarms = Object.values(
      (synth.templates.monitoring.toJSON().Resources ?? {}) as Record<string, Resource>,
    ).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(JSON.stringify(alarms)).toMatch(/Birthdays/);
  });
});
