import { beforeAll, describe, expect, it } from 'vitest';
import { prodStage } from './prod-synth';
import type { SynthesizedStage } from './synth-stage';

/*
 * The daily job alert in the synthesized prod stage: an EventBridge schedule once a day
 * on its own function, whose role reads the new jobs from the `newest` index only, the saved searches
 * and their match keys, the students' profiles, writes only the savedSearches table, reads the
 * link-signing key and sends to the notifications queue. No Scan, no wildcard; its errors raise an
 * alarm like every function's.
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

describe('daily job alerts', () => {
  it('run once a day, at 14:00 UTC, on their own function, retried on the same day', () => {
    const rules = resourcesOf('AWS::Events::Rule').filter(([id]) => id.startsWith('JobAlerts'));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1].Properties).toMatchObject({
      ScheduleExpression: 'cron(0 14 * * ? *)',
      State: 'ENABLED',
    });
    const targets = rules[0]?.[1].Properties?.Targets as {
      Arn: { 'Fn::GetAtt': [string, string] };
      RetryPolicy?: { MaximumRetryAttempts: number };
    }[];
    expect(targets).toHaveLength(1);
    expect(targets[0]?.RetryPolicy?.MaximumRetryAttempts).toBe(2);
    const functionId = targets[0]?.Arn['Fn::GetAtt'][0] ?? '';
    expect(functionId).toMatch(/^JobAlerts/);
    const fn = resourcesOf('AWS::Lambda::Function').find(([id]) => id === functionId)?.[1];
    expect(fn?.Properties).toMatchObject({ Timeout: 600, Runtime: 'nodejs22.x', Handler: 'index.handler' });
    const environment = fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined;
    const variables = environment?.Variables ?? {};
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([
        'SAVED_SEARCHES_TABLE',
        'ALERT_MATCH_KEYS_TABLE',
        'NOTIFICATIONS_QUEUE_URL',
        'LINK_SIGNING_SECRET_NAME',
      ]),
    );
    synth.templates.api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('may do only what the run does: no Scan, no wildcard, the jobs only through the newest index', () => {
    const policy = resourcesOf('AWS::IAM::Policy').find(([id]) => id.startsWith('JobAlerts'))?.[1];
    const document = policy?.Properties?.PolicyDocument as { Statement: Statement[] } | undefined;
    const statements = document?.Statement ?? [];
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions.some((action) => action.includes('*'))).toBe(false);
    expect(actions).toEqual(expect.arrayContaining(['sqs:SendMessage', 'secretsmanager:GetSecretValue']));
    const dynamo = statements.filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    const writes = dynamo.filter((statement) => [statement.Action].flat().some((a) => /Put|Update/.test(a)));
    const named = (list: Statement[]) =>
      new Set(
        [...JSON.stringify(list.map((s) => s.Resource)).matchAll(/GetAtt([A-Za-z]+Table)[0-9A-F]{8}/g)].map(
          (m) => m[1],
        ),
      );
    expect([...named(writes)]).toEqual(['SavedSearchesTable']);
    expect([...named(dynamo)].sort()).toEqual([
      'AlertMatchKeysTable',
      'JobsTable',
      'SavedSearchesTable',
      'UsersTable',
    ]);
    const jobs = dynamo.find((statement) => JSON.stringify(statement.Resource).includes('JobsTable'));
    expect(JSON.stringify(jobs?.Resource)).toContain('/index/newest');
  });

  it('raise an alarm when a run fails', () => {
    const alarms = Object.values(
      (synth.templates.monitoring.toJSON().Resources ?? {}) as Record<string, Resource>,
    ).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(JSON.stringify(alarms)).toMatch(/JobAlerts/);
  });
});
