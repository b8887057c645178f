import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localTableName } from '../../scripts/local/bootstrap';
import { emailTemplates, renderTemplate } from '../../shared/emails';
import { sampleData } from '../../shared/emails/samples';
import { startInvokeStandIn, startLocalDynamo, startLocalSes, testCredentials } from './test-support';

/*
 * The notify function against the real local SES (aws-ses-v2-local): templates created from the
 * shared definitions exactly as the CDK stack and the local runner create them, mail read back from
 * its /store.
 */

const PREFIX = 'test-';
const SUPPORT = 'support@neighbourhoodjobs.test';
const FROM = 'Neighbourhood Jobs <no-reply@neighbourhoodjobs.test>';

let ses: Awaited<ReturnType<typeof startLocalSes>>;
let dynamo: Awaited<ReturnType<typeof startLocalDynamo>>;
let handler: typeof import('./handler').handler;
let logged: string[] = [];

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
      await handler({ id: randomUUID(), template: name, recipients: [to], data });

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
    await handler({
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
    await handler({
      id: randomUUID(),
      template: 'ParentAlert_TeenRegistered',
      recipients: [to],
      data: { parentName: "Dana O'Hara & Co", teenName, appUrl: 'http://localhost:5173/' },
    });

    const [mail] = await ses.mailTo(to);
    expect(mail?.body.html).not.toContain('<a href="https://evil.example');
    expect(mail?.body.html).toContain('Sam &lt;a href&#61;&quot;https://evil.example/login&quot;&gt;');
    expect(mail?.body.html).toContain('Hi Dana O&#39;Hara &amp; Co,');
    expect(mail?.body.html).toContain('<a href="http://localhost:5173/"');
    expect(mail?.body.text).toContain("Hi Dana O'Hara & Co,");
    expect(mail?.subject).toBe(`${teenName} joined Neighbourhood Jobs`);
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
    ['not an object', 'hello'],
  ])('drops an event with %s without throwing (a retry cannot fix it)', async (_case, event) => {
    captureLogs();
    const before = ((await (await fetch(`${ses.url}/store`)).json()) as { emails: unknown[] }).emails.length;
    await expect(handler(event)).resolves.toBeUndefined();
    const after = ((await (await fetch(`${ses.url}/store`)).json()) as { emails: unknown[] }).emails.length;
    expect(after).toBe(before);
    expect(logged.some((line) => JSON.parse(line).level === 'ERROR')).toBe(true);
  });

  it('throws when SES refuses the send, so Lambda retries and then dead-letters the event', async () => {
    captureLogs();
    const to = address('teen');
    vi.stubEnv('EMAIL_TEMPLATE_PREFIX', 'not-deployed-');
    try {
      await expect(
        handler({
          id: randomUUID(),
          template: 'JobApplicationInterest',
          recipients: [to],
          data: sampleData.JobApplicationInterest,
        }),
      ).rejects.toThrow('JobApplicationInterest: 1 of 1 e-mails could not be sent');
    } finally {
      vi.stubEnv('EMAIL_TEMPLATE_PREFIX', PREFIX);
    }
    expect(await ses.mailTo(to)).toHaveLength(0);
    const failure = logged
      .map((line) => JSON.parse(line))
      .find((entry) => entry.message === 'notify: send failed');
    expect(failure).toMatchObject({ level: 'ERROR', template: 'JobApplicationInterest' });
    expect(JSON.stringify(failure)).not.toContain(to);
  });

  it('throws when no sender is configured, keeping the event for replay', async () => {
    captureLogs();
    vi.stubEnv('EMAIL_FROM', '');
    try {
      await expect(
        handler({
          id: randomUUID(),
          template: 'JobApplicationInterest',
          recipients: ['x@example.com'],
          data: sampleData.JobApplicationInterest,
        }),
      ).rejects.toThrow('EMAIL_FROM is not set');
    } finally {
      vi.stubEnv('EMAIL_FROM', FROM);
    }
  });
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
    await handler(event(id, [to]));
    await handler(event(id, [to]));
    await Promise.all([handler(event(id, [to])), handler(event(id, [to]))]);
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
    await handler(event(id, [parent]));
    await handler(event(id, [parent, teen]));
    expect(await ses.mailTo(parent)).toHaveLength(1);
    expect(await ses.mailTo(teen)).toHaveLength(1);
  });

  it('frees the claim when SES refuses, so the retry sends it', async () => {
    captureLogs();
    const to = address('teen');
    const id = randomUUID();
    vi.stubEnv('EMAIL_TEMPLATE_PREFIX', 'not-deployed-');
    try {
      await expect(handler(event(id, [to]))).rejects.toThrow('1 of 1 e-mails could not be sent');
    } finally {
      vi.stubEnv('EMAIL_TEMPLATE_PREFIX', PREFIX);
    }
    expect(await storedDeliveries(id)).toEqual([]);
    await handler(event(id, [to]));
    expect(await ses.mailTo(to)).toHaveLength(1);
  });

  it('throws without sending when the deliveries table is throttled, so Lambda retries', async () => {
    captureLogs();
    const to = address('teen');
    const id = randomUUID();
    dynamo.faults.set([{ error: 'ProvisionedThroughputExceededException', operations: ['PutItem'] }]);
    try {
      await expect(handler(event(id, [to]))).rejects.toThrow('1 of 1 e-mails could not be sent');
    } finally {
      dynamo.faults.clear();
    }
    expect(await ses.mailTo(to)).toHaveLength(0);
    await handler(event(id, [to]));
    expect(await ses.mailTo(to)).toHaveLength(1);
  }, 20_000);
});

describe('from notify() to the inbox', () => {
  it('delivers through an asynchronous Lambda invocation', async () => {
    captureLogs();
    const lambda = await startInvokeStandIn((payload) => handler(payload));
    vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', lambda.url);
    vi.stubEnv('NOTIFY_FUNCTION_NAME', 'test-notify');
    try {
      const { notify } = await import('../lib/notify');
      const teen = address('teen');
      await notify('TeenApplicationReceived', [teen, undefined, ''], {
        teenName: 'Maya',
        jobTitle: 'Yard work',
        employerName: 'Green Thumb',
      });
      await lambda.settled();

      expect(lambda.invocations).toHaveLength(1);
      const [mail] = await ses.mailTo(teen);
      expect(mail?.subject).toBe('Your application for Yard work was sent');
      expect(mail?.body.text).toContain('Job: Yard work\nEmployer: Green Thumb');
    } finally {
      await lambda.close();
    }
  });
});
