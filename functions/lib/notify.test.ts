import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleData } from '../../shared/emails/samples';
import { parentStatusUpdateData } from '../../shared/emails/templates/parent-alert-application-status-update';
import { closedPort, closeServer, startInvokeStandIn, testCredentials } from '../notify/test-support';

/*
 * notify() runs inside users' requests: whatever happens to the notify function or the Lambda API,
 * it must resolve, quickly, and leave a log line that says which notification was lost.
 */

let lambda: Awaited<ReturnType<typeof startInvokeStandIn>>;
let logged: Record<string, unknown>[] = [];
let notify: typeof import('./notify').notify;

beforeAll(async () => {
  lambda = await startInvokeStandIn();
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', testCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', testCredentials.secretAccessKey);
});

beforeEach(async () => {
  vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', lambda.url);
  vi.stubEnv('NOTIFY_FUNCTION_NAME', 'test-notify');
  lambda.invocations.length = 0;
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
});

const errors = () => logged.filter((entry) => entry.level !== 'INFO');

describe('notify', () => {
  it('invokes the notify function asynchronously with the template, the recipients and the data', async () => {
    await notify('JobApplicationInterest', ['maya@example.com'], { teenName: 'Maya', jobTitle: 'Yard work' });

    expect(lambda.invocations).toHaveLength(1);
    const [invocation] = lambda.invocations;
    expect(invocation?.path).toBe('/2015-03-31/functions/test-notify/invocations');
    expect(invocation?.headers['x-amz-invocation-type']).toBe('Event');
    expect(invocation?.payload).toEqual({
      template: 'JobApplicationInterest',
      recipients: ['maya@example.com'],
      data: { teenName: 'Maya', jobTitle: 'Yard work' },
    });
    expect(errors()).toEqual([]);
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

  it('never throws when NOTIFY_FUNCTION_NAME is unset', async () => {
    vi.stubEnv('NOTIFY_FUNCTION_NAME', '');
    await expect(
      notify('JobApplicationInterest', ['maya@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(lambda.invocations).toEqual([]);
    expect(errors()).toEqual([expect.objectContaining({ template: 'JobApplicationInterest' })]);
  });

  it('never throws when the Lambda endpoint is unreachable, and logs without full addresses', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', `http://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    await expect(
      notify('JobApplicationInterest', ['maya.patel@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors()).toEqual([expect.objectContaining({ template: 'JobApplicationInterest' })]);
    expect(JSON.stringify(logged)).not.toContain('maya.patel@example.com');
  });

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
    } finally {
      await closeServer(hanging);
    }
  }, 15_000);
});
