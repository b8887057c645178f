import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localTableName } from '../../scripts/local/bootstrap';
import { localQueueArn, startSqs } from '../../scripts/local/sqs';
import { startSqsEventSource } from '../../scripts/local/sqs-event-source';
import { emailTemplates, renderTemplate } from '../../shared/emails';
import { sampleData } from '../../shared/emails/samples';
import { sqsEventOf, startLocalDynamo, startLocalSes, testCredentials } from '../../test/support/local-aws';

/*
 * The notify function against the real local SES (aws-ses-v2-local): templates created from the
 * shared definitions exactly as the CDK stack and the local runner create them, mail read back from
 * its /store. It is given SQS events as Lambda's event source mapping builds them, and answers the
 * messages to receive again (batchItemFailures).
 */

const PREFIX = 'test-';
const SUPPORT = 'support@neighbourhoodjobs.test';
const FROM = 'Neighbourhood Jobs <no-reply@neighbourhoodjobs.test>';

let ses: Awaited<ReturnType<typeof startLocalSes>>;
let dynamo: Awaited<ReturnType<typeof startLocalDynamo>>;
let handler: typeof import('./handler').handler;
let logged: string[] = [];

/** One message holding `body` (JSON unless a string), as the event source mapping delivers it. */
const run = (body: unknown) => handler(sqsEventOf([body]));
const ok = { batchItemFailures: [] };
/** The answer when the message must be received again. */
const retry = (event: ReturnType<typeof sqsEventOf>) => ({
  batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })),
});

beforeAll(async () => {
  ses = await startLocalSes(PREFIX);
  dynamo = await startLocalDynamo();
  for (const [name, value] of Object.entries(dynamo.env)) vi.stubEnv(name, value);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', testCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', testCredentials.secretAccessKey);
  vi.stubEnv('AWS_ENDPOINT_URL_SESV2', ses.url);
  vi.stubEnv('EMAIL_FROM', FROM);
  vi.stubEnv('EMAIL_TEMPLATE_PREFIX', PREFIX);
  vi.stubEnv('EMAIL_CONFIGURATION_SET', 'NeighbourhoodJobs-test');
  vi.stubEnv('SUPPORT_EMAIL', SUPPORT);
  // The SES client is created when the module loads, so the environment must be in place first.
  ({ handler } = await import('./handler'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await ses.close();
  await dynamo.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  logged = [];
});

function captureLogs() {
  const record = (line: unknown) => {
    logged.push(String(line));
  };
  vi.spyOn(console, 'log').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  vi.spyOn(console, 'error').mockImplementation(record);
}

let counter = 0;
const address = (who: string) => `${who}.${++counter}.${Date.now()}@example.com`;

describe('notify handler with the local SES', () => {
  it.each(emailTemplates.map((template) => [template.name, template] as const))(
    'sends %s rendered exactly as the shared definition renders it',
    async (name, template) => {
      captureLogs();
      const to = address('reader');
      const data = sampleData[name];
      await run({ id: randomUUID(), template: name, recipients: [to], data });

      const mails = await ses.mailTo(to);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const expected = renderTemplate(template, data);
      // Real Handlebars (as SES) and our preview renderer agree, including the escaped `html.` copy.
      expect(mail?.subject).toBe(expected.subject);
      expect(mail?.body.html).toBe(expected.html);
      expect(mail?.body.text).toBe(expected.text);
      expect(mail?.body.html).not.toMatch(/\{\{|\}\}/);
      expect(mail?.from).toBe(FROM);
      expect(mail?.replyTo).toEqual([SUPPORT]);
    },
  );

  it('sends one message per recipient, so nobody sees the other addresses', async () => {
    captureLogs();
    const parent = address('parent');
    const other = address('other');
    await run({
      id: randomUUID(),
      template: 'JobApplicationInterest',
      recipients: [parent, other],
      data: sampleData.JobApplicationInterest,
    });

    for (const to of [parent, other]) {
      const mails = await ses.mailTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.destination).toEqual({ to: [to], cc: [], bcc: [] });
      expect(mails[0]?.subject).toBe(
        'An employer is interested in your application for Dog walking & pet sitting',
      );
    }
    // Logs carry the template and masked addresses only.
    expect(logged.join('\n')).toContain('JobApplicationInterest');
    expect(logged.join('\n')).not.toContain(parent);
  });

  it('keeps markup typed by users inert in the HTML part and readable in the text part', async () => {
    captureLogs();
    const to = address('parent');
    const teenName = 'Sam <a href="https://evil.example/login">Verify your account</a>';
    await run({
      id: randomUUID(),
      template: 'ParentAlert_TeenRegistered',
      recipients: [to],
      data: {
        parentName: "Dana O'Hara & Co",
        teenName,
        teenFirstName: teenName,
        confirmUrl: 'http://localhost:5173/family/invitation#token=v1.a.b',
        expiresOn: 'June 8, 2026',
      },
    });

    const [mail] = await ses.mailTo(to);
    expect(mail?.body.html).not.toContain('<a href="https://evil.example');
    expect(mail?.body.html).toContain('Sam &lt;a href&#61;&quot;https://evil.example/login&quot;&gt;');
    expect(mail?.body.html).toContain('Hi Dana O&#39;Hara &amp; Co,');
    expect(mail?.body.html).toContain('<a href="http://localhost:5173/family/invitation#token&#61;v1.a.b"');
    expect(mail?.body.text).toContain("Hi Dana O'Hara & Co,");
    expect(mail?.subject).toBe(`Confirm you are ${teenName}’s parent or guardian`);
  });

  it.each([
    [
      'an unknown template',
      { id: randomUUID(), template: 'SendAnything', recipients: ['x@example.com'], data: {} },
    ],
    [
      'data of another template',
      { id: randomUUID(), template: 'JobApplicationInterest', recipients: ['x@example.com'], data: {} },
    ],
    [
      'an extra field',
      {
        id: randomUUID(),
        template: 'JobApplicationInterest',
        recipients: ['x@example.com'],
        data: { ...sampleData.JobApplicationInterest, html: 'x' },
      },
    ],
    [
      'no recipients',
      {
        id: randomUUID(),
        template: 'JobApplicationInterest',
        recipients: [],
        data: sampleData.JobApplicationInterest,
      },
    ],
    [
      'a malformed address',
      { id: randomUUID(), template: 'JobApplicationInterest', recipients: ['nope'], data: {} },
    ],
    [
      'no notification id',
      {
        template: 'JobApplicationInterest',
        recipients: ['x@example.com'],
        data: sampleData.JobApplicationInterest,
      },
    ],
    [
      'an id that is not a UUID',
      {
        id: 'x',
        template: 'JobApplicationInterest',
        recipients: ['x@example.com'],
        data: sampleData.JobApplicationInterest,
      },
    ],
    ['not an object', '"hello"'],
    ['a body that is not JSON', '{"id":'],
  ])('acknowledges (drops) a message with %s and logs it: a retry cannot fix it', async (_case, event) => {
    captureLogs();
    const before = ((await (await fetch(`${ses.url}/store`)).json()) as { emails: unknown[] }).emails.length;
    await expect(run(event)).resolves.toEqual(ok);
    const after = ((await (await fetch(`${ses.url}/store`)).json()) as { emails: unknown[] }).emails.length;
    expect(after).toBe(before);
    expect(logged.some((line) => JSON.parse(line).level === 'ERROR')).toBe(true);
  });

  it('answers the message as failed when SES refuses the send, so SQS hands it out again and then dead-letters it', async () => {
    captureLogs();
    const to = address('teen');
    vi.stubEnv('EMAIL_TEMPLATE_PREFIX', 'not-deployed-');
    const message = sqsEventOf([
      {
        id: randomUUID(),
        template: 'JobApplicationInterest',
        recipients: [to],
        data: sampleData.JobApplicationInterest,
      },
    ]);
    try {
      await expect(handler(message)).resolves.toEqual(retry(message));
    } finally {
      vi.stubEnv('EMAIL_TEMPLATE_PREFIX', PREFIX);
    }
    expect(await ses.mailTo(to)).toHaveLength(0);
    const entries = logged.map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.message === 'notify: send failed')).toMatchObject({
      level: 'ERROR',
      template: 'JobApplicationInterest',
    });
    expect(entries.find((entry) => entry.message === 'notify: message left for a retry')).toMatchObject({
      messageId: message.Records[0]?.messageId,
      receiveCount: '1',
      error: expect.objectContaining({ message: 'JobApplicationInterest: 1 of 1 e-mails could not be sent' }),
    });
    expect(logged.join('\n')).not.toContain(to);
  });

  it('answers the message as failed when no sender is configured, keeping it for replay', async () => {
    captureLogs();
    vi.stubEnv('EMAIL_FROM', '');
    const message = sqsEventOf([
      {
        id: randomUUID(),
        template: 'JobApplicationInterest',
        recipients: ['x@example.com'],
        data: sampleData.JobApplicationInterest,
      },
    ]);
    try {
      await expect(handler(message)).resolves.toEqual(retry(message));
    } finally {
      vi.stubEnv('EMAIL_FROM', FROM);
    }
    expect(logged.join('\n')).toContain('EMAIL_FROM is not set');
  });

  it('in a batch, names only the messages that failed: the sent and the invalid ones are done', async () => {
    captureLogs();
    const sent = address('sent');
    const failed = address('failed');
    const notification = (to: string) => ({
      id: randomUUID(),
      template: 'JobApplicationInterest',
      recipients: [to],
      data: sampleData.JobApplicationInterest,
    });
    const batch = sqsEventOf([notification(sent), 'not JSON {', notification(failed)]);
    // The first claim goes through; the third message's claim meets a throttled deliveries table.
    dynamo.faults.set([
      { error: 'ProvisionedThroughputExceededException', operations: ['PutItem'], skip: 1 },
    ]);
    try {
      await expect(handler(batch)).resolves.toEqual({
        batchItemFailures: [{ itemIdentifier: batch.Records[2]?.messageId }],
      });
    } finally {
      dynamo.faults.clear();
    }
    expect(await ses.mailTo(sent)).toHaveLength(1);
    expect(await ses.mailTo(failed)).toHaveLength(0);
  }, 20_000);
});

const storedDeliveries = async (id: string) => {
  const { ScanCommand } = await import('@aws-sdk/client-dynamodb');
  const { Items = [] } = await dynamo.client.send(
    new ScanCommand({ TableName: localTableName('deliveries'), ConsistentRead: true }),
  );
  return Items.filter((item) => item.deliveryKey?.S?.startsWith(`${id}#`));
};

describe('each recipient once per notification', () => {
  const event = (id: string, recipients: string[]) => ({
    id,
    template: 'JobApplicationInterest' as const,
    recipients,
    data: sampleData.JobApplicationInterest,
  });

  it('sends once when the same event runs again (a duplicate delivery or a redrive of a sent event)', async () => {
    captureLogs();
    const to = address('teen');
    const id = randomUUID();
    await run(event(id, [to]));
    await run(event(id, [to]));
    await Promise.all([run(event(id, [to])), run(event(id, [to]))]);
    expect(await ses.mailTo(to)).toHaveLength(1);
    const records = await storedDeliveries(id);
    expect(records).toHaveLength(1);
    expect(records[0]?.state?.S).toBe('sent');
    // The record names the notification, never the address.
    expect(JSON.stringify(records)).not.toContain(to);
    expect(logged.join('\n')).toContain('already sent or being sent, skipped');
  });

  it('after a partial send, the retry sends only to the recipient still waiting', async () => {
    captureLogs();
    const parent = address('parent');
    const teen = address('teen');
    const id = randomUUID();
    // The first run reached the parent only (as if SES had refused the teen's copy).
    await run(event(id, [parent]));
    await run(event(id, [parent, teen]));
    expect(await ses.mailTo(parent)).toHaveLength(1);
    expect(await ses.mailTo(teen)).toHaveLength(1);
  });

  it('frees the claim when SES refuses, so the retry sends it', async () => {
    captureLogs();
    const to = address('teen');
    const id = randomUUID();
    vi.stubEnv('EMAIL_TEMPLATE_PREFIX', 'not-deployed-');
    try {
      expect((await run(event(id, [to]))).batchItemFailures).toHaveLength(1);
    } finally {
      vi.stubEnv('EMAIL_TEMPLATE_PREFIX', PREFIX);
    }
    expect(await storedDeliveries(id)).toEqual([]);
    await expect(run(event(id, [to]))).resolves.toEqual(ok);
    expect(await ses.mailTo(to)).toHaveLength(1);
  });

  it('acknowledges a message whose mail went out but could not be recorded, so a retry cannot send it again', async () => {
    captureLogs();
    const to = address('teen');
    const id = randomUUID();
    // The claim goes through and SES accepts; marking the record done meets a throttled table.
    dynamo.faults.set([{ error: 'ProvisionedThroughputExceededException', operations: ['UpdateItem'] }]);
    try {
      await expect(run(event(id, [to]))).resolves.toEqual(ok);
    } finally {
      dynamo.faults.clear();
    }
    expect(await ses.mailTo(to)).toHaveLength(1);
    expect(logged.join('\n')).toContain('notify: sent but not recorded');
  }, 20_000);

  it('answers the message as failed, sending nothing, when the deliveries table is throttled; the retry sends it', async () => {
    captureLogs();
    const to = address('teen');
    const id = randomUUID();
    dynamo.faults.set([{ error: 'ProvisionedThroughputExceededException', operations: ['PutItem'] }]);
    try {
      expect((await run(event(id, [to]))).batchItemFailures).toHaveLength(1);
    } finally {
      dynamo.faults.clear();
    }
    expect(await ses.mailTo(to)).toHaveLength(0);
    await expect(run(event(id, [to]))).resolves.toEqual(ok);
    expect(await ses.mailTo(to)).toHaveLength(1);
  }, 20_000);
});

describe('from notify() to the inbox', () => {
  it('delivers through the notifications queue and the SQS event source', async () => {
    captureLogs();
    const sqs = await startSqs(0, [{ QueueName: 'test-notifications' }]);
    const queueUrl = sqs.queueUrl('test-notifications');
    const invoked: number[] = [];
    const source = startSqsEventSource({
      client: sqs.client,
      queueUrl,
      queueArn: localQueueArn('test-notifications'),
      handler: async (event, context) => {
        invoked.push(event.Records.length);
        return handler(event, context);
      },
      batchSize: 5,
      waitSeconds: 1,
      log: () => undefined,
    });
    vi.stubEnv('AWS_ENDPOINT_URL_SQS', sqs.url);
    vi.stubEnv('NOTIFICATIONS_QUEUE_URL', queueUrl);
    try {
      const { notify } = await import('../lib/notify');
      const teen = address('teen');
      await notify('TeenApplicationReceived', [teen, undefined, ''], {
        teenName: 'Maya',
        jobTitle: 'Yard work',
        employerName: 'Green Thumb',
        jobUrl: 'https://jobs.example/jobs/1',
      });
      await vi.waitFor(async () => expect(await ses.mailTo(teen)).toHaveLength(1), { timeout: 10_000 });

      expect(invoked).toEqual([1]);
      const [mail] = await ses.mailTo(teen);
      expect(mail?.subject).toBe('Your application for Yard work was sent');
      expect(mail?.body.text).toContain('Job: Yard work\nEmployer: Green Thumb');
    } finally {
      await source.stop();
      await sqs.stop();
    }
  });
});

describe('suppressed addresses', () => {
  it('skips an address SES reported as a hard bounce or complaint, logs and records the skip, and still mails the others', async () => {
    captureLogs();
    const { recordSuppression } = await import('../lib/mail-suppressions');
    const bounced = address('bounced');
    const fine = address('fine');
    await recordSuppression(bounced, 'bounce', { since: new Date().toISOString() });
    const id = randomUUID();
    expect(
      await run({
        id,
        template: 'JobApplicationInterest',
        recipients: [bounced, fine],
        data: sampleData.JobApplicationInterest,
      }),
    ).toEqual(ok);

    expect(await ses.mailTo(bounced)).toHaveLength(0);
    expect(await ses.mailTo(fine)).toHaveLength(1);
    const states = (await storedDeliveries(id)).map((item) => item.state?.S).sort();
    expect(states).toEqual(['sent', 'suppressed']);
    const skip = logged.find((line) => line.includes('address suppressed'));
    expect(skip).toContain('"reason":"bounce"');
    expect(skip).not.toContain(bounced);
  });
});
