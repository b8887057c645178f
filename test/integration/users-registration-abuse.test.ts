import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/rules/limits';
import { RESEND_COOLDOWN_SECONDS } from '../../shared/schemas/auth';
import {
  employerPayload,
  latestCode,
  newEmail,
  PASSWORD,
  poolUser,
  register,
  registerVerified,
  signIn,
  studentPayload,
  teenPayload,
  waitForMail,
} from './support/accounts';
import { api } from './support/api';
import { readItem, readPartition } from './support/tables';

/*
 * Issue 10 §1 and §6 on POST /user and POST /verifyuser: an account cannot be turned against other
 * people. Every refusal is shown to have written nothing (no pool user, no profile) and mailed nobody.
 */

const TAKEN = 'This email is already registered with the product, try another email.';
const LETTERS = "Names can only contain letters, spaces, apostrophes (') and hyphens (-)";
const PARENT_LETTERS =
  "Parent/guardian name can only contain letters, spaces, apostrophes (') and hyphens (-)";

const profilesWith = (email: string) => readPartition('users', { name: 'emailId', value: email }, 'byEmail');

/** Nothing of `emails` anywhere: no pool user, no profile, no mail. */
async function expectNothingFor(...emails: string[]) {
  for (const email of emails) {
    expect(poolUser(email), email).toBeUndefined();
    expect(await profilesWith(email), email).toEqual([]);
  }
  const mails = await Promise.all(emails.map((email) => waitForMail(email, 1000)));
  expect(mails.flat()).toEqual([]);
}

const verify = (email: string, code = latestCode(email)) =>
  api('POST', '/verifyuser', { body: { userId: email, verificationCode: code } });

describe('names: letters, spaces, apostrophes and hyphens in any script', () => {
  it.each([
    ['Zoë', 'Ångström'],
    ['José', "O'Brien"],
    ['Anne-Marie', 'O’Neil'],
    ['Алёна', 'Иванова'],
    ['美咲', '佐藤'],
  ])('accepts %s %s, stored as typed', async (firstName, lastName) => {
    const payload = teenPayload({ firstName, lastName, parentName: 'Zoë Ann-Marie O’Brien' });
    await register(payload);
    const [profile] = await profilesWith(payload.emailId);
    expect(profile).toMatchObject({ firstName, lastName, parentName: 'Zoë Ann-Marie O’Brien' });
  });

  it.each([
    '<script>alert(1)</script>',
    'Sam2',
    'sam@example.com',
    'https://evil.example',
    'Visit evil.example',
  ])('refuses %j as any name, with a clear message, creating nothing and mailing nobody', async (name) => {
    const payload = teenPayload({ firstName: name, lastName: name, parentName: name });
    const res = await api('POST', '/user', { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ firstName: LETTERS, lastName: LETTERS, parentName: PARENT_LETTERS });
    await expectNothingFor(payload.emailId, payload.parentEmail);
  });
});

describe('e-mail length', () => {
  it('refuses an address longer than the 128 characters Cognito accepts with a 400, never a 500', async () => {
    const long = `${'a'.repeat(129 - '@example.com'.length)}@example.com`;
    const res = await api('POST', '/user', { body: employerPayload({ emailId: long }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ emailId: 'Email addresses must be 128 characters or fewer' });
    await expectNothingFor(long);
    // 128 exactly is an account.
    const longest = `${'b'.repeat(128 - '@example.com'.length)}@example.com`;
    await register(employerPayload({ emailId: longest }));
    expect(poolUser(longest)?.UserStatus).toBe('UNCONFIRMED');
    for (const path of ['/resend/verification-code', '/verifyuser']) {
      const body = path === '/verifyuser' ? { userId: long, verificationCode: '123456' } : { emailId: long };
      const other = await api('POST', path, { body });
      expect(other.status, path).toBe(400);
    }
  });
});

describe('e-mail squatting: an unconfirmed sign-up never keeps an address from its owner', () => {
  it("lets the owner register over someone else's unconfirmed sign-up, leaving nothing of it", async () => {
    const email = newEmail('squatted');
    const squatter = await register(
      employerPayload({ emailId: email, firstName: 'Mallory', password: 'Squat1!x' }),
    );
    const squatterId = squatter.body.data.id as string;

    // Within the 30-second code slot the address is held (one code per address per 30 s)…
    const early = await api('POST', '/user', { body: studentPayload({ emailId: email }) });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(TAKEN);
    // …after it, the owner's registration replaces the sign-up nobody confirmed.
    await new Promise((resolve) => setTimeout(resolve, (RESEND_COOLDOWN_SECONDS + 1) * 1000));
    const owner = await register(studentPayload({ emailId: email, firstName: 'Olivia' }));
    expect(owner.body.data.id).not.toBe(squatterId);
    expect(await readItem('users', { userId: squatterId })).toBeUndefined();
    expect(await profilesWith(email)).toEqual([expect.objectContaining({ firstName: 'Olivia', roleId: 1 })]);

    expect((await verify(email)).status).toBe(200);
    await signIn(email, 1, PASSWORD);
    const squatterSignIn = await api('POST', '/signin', {
      body: { emailId: email, password: 'Squat1!x', expectedRoleId: 2 },
    });
    expect(squatterSignIn.status).toBe(401);
  }, 60_000);

  it('never replaces a confirmed account (409, nothing changed)', async () => {
    const payload = await registerVerified(employerPayload());
    const before = await profilesWith(payload.emailId);
    const res = await api('POST', '/user', { body: studentPayload({ emailId: payload.emailId }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'EMAIL_TAKEN', message: TAKEN });
    expect(await profilesWith(payload.emailId)).toEqual(before);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('CONFIRMED');
  });
});

describe('the same registration 50 times at once', () => {
  it('makes one account and sends one code; the others get 409', async () => {
    const payload = teenPayload();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('POST', '/user', { body: payload })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [profile, ...others] = await profilesWith(payload.emailId);
    expect(others).toEqual([]);
    expect(profile?.userId).toBe(answers.find((a) => a.status === 201)?.body.data.id);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('UNCONFIRMED');
    // No parent alert before verification.
    expect(await waitForMail(payload.parentEmail, 1000)).toEqual([]);
  });
});

describe('the guardian invitation after verification', () => {
  it('50 verifies at once verify once, all answer 200, and the parent gets one invitation', async () => {
    const payload = teenPayload();
    await register(payload);
    const code = latestCode(payload.emailId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(payload.emailId, code)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(poolUser(payload.emailId)?.UserStatus).toBe('CONFIRMED');
    await waitForMail(payload.parentEmail);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await waitForMail(payload.parentEmail)).toHaveLength(1);
  });

  it('announces every teen who names a parent address, a second child too (issue 20)', async () => {
    const parentEmail = newEmail('busy-parent');
    await registerVerified(teenPayload({ parentEmail, firstName: 'Ann' }));
    await registerVerified(teenPayload({ parentEmail, firstName: 'Ben' }));
    await waitForMail(parentEmail);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = await waitForMail(parentEmail);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm you are Ann Rivera’s parent or guardian',
      'Confirm you are Ben Rivera’s parent or guardian',
    ]);
  });
});

describe('registration limits (shared/rules/limits.ts)', () => {
  it('counts attempts per address: one past the daily limit is a 429 with Retry-After, changing nothing', async () => {
    const payload = await registerVerified(employerPayload());
    for (let attempt = 2; attempt <= limits.registerPerAddress.max; attempt++) {
      const taken = await api('POST', '/user', { body: employerPayload({ emailId: payload.emailId }) });
      expect(taken.status, `attempt ${attempt}`).toBe(409);
    }
    const refused = await api('POST', '/user', { body: employerPayload({ emailId: payload.emailId }) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: limits.registerPerAddress.message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('CONFIRMED');
  });

  it('counts sign-ups per IP: one past the hourly limit is a 429, creating nothing and mailing nobody', async () => {
    const sourceIp = '127.200.0.21';
    const { max, message } = limits.registerPerIp;
    for (let i = 1; i <= max; i++) {
      const res = await api('POST', '/user', { body: employerPayload(), sourceIp });
      expect(res.status, `sign-up ${i}`).toBe(201);
    }
    const payload = teenPayload();
    const refused = await api('POST', '/user', { body: payload, sourceIp });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(message);
    expect(message).toBe(
      `There have been ${max} sign-ups from your network in the last hour. Please try again later.`,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await expectNothingFor(payload.emailId, payload.parentEmail);
    // Another visitor is not affected.
    await register(employerPayload());
  });
});
