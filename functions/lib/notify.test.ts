import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleData } from '../../shared/emails/samples';
import { parentStatusUpdateData } from '../../shared/emails/templates/parent-alert-application-status-update';
import {
  closedPort,
  closeServer,
  startInvokeStandIn,
  startLocalQueue,
  testCredentials,
} from '../notify/test-support';

/*
 * notify() runs inside users' requests: whatever happens to the notify function or the Lambda API,
 * it must resolve, quickly; an event it could not hand to the notify function goes to that
 * function's dead-letter queue (the SQS stand-in here), from which the operator's redrive sends it.
 */

let lambda: Awaited<ReturnType<typeof startInvokeStandIn>>;
let queue: Awaited<ReturnType<typeof startLocalQueue>>;
let logged: Record<string, unknown>[] = [];
let notify: typeof import('./notify').notify;

beforeAll(async () => {
  lambda = await startInvokeStandIn();
  queue = await startLocalQueue();
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', testCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', testCredentials.secretAccessKey);
});

beforeEach(async () => {
  vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', lambda.url);
  vi.stubEnv('NOTIFY_FUNCTION_NAME', 'test-notify');
  vi.stubEnv('AWS_ENDPOINT_URL_SQS', queue.url);
  vi.stubEnv('NOTIFY_DEAD_LETTER_QUEUE_URL', queue.queueUrl);
  lambda.invocations.length = 0;
  await queue.drain();
  logged = [];
  const record = (line: unknown) => {
    try {
      logged.push(JSON.parse(String(line)) as Record<string, unknown>);
    } catch {
      logged.push({ level: 'UNSTRUCTURED', line: String(line) });
    }
  };
  vi.spyOn(console, 'log').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  vi.spyOn(console, 'error').mockImplementation(record);
  // The SDK client (and the endpoint it resolved) lives as long as the module, as in a warm Lambda;
  // each test points it somewhere else, so each test gets a fresh module.
  vi.resetModules();
  ({ notify } = await import('./notify'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await lambda.close();
  await queue.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The one record now in the dead-letter queue: Lambda's invocation record, the event inside. */
async function deadLettered() {
  const records = (await queue.drain()) as Record<string, any>[];
  expect(records).toHaveLength(1);
  return records[0] as Record<string, any>;
}

const errors = () => logged.filter((entry) => entry.level !== 'INFO');

describe('notify', () => {
  it('invokes the notify function asynchronously with the template, the recipients and the data', async () => {
    await notify('JobApplicationInterest', ['maya@example.com'], { teenName: 'Maya', jobTitle: 'Yard work' });

    expect(lambda.invocations).toHaveLength(1);
    const [invocation] = lambda.invocations;
    expect(invocation?.path).toBe('/2015-03-31/functions/test-notify/invocations');
    expect(invocation?.headers['x-amz-invocation-type']).toBe('Event');
    expect(invocation?.payload).toEqual({
      id: expect.stringMatching(UUID),
      template: 'JobApplicationInterest',
      recipients: ['maya@example.com'],
      data: { teenName: 'Maya', jobTitle: 'Yard work' },
    });
    expect(errors()).toEqual([]);
    expect(await queue.drain()).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'INFO', template: 'JobApplicationInterest' }),
    );
  });

  it('drops empty and repeated recipients, so optional addresses can be passed as they are', async () => {
    await notify(
      'ParentAlert_ApplicationStatusUpdate',
      ['', undefined, null, ' priya@example.com ', 'priya@example.com'],
      parentStatusUpdateData('Priya', 'Maya', 'Yard work', true),
    );
    expect(lambda.invocations.map((invocation) => invocation.payload)).toEqual([
      expect.objectContaining({ recipients: ['priya@example.com'] }),
    ]);
  });

  it('sends nothing, and logs nothing alarming, when no recipient is left (a student without a parent e-mail)', async () => {
    await notify(
      'ParentAlert_ApplicationStatusUpdate',
      [undefined],
      parentStatusUpdateData('Priya', 'Maya', 'Yard work', true),
    );
    expect(lambda.invocations).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('still notifies the valid recipients when one address is malformed, and logs it masked', async () => {
    await notify(
      'SupportAlert_JobReported',
      ['not-an-address', 'support@example.com'],
      sampleData.SupportAlert_JobReported,
    );
    expect(lambda.invocations.map((invocation) => invocation.payload)).toEqual([
      expect.objectContaining({ recipients: ['support@example.com'] }),
    ]);
    expect(errors()).toEqual([expect.objectContaining({ template: 'SupportAlert_JobReported' })]);
    expect(JSON.stringify(errors())).not.toContain('not-an-address');
  });

  it('logs and swallows data that does not fit the template (a programming error)', async () => {
    const wrong = { teenName: 'Maya' } as unknown as { teenName: string; jobTitle: string };
    await expect(notify('JobApplicationInterest', ['maya@example.com'], wrong)).resolves.toBeUndefined();
    expect(lambda.invocations).toEqual([]);
    expect(errors()).toEqual([
      expect.objectContaining({
        template: 'JobApplicationInterest',
        issues: [expect.objectContaining({ path: 'data.jobTitle' })],
      }),
    ]);
  });

  it('puts the event in the dead-letter queue when NOTIFY_FUNCTION_NAME is unset', async () => {
    vi.stubEnv('NOTIFY_FUNCTION_NAME', '');
    await expect(
      notify('JobApplicationInterest', ['maya@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(lambda.invocations).toEqual([]);
    expect(errors()).toEqual([expect.objectContaining({ template: 'JobApplicationInterest' })]);
    const record = await deadLettered();
    expect(record.requestPayload).toMatchObject({ recipients: ['maya@example.com'] });
  });

  it('puts the event, whole, in the dead-letter queue when the Lambda endpoint is unreachable, and logs without full addresses', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', `http://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    await expect(
      notify('JobApplicationInterest', ['maya.patel@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors()).toEqual([expect.objectContaining({ template: 'JobApplicationInterest' })]);
    expect(JSON.stringify(logged)).not.toContain('maya.patel@example.com');
    // Everything the redrive needs: the function, and the event exactly as it would have been invoked.
    const record = await deadLettered();
    expect(record).toMatchObject({
      version: '1.0',
      requestContext: { functionArn: 'test-notify', condition: 'InvokeFailed', approximateInvokeCount: 0 },
      requestPayload: {
        id: expect.stringMatching(UUID),
        template: 'JobApplicationInterest',
        recipients: ['maya.patel@example.com'],
        data: sampleData.JobApplicationInterest,
      },
    });
  });

  it('logs the notification as lost, without throwing, only when the dead-letter queue is unreachable too', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', `http://127.0.0.1:${await closedPort()}`);
    // The SDK sends to the queue URL's host (useQueueUrlAsEndpoint), so that is what is closed.
    const closed = `http://127.0.0.1:${await closedPort()}`;
    vi.stubEnv('AWS_ENDPOINT_URL_SQS', closed);
    vi.stubEnv('NOTIFY_DEAD_LETTER_QUEUE_URL', `${closed}/123456789012/test-notify-dlq`);
    await expect(
      notify('JobApplicationInterest', ['maya.patel@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(errors()).toEqual([
      expect.objectContaining({
        message: 'notification: LOST, neither invoked nor dead-lettered',
        id: expect.stringMatching(UUID),
        template: 'JobApplicationInterest',
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('maya.patel@example.com');
  }, 15_000);

  it('never throws when the Lambda API answers with an error', async () => {
    const failing = createServer((_req, res) => {
      res.writeHead(404, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ResourceNotFoundException',
      });
      res.end(JSON.stringify({ Type: 'User', message: 'Function not found: test-notify' }));
    });
    failing.listen(0, '127.0.0.1');
    await once(failing, 'listening');
    vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', `http://127.0.0.1:${(failing.address() as AddressInfo).port}`);
    try {
      await expect(
        notify('JobApplicationInterest', ['maya@example.com'], sampleData.JobApplicationInterest),
      ).resolves.toBeUndefined();
      expect(errors()).toEqual([
        expect.objectContaining({
          template: 'JobApplicationInterest',
          error: expect.objectContaining({ name: 'ResourceNotFoundException' }),
        }),
      ]);
      expect((await deadLettered()).requestContext.condition).toBe('InvokeFailed');
    } finally {
      await closeServer(failing);
    }
  });

  it('gives up within seconds when the Lambda API hangs, instead of holding the request', async () => {
    const hanging = createServer(() => undefined);
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`);
    try {
      const started = Date.now();
      await expect(
        notify('JobApplicationInterest', ['maya@example.com'], sampleData.JobApplicationInterest),
      ).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(errors()).toEqual([expect.objectContaining({ template: 'JobApplicationInterest' })]);
      expect((await deadLettered()).requestPayload).toMatchObject({ template: 'JobApplicationInterest' });
    } finally {
      await closeServer(hanging);
    }
  }, 15_000);
});
