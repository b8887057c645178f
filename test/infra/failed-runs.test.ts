import { beforeAll, describe, expect, it } from 'vitest';
import { prodStage } from './prod-synth';
import { resourcesOf, type SynthesizedStage } from './synth-stage';

/*
 * Nothing the SES-events recorder or a scheduled function was asked to do is lost silently: each is
 * invoked asynchronously (by SNS or EventBridge); after Lambda's retries the event and its error go to
 * a dead-letter queue, and so does an event its invoker could not deliver; one waiting there raises an
 * alarm. A lost bounce or complaint would keep mailing an address that must not be mailed.
 */

let synth: SynthesizedStage;
beforeAll(async () => {
  synth = await prodStage();
});

type Properties = Record<string, unknown>;
const api = () => synth.templates.api;
const propertiesOf = (resource: { Properties?: unknown } | undefined) =>
  (resource?.Properties ?? {}) as Properties;
/** The logical id a `Ref` or `Fn::GetAtt` points at. */
const idOf = (ref: unknown): string | undefined => {
  const value = (ref ?? {}) as { 'Fn::GetAtt'?: [string, string]; Ref?: string };
  return value['Fn::GetAtt']?.[0] ?? value.Ref;
};

/** The logical id of the one function whose construct id starts with `prefix` (`JobsSweep`, …). */
function functionId(prefix: string): string {
  const ids = Object.keys(resourcesOf(api(), 'AWS::Lambda::Function')).filter((id) => id.startsWith(prefix));
  expect(ids, prefix).toHaveLength(1);
  return ids[0] as string;
}

/** The function's asynchronous invocation settings. */
function invokeConfigOf(name: string): Properties {
  const config = Object.values(resourcesOf(api(), 'AWS::Lambda::EventInvokeConfig')).find(
    (c) => idOf(propertiesOf(c).FunctionName) === functionId(name),
  );
  expect(config, name).toBeDefined();
  return propertiesOf(config);
}

const failureQueueOf = (name: string) =>
  idOf(
    (invokeConfigOf(name).DestinationConfig as { OnFailure?: { Destination?: unknown } })?.OnFailure
      ?.Destination,
  );

const scheduled = [
  'JobsSweep',
  'JobAlerts',
  'AccountsReconciliation',
  'FamilyDigest',
  'LiveMessagesMessageMail',
  'ScheduleRunner',
  'Birthdays',
];
const invokedAsynchronously = ['EmailEvents', ...scheduled];

describe('failed runs (SES events and schedules)', () => {
  it('send each function’s failed events, after two retries, to one dead-letter queue that keeps them 14 days', () => {
    const queues = resourcesOf(api(), 'AWS::SQS::Queue');
    const used = new Set(invokedAsynchronously.map(failureQueueOf));
    expect(used.size).toBe(1);
    const [queueId] = [...used];
    expect(propertiesOf(queues[queueId ?? ''])).toMatchObject({
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    for (const name of invokedAsynchronously) expect(invokeConfigOf(name).MaximumRetryAttempts, name).toBe(2);
  });

  it('also keep there what EventBridge and SNS could not deliver', () => {
    const targets = Object.values(resourcesOf(api(), 'AWS::Events::Rule')).flatMap(
      (rule) => (propertiesOf(rule).Targets ?? []) as Properties[],
    );
    for (const name of scheduled) {
      const target = targets.find((t) => idOf(t.Arn) === functionId(name));
      expect(target, name).toBeDefined();
      expect(idOf((target?.DeadLetterConfig as { Arn?: unknown } | undefined)?.Arn), name).toBe(
        failureQueueOf(name),
      );
    }
    const recorder = Object.values(resourcesOf(api(), 'AWS::SNS::Subscription')).find(
      (subscription) => idOf(propertiesOf(subscription).Endpoint) === functionId('EmailEvents'),
    );
    const redrive = propertiesOf(recorder).RedrivePolicy as { deadLetterTargetArn?: unknown } | undefined;
    expect(idOf(redrive?.deadLetterTargetArn)).toBe(failureQueueOf('EmailEvents'));
  });

  it('raise an alarm as soon as one waits there', () => {
    const alarms = Object.entries(resourcesOf(synth.templates.monitoring, 'AWS::CloudWatch::Alarm'));
    const failed = alarms.filter(([id]) => id.startsWith('FailedRuns')).map(([, alarm]) => alarm);
    expect(failed).toHaveLength(1);
    expect(propertiesOf(failed[0])).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [expect.anything()],
    });
  });
});
