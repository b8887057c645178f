import { beforeAll, describe, expect, it } from 'vitest';
import { prodStage } from './prod-synth';
import type { SynthesizedStage } from './synth-stage';

/*
 * The accounts reconciliation in the synthesized prod stage: an hourly EventBridge schedule on its own
 * function, whose role may read and delete users-table items (a Scan, once an hour, nowhere else) and
 * list, read and delete pool users, nothing more; its errors raise an alarm like every function's.
 */

let synth: SynthesizedStage;
beforeAll(async () => {
  synth = await prodStage();
});

type Resource = { Type: string; Properties?: Record<string, unknown> };
const resourcesOf = (type: string) =>
  Object.entries((synth.templates.api.toJSON().Resources ?? {}) as Record<string, Resource>).filter(
    ([, resource]) => resource.Type === type,
  );

describe('accounts reconciliation', () => {
  it('runs every hour on its own function', () => {
    const rule = resourcesOf('AWS::Events::Rule').find(([id]) => id.startsWith('AccountsReconciliation'));
    expect(rule?.[1].Properties).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    const targets = rule?.[1].Properties?.Targets as { Arn: { 'Fn::GetAtt': [string, string] } }[];
    expect(targets).toHaveLength(1);
    const functionId = targets[0]?.Arn['Fn::GetAtt'][0] ?? '';
    expect(functionId).toMatch(/^AccountsReconciliation/);
    const fn = resourcesOf('AWS::Lambda::Function').find(([id]) => id === functionId)?.[1];
    expect(fn?.Properties).toMatchObject({ Timeout: 300, Runtime: 'nodejs22.x' });
    const environment = fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined;
    const variables = environment?.Variables ?? {};
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['USERS_TABLE', 'USER_POOL_ID']));
    synth.templates.api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('may read and delete users-table items and pool users, and nothing else', () => {
    const policy = resourcesOf('AWS::IAM::Policy').find(([id]) =>
      id.startsWith('AccountsReconciliation'),
    )?.[1];
    type Statement = { Action: string | string[]; Resource: unknown };
    const document = policy?.Properties?.PolicyDocument as { Statement: Statement[] } | undefined;
    const statements = document?.Statement ?? [];
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect(actions).toEqual(
      [
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:ListUsers',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:Scan',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        // A run that failed its retries goes to the failed-runs queue (infra/constructs/failed-runs.ts).
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        'sqs:SendMessage',
      ].sort(),
    );
    const dynamo = JSON.stringify(
      statements
        .filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')))
        .map((s) => s.Resource),
    );
    // Only the users table (its ARN is the data stack's export named after it) and its index.
    expect(dynamo).toMatch(/Users/i);
    for (const other of ['Jobs', 'Applications', 'Reports', 'Limits', 'PlaceCache']) {
      expect(dynamo, other).not.toMatch(new RegExp(`Table${other}|${other}Table`));
    }
  });

  it('raises an alarm when a run fails', () => {
    const alarms = Object.values(
      (synth.templates.monitoring.toJSON().Resources ?? {}) as Record<string, Resource>,
    ).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(JSON.stringify(alarms)).toMatch(/AccountsReconciliation/);
  });
});
