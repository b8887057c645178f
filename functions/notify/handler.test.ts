import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailTemplates, renderTemplate } from '../../shared/emails';
import { sampleData } from '../../shared/emails/samples';
import { startInvokeStandIn, startLocalSes, testCredentials } from './test-support';

/*
 * The notify function against the real local SES (aws-ses-v2-local): templates created from the
 * shared definitions exactly as the CDK stack and the local runner create them, mail read back from
 * its /store.
 */

const PREFIX = 'test-';
const SUPPORT = 'support@neighbourhoodjobs.test';
const FROM = 'Neighbourhood Jobs <no-reply@neighbourhoodjobs.test>';

let ses: Awaited<ReturnType<typeof startLocalSes>>;
let handler: typeof import('./handler').handler;
let logged: string[] = [];

beforeAll(async () => {
  ses = await startLocalSes(PREFIX);
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
      await handler({ template: name, recipients: [to], data });

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
    ['an unknown template', { template: 'SendAnything', recipients: ['x@example.com'], data: {} }],
    [
      'data of another template',
      { template: 'JobApplicationInterest', recipients: ['x@example.com'], data: {} },
    ],
    [
      'an extra field',
      {
        template: 'JobApplicationInterest',
        recipients: ['x@example.com'],
        data: { ...sampleData.JobApplicationInterest, html: 'x' },
      },
    ],
    [
      'no recipients',
      { template: 'JobApplicationInterest', recipients: [], data: sampleData.JobApplicationInterest },
    ],
    ['a malformed address', { template: 'JobApplicationInterest', recipients: ['nope'], data: {} }],
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
