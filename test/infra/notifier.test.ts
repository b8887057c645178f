import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterQueueName } from '../../functions/notify/dead-letter';
import { stackName, stages } from '../../infra/config/stages';
import { functionAccess } from '../../infra/constructs/function-access';
import { RETRY_ATTEMPTS } from '../../scripts/local/lambda-invoke';
import { functionNames } from '../../shared/routes';
import { runtimeEnv } from '../../shared/runtime-env';
import { tables } from '../../shared/tables';
import { removeSynthOutput, resourcesOf, type SynthesizedStage, synthesizeStage } from './synth-stage';

/*
 * Issue 10 §5 in the synthesized prod stage: the notify function's asynchronous invocations are
 * retried and then dead-lettered to an encrypted queue that keeps events long enough to redrive; the
 * callers may put an event there themselves when notify cannot be invoked; notify may write only its
 * own deliveries table. The stage settings are what matter here, so the functions are not bundled.
 */

let synth: SynthesizedStage;
beforeAll(() => {
  synth = synthesizeStage('prod', { bundle: false });
});
afterAll(() => removeSynthOutput());

const api = () => synth.templates.api;

type Statement = { Action: string | string[]; Resource: unknown };
function statementsOf(policyPrefix: string): Statement[] {
  const entry = Object.entries(resourcesOf(api(), 'AWS::IAM::Policy')).find(([id]) =>
    id.startsWith(policyPrefix),
  );
  if (!entry) throw new Error(`No policy ${policyPrefix}`);
  return (entry[1].Properties?.PolicyDocument as { Statement: Statement[] } | undefined)?.Statement ?? [];
}
const actions = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());

function deadLetterQueueId(): string {
  const queues = Object.keys(resourcesOf(api(), 'AWS::SQS::Queue')).filter((id) =>
    id.includes('DeadLetterQueue'),
  );
  expect(queues).toHaveLength(1);
  return queues[0] ?? '';
}

describe('notify: retries, then the dead-letter queue', () => {
  it('sets the retries (as many as the local stand-in makes) and the on-failure destination', () => {
    api().hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: RETRY_ATTEMPTS,
      MaximumEventAgeInSeconds: Match.anyValue(),
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [deadLetterQueueId(), 'Arn'] } } },
    });
  });

  it('keeps dead-lettered events 14 days, encrypted, under a name the redrive derives from the stage', () => {
    api().hasResourceProperties('AWS::SQS::Queue', {
      QueueName: deadLetterQueueName(stackName(stages.prod, 'Api')),
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
    });
    // Only over TLS.
    api().hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: deadLetterQueueId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets notify write its deliveries records and nothing else in DynamoDB', () => {
    const dynamo = statementsOf('NotifierNotifyRole').filter((statement) =>
      actions([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(dynamo).toHaveLength(1);
    expect(actions(dynamo).sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    // The deliveries table's name, imported from the data stack, and no other table.
    const resource = JSON.stringify(dynamo[0]?.Resource);
    expect(resource).toMatch(/DeliveriesTable/);
    for (const other of Object.keys(tables).filter((id) => id !== 'deliveries')) {
      expect(resource).not.toMatch(new RegExp(`${other}Table`, 'i'));
    }
  });

  it('lets exactly the functions that notify put an event in the dead-letter queue, and tells them where it is', () => {
    const functions = resourcesOf(api(), 'AWS::Lambda::Function');
    for (const name of functionNames) {
      const sendsToQueue = statementsOf(`${name}FunctionRole`).some(
        (statement) =>
          actions([statement]).includes('sqs:SendMessage') &&
          JSON.stringify(statement.Resource) ===
            JSON.stringify({ 'Fn::GetAtt': [deadLetterQueueId(), 'Arn'] }),
      );
      expect(sendsToQueue, name).toBe(functionAccess[name].notify);
      const fn = Object.entries(functions).find(([id]) => id.startsWith(`${name}Function`))?.[1];
      const variables =
        (fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(variables[runtimeEnv.notifyDeadLetterQueueUrl], name).toEqual(
        functionAccess[name].notify ? { Ref: deadLetterQueueId() } : undefined,
      );
    }
  });
});
