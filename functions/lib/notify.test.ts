import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleData } from '../../shared/emails/samples';
import { parentStatusUpdateData } from '../../shared/emails/templates/status-update-data';
import { MAX_RECIPIENTS } from '../../shared/notifications/queues';
import { closedPort, closeServer, startLocalQueue, testCredentials } from '../../test/support/local-aws';

/*
 * notify() runs inside users' requests: whatever happens to SQS, it must resolve, quickly. It sends
 * each notification as one message to the notifications queue (the SQS stand-in here), which the
 * notify function reads.
 */

let queue: Awaited<ReturnType<typeof startLocalQueue>>;
let logged: Record<string, unknown>[] = [];
let notify: typeof import('./notify').notify;

beforeAll(async () => {
  queue = await startLocalQueue();
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', testCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', testCredentials.secretAccessKey);
});

beforeEach(async () => {
  vi.stubEnv('AWS_ENDPOINT_URL_SQS', queue.url);
  vi.stubEnv('NOTIFICATIONS_QUEUE_URL', queue.queueUrl);
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
  // The SDK client lives as long as the module, as in a warm Lambda; each test gets a fresh module.
  vi.resetModules();
  ({ notify } = await import('./notify'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await queue.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const errors = () => logged.filter((entry) => entry.level !== 'INFO');

/** Points the module at another queue URL (the SDK sends to the queue URL's host). */
function queueAt(url: string) {
  vi.stubEnv('AWS_ENDPOINT_URL_SQS', url);
  vi.stubEnv('NOTIFICATIONS_QUEUE_URL', `${url}/123456789012/test-notifications`);
}

describe('notify', () => {
  it('sends one message to the notifications queue: the id, the template, the recipients and the data', async () => {
    await notify('JobApplicationInterest', ['maya@example.com'], {
      teenName: 'Maya',
      jobTitle: 'Yard work',
      jobUrl: 'https://jobs.example/jobs/1',
      conversationUrl: 'https://jobs.example/messages/1',
    });

    expect(await queue.drain()).toEqual([
      {
        id: expect.stringMatching(UUID),
        template: 'JobApplicationInterest',
        recipients: ['maya@example.com'],
        data: {
          teenName: 'Maya',
          jobTitle: 'Yard work',
          jobUrl: 'https://jobs.example/jobs/1',
          conversationUrl: 'https://jobs.example/messages/1',
        },
      },
    ]);
    expect(errors()).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'INFO',
        message: 'notification: queued',
        template: 'JobApplicationInterest',
      }),
    );
  });

  it('gives each notification its own id', async () => {
    const data = sampleData.JobApplicationInterest;
    await notify('JobApplicationInterest', ['maya@example.com'], data);
    await notify('JobApplicationInterest', ['maya@example.com'], data);
    const ids = ((await queue.drain()) as { id: string }[]).map((event) => event.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('drops empty and repeated recipients, so optional addresses can be passed as they are', async () => {
    await notify(
      'ParentAlert_ApplicationStatusUpdate',
      ['', undefined, null, ' priya@example.com ', 'priya@example.com'],
      parentStatusUpdateData('Priya', 'Maya', 'Yard work', 'https://jobs.example/jobs/1', 'Pat Lee', {
        accepted: false,
      }),
    );
    expect(await queue.drain()).toEqual([expect.objectContaining({ recipients: ['priya@example.com'] })]);
  });

  it('sends nothing, and logs nothing alarming, when no recipient is left (a student without a parent e-mail)', async () => {
    await notify(
      'ParentAlert_ApplicationStatusUpdate',
      [undefined],
      parentStatusUpdateData('Priya', 'Maya', 'Yard work', 'https://jobs.example/jobs/1', 'Pat Lee', {
        accepted: false,
      }),
    );
    expect(await queue.drain()).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('still notifies the valid recipients when one address is malformed, and logs it masked', async () => {
    await notify(
      'SupportAlert_JobReported',
      ['not-an-address', 'support@example.com'],
      sampleData.SupportAlert_JobReported,
    );
    expect(await queue.drain()).toEqual([expect.objectContaining({ recipients: ['support@example.com'] })]);
    expect(errors()).toEqual([expect.objectContaining({ template: 'SupportAlert_JobReported' })]);
    expect(JSON.stringify(errors())).not.toContain('not-an-address');
  });

  it('sends nothing past SES’s limit of recipients, and says so', async () => {
    const many = Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `reader${i}@example.com`);
    await notify('JobApplicationInterest', many, sampleData.JobApplicationInterest);
    expect(await queue.drain()).toEqual([]);
    expect(errors()).toEqual([
      expect.objectContaining({
        message: 'notification: too many recipients, nothing sent',
        count: MAX_RECIPIENTS + 1,
      }),
    ]);
  });

  it('logs the notification as lost, without throwing and without full addresses, when NOTIFICATIONS_QUEUE_URL is unset', async () => {
    vi.stubEnv('NOTIFICATIONS_QUEUE_URL', '');
    await expect(
      notify('JobApplicationInterest', ['maya.patel@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(errors()).toEqual([
      expect.objectContaining({
        message: 'notification: LOST, the notifications queue did not take it',
        id: expect.stringMatching(UUID),
        template: 'JobApplicationInterest',
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('maya.patel@example.com');
  });

  it('logs the notification as lost, within seconds and without throwing, when SQS is unreachable', async () => {
    queueAt(`http://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    await expect(
      notify('JobApplicationInterest', ['maya.patel@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors()).toEqual([
      expect.objectContaining({
        message: 'notification: LOST, the notifications queue did not take it',
        id: expect.stringMatching(UUID),
        template: 'JobApplicationInterest',
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('maya.patel@example.com');
  }, 15_000);

  it('never throws when SQS answers with an error (no such queue)', async () => {
    vi.stubEnv('NOTIFICATIONS_QUEUE_URL', `${queue.url}/123456789012/no-such-queue`);
    await expect(
      notify('JobApplicationInterest', ['maya@example.com'], sampleData.JobApplicationInterest),
    ).resolves.toBeUndefined();
    expect(errors()).toEqual([
      expect.objectContaining({
        template: 'JobApplicationInterest',
        error: expect.objectContaining({ name: expect.stringContaining('QueueDoesNotExist') }),
      }),
    ]);
    expect(await queue.drain()).toEqual([]);
  });

  it('gives up within seconds when SQS hangs, instead of holding the request', async () => {
    const hanging = createServer(() => undefined);
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    queueAt(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}`);
    try {
      const started = Date.now();
      await expect(
        notify('JobApplicationInterest', ['maya@example.com'], sampleData.JobApplicationInterest),
      ).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(12_000);
      expect(errors()).toEqual([expect.objectContaining({ template: 'JobApplicationInterest' })]);
    } finally {
      await closeServer(hanging);
    }
  }, 20_000);
});

describe('stableNotificationId', () => {
  it('is a valid UUID, the same for the same subject and different for another', async () => {
    const { stableNotificationId } = await import('./notify');
    const { notifyEventSchema } = await import('../../shared/notifications/event');
    const id = stableNotificationId('account-deleted:42:own');
    // The notify function's own check of a message takes it.
    const event = {
      id,
      template: 'AccountDeleted',
      recipients: ['a@example.com'],
      data: sampleData.AccountDeleted,
    };
    expect(notifyEventSchema.safeParse(event).success).toBe(true);
    expect(stableNotificationId('account-deleted:42:own')).toBe(id);
    expect(stableNotificationId('account-deleted:42:guardian')).not.toBe(id);
  });
});
