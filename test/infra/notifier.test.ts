import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackName, stages } from '../../infra/config/stages';
import { functionAccess } from '../../infra/constructs/function-access';
import {
  DEAD_LETTER_RETENTION_SECONDS,
  deadLetterQueueName,
  NOTIFICATIONS_MAX_RECEIVE_COUNT,
  NOTIFICATIONS_RETENTION_SECONDS,
  NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
  NOTIFY_BATCH_SIZE,
  NOTIFY_MAX_CONCURRENCY,
  NOTIFY_TIMEOUT_SECONDS,
  notificationsQueueName,
} from '../../shared/notifications/queues';
import { functionNames } from '../../shared/routes';
import { runtimeEnv } from '../../shared/runtime-env';
import { tables } from '../../shared/tables';
import { prodStage } from './prod-synth';
import { resourcesOf, type SynthesizedStage } from './synth-stage';

/*
 * Notifications in the synthesized prod stage (no Lambda client in the senders): the
 * sending functions may only send to the notifications queue; notify reads it through an event source
 * mapping that reports failed messages, SQS dead-letters a message after its third receive into an
 * encrypted queue that keeps it long enough to redrive; notify may write only its own deliveries
 * table. The numbers are shared/notifications/queues.ts's, which the local stack uses too. The stage
 * settings are what matter here, so the functions are not bundled.
 */

let synth: SynthesizedStage;
beforeAll(async () => {
  synth = await prodStage();
});

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

function queueId(name: string): string {
  const queues = Object.entries(resourcesOf(api(), 'AWS::SQS::Queue')).filter(
    ([, queue]) => queue.Properties?.QueueName === name,
  );
  expect(queues, name).toHaveLength(1);
  return queues[0]?.[0] ?? '';
}
const apiStack = () => stackName(stages.prod, 'Api');
const notificationsQueueId = () => queueId(notificationsQueueName(apiStack()));
const deadLetterQueueId = () => queueId(deadLetterQueueName(apiStack()));

describe('notify: the notifications queue, its retries, then the dead-letter queue', () => {
  it('no longer invokes notify asynchronously', () => {
    // The only asynchronous invokes are the SES-events recorder's and the schedules' (failed-runs.ts).
    expect(JSON.stringify(resourcesOf(api(), 'AWS::Lambda::EventInvokeConfig'))).not.toContain('Notifier');
    api().resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
  });

  it('keeps notifications in an encrypted queue that dead-letters a message after its third receive', () => {
    api().hasResourceProperties('AWS::SQS::Queue', {
      QueueName: notificationsQueueName(apiStack()),
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: NOTIFICATIONS_RETENTION_SECONDS,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId(), 'Arn'] },
        maxReceiveCount: NOTIFICATIONS_MAX_RECEIVE_COUNT,
      },
    });
    expect(NOTIFICATIONS_MAX_RECEIVE_COUNT).toBe(3);
  });

  it('hides a received message for at least six times notify’s timeout (AWS’s advice for an SQS event source)', () => {
    api().hasResourceProperties('AWS::SQS::Queue', {
      QueueName: notificationsQueueName(apiStack()),
      VisibilityTimeout: NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
    });
    const notify = Object.entries(resourcesOf(api(), 'AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('NotifierNotify'),
    )?.[1];
    const timeout = notify?.Properties?.Timeout as number;
    expect(timeout).toBe(NOTIFY_TIMEOUT_SECONDS);
    expect(NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(6 * timeout);
  });

  it('feeds notify small batches, retries only the failed messages, and caps notify’s concurrency', () => {
    api().hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [notificationsQueueId(), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^NotifierNotify') },
      BatchSize: NOTIFY_BATCH_SIZE,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: NOTIFY_MAX_CONCURRENCY },
    });
    // Only notify reads the queue, and only that queue.
    const reads = Object.entries(resourcesOf(api(), 'AWS::IAM::Policy')).filter(([, policy]) =>
      JSON.stringify(policy.Properties?.PolicyDocument).includes('sqs:ReceiveMessage'),
    );
    expect(reads.map(([id]) => id.replace(/[0-9A-F]{8}$/, ''))).toEqual(['NotifierNotifyRoleDefaultPolicy']);
    const receive = statementsOf('NotifierNotifyRole').filter((statement) =>
      actions([statement]).includes('sqs:ReceiveMessage'),
    );
    expect(receive.map((statement) => statement.Resource)).toEqual([
      { 'Fn::GetAtt': [notificationsQueueId(), 'Arn'] },
    ]);
  });

  it('keeps dead-lettered messages 14 days, encrypted, under a name the redrive derives from the stage', () => {
    api().hasResourceProperties('AWS::SQS::Queue', {
      QueueName: deadLetterQueueName(apiStack()),
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: DEAD_LETTER_RETENTION_SECONDS,
    });
    expect(DEAD_LETTER_RETENTION_SECONDS).toBe(14 * 86_400);
    // SQS counts a dead letter's age from its first enqueue: the dead-letter queue must keep longer.
    expect(DEAD_LETTER_RETENTION_SECONDS).toBeGreaterThan(NOTIFICATIONS_RETENTION_SECONDS);
  });

  it.each([
    ['notifications', notificationsQueueId],
    ['dead-letter', deadLetterQueueId],
  ])('takes requests to the %s queue only over TLS', (_name, id) => {
    api().hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: id() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets notify write its deliveries records, read the suppressed addresses, and nothing else in DynamoDB', () => {
    const dynamo = statementsOf('NotifierNotifyRole').filter((statement) =>
      actions([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(dynamo).toHaveLength(2);
    const writes = dynamo.filter((statement) => JSON.stringify(statement.Resource).match(/DeliveriesTable/));
    expect(actions(writes).sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    // The addresses not to mail: one batch read, on that table only.
    const reads = dynamo.filter((statement) => !writes.includes(statement));
    expect(actions(reads)).toEqual(['dynamodb:BatchGetItem']);
    expect(JSON.stringify(reads[0]?.Resource)).toMatch(/MailSuppressions/i);
    // The deliveries and suppressions tables, imported from the data stack, and no other table.
    const resource = JSON.stringify(dynamo.map((statement) => statement.Resource));
    for (const other of Object.keys(tables).filter(
      (id) => id !== 'deliveries' && id !== 'mailSuppressions',
    )) {
      expect(resource).not.toMatch(new RegExp(`${other}Table`, 'i'));
    }
  });

  it('lets exactly the functions that notify send to the notifications queue, and nothing more, and tells them where it is', () => {
    const functions = resourcesOf(api(), 'AWS::Lambda::Function');
    for (const name of functionNames) {
      const statements = statementsOf(`${name}FunctionRole`);
      const sqs = statements.filter((statement) =>
        actions([statement]).some((action) => action.startsWith('sqs:')),
      );
      expect(sqs, name).toEqual(
        functionAccess[name].notify
          ? [
              expect.objectContaining({
                Action: 'sqs:SendMessage',
                Resource: { 'Fn::GetAtt': [notificationsQueueId(), 'Arn'] },
              }),
            ]
          : [],
      );
      expect(actions(statements), name).not.toContain('lambda:InvokeFunction');
      const fn = Object.entries(functions).find(([id]) => id.startsWith(`${name}Function`))?.[1];
      const variables =
        (fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(variables[runtimeEnv.notificationsQueueUrl], name).toEqual(
        functionAccess[name].notify ? { Ref: notificationsQueueId() } : undefined,
      );
    }
  });
});
