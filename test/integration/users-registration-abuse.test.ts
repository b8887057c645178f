import { randomUUID } from 'node:crypto';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/rules/limits';
import { RESEND_COOLDOWN_SECONDS } from '../../shared/rules/verification-codes';
import {
  employerPayload,
  latestCode,
  newEmail,
  PASSWORD,
  poolClient,
  poolUser,
  register,
  registerVerified,
  signIn,
  studentPayload,
  teenPayload,
  waitForMail,
} from './support/accounts';
import { api, stack } from './support/api';
import { readPartition } from './support/tables';

/*
 * Abuse of POST /user and POST /verifyuser: an account cannot be turned against other
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
  api('verifyUser', { body: { userId: email, verificationCode: code } });

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
    const res = await api('registerUser', { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ firstName: LETTERS, lastName: LETTERS, parentName: PARENT_LETTERS });
    await expectNothingFor(payload.emailId, payload.parentEmail);
  });
});

describe('e-mail length', () => {
  it('refuses an address longer than the 128 characters Cognito accepts with a 400, never a 500', async () => {
    const long = `${'a'.repeat(129 - '@example.com'.length)}@example.com`;
    const res = await api('registerUser', { body: employerPayload({ emailId: long }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ emailId: 'Email addresses must be 128 characters or fewer' });
    await expectNothingFor(long);
    // 128 exactly is an account.
    const longest = `${'b'.repeat(128 - '@example.com'.length)}@example.com`;
    await register(employerPayload({ emailId: longest }));
    expect(poolUser(longest)?.UserStatus).toBe('UNCONFIRMED');
    for (const route of ['resendVerificationCode', 'verifyUser'] as const) {
      const body = route === 'verifyUser' ? { userId: long, verificationCode: '123456' } : { emailId: long };
      const other = await api(route, { body });
      expect(other.status, route).toBe(400);
    }
  });
});

describe('no takeover of a sign-up waiting for its code', () => {
  it('register again 31 s after the owner, then the owner confirms: only the first password works', async () => {
    const email = newEmail('taken-over');
    const owner = await register(studentPayload({ emailId: email, firstName: 'Olivia' }));
    const ownerId = owner.body.data.id as string;
    const attacker = employerPayload({ emailId: email, firstName: 'Mallory', password: 'Squat1!x' });

    // Within the 30-second code slot, and after it, the address stays the first registrant's.
    const early = await api('registerUser', { body: attacker });
    expect(early.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, (RESEND_COOLDOWN_SECONDS + 1) * 1000));
    const again = await api('registerUser', { body: attacker });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'SIGN_UP_PENDING',
      message: expect.stringMatching(/waiting for its/),
    });
    // Straight at Cognito with the browser's public client id: refused too (pre-sign-up trigger).
    await expect(
      poolClient().send(
        new SignUpCommand({
          ClientId: stack().userPoolClientId,
          Username: email,
          Password: 'Squat1!x',
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      ),
    ).rejects.toThrow();

    expect(await profilesWith(email)).toEqual([
      expect.objectContaining({ userId: ownerId, firstName: 'Olivia' }),
    ]);
    expect((await verify(email)).status).toBe(200);
    await signIn(email, 1, PASSWORD);
    for (const expectedRoleId of [1, 2]) {
      const attackerSignIn = await api('signIn', {
        body: { emailId: email, password: 'Squat1!x', expectedRoleId },
      });
      expect(attackerSignIn.status).toBe(401);
    }
  }, 60_000);

  it('never replaces a confirmed account (409, nothing changed)', async () => {
    const payload = await registerVerified(employerPayload());
    const before = await profilesWith(payload.emailId);
    const res = await api('registerUser', { body: studentPayload({ emailId: payload.emailId }) });
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
      Array.from({ length: 50 }, () => api('registerUser', { body: payload })),
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

  it('announces every teen who names a parent address, a second child too', async () => {
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
      const taken = await api('registerUser', { body: employerPayload({ emailId: payload.emailId }) });
      expect(taken.status, `attempt ${attempt}`).toBe(409);
    }
    const refused = await api('registerUser', { body: employerPayload({ emailId: payload.emailId }) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: limits.registerPerAddress.message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('CONFIRMED');
  });

  it('counts sign-ups per IP: one past the hourly limit is a 429, creating nothing and mailing nobody', async () => {
    const sourceIp = '127.200.0.21';
    const { max, message } = limits.registerPerIp;
    for (let i = 1; i <= max; i++) {
      const res = await api('registerUser', { body: employerPayload(), sourceIp });
      expect(res.status, `sign-up ${i}`).toBe(201);
    }
    const payload = teenPayload();
    const refused = await api('registerUser', { body: payload, sourceIp });
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

describe('per-address limits count the mailbox, not the spelling', () => {
  it('victim+1…+6@ register against one daily count: the sixth is a 429 and makes nothing', async () => {
    const local = `victim-${randomUUID().slice(0, 8)}`;
    const { max, message } = limits.registerPerAddress;
    for (let tag = 1; tag <= max; tag++) {
      const res = await api('registerUser', {
        body: employerPayload({ emailId: `${local}+${tag}@example.org` }),
      });
      expect(res.status, `+${tag}`).toBe(201);
    }
    const spelling = `${local.toUpperCase()}+${max + 1}@Example.org`;
    const refused = await api('registerUser', { body: employerPayload({ emailId: spelling }) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(message);
    expect(poolUser(spelling.toLowerCase())).toBeUndefined();
  });

  it('Gmail dots and googlemail.com are one mailbox for code resends', async () => {
    const local = `dots${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const spellings = Array.from({ length: limits.resendPerAddress.max + 1 }, (_, i) => {
      const dotted = `${local.slice(0, i + 1)}.${local.slice(i + 1)}`;
      return `${dotted}+${i}@${i % 2 ? 'googlemail.com' : 'gmail.com'}`;
    });
    // Each spelling is its own address (no account here: the answers are the same for every address).
    for (const emailId of spellings.slice(0, -1)) {
      const res = await api('resendVerificationCode', { body: { emailId } });
      expect(res.status, emailId).toBe(200);
    }
    const refused = await api('resendVerificationCode', { body: { emailId: spellings.at(-1) } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(limits.resendPerAddress.message);
  });

  it('password reset codes are counted per mailbox too', async () => {
    const payload = await registerVerified(
      studentPayload({ emailId: `reset-${randomUUID().slice(0, 8)}@example.org` }),
    );
    const [local, domain] = payload.emailId.split('@');
    const { max, message } = limits.resetPerAddress;
    for (let tag = 0; tag < max; tag++) {
      const email = tag === 0 ? payload.emailId : `${local}+${tag}@${domain}`;
      const res = await api('forgotPassword', { body: { email } });
      expect(res.status, email).toBe(200);
    }
    const refused = await api('forgotPassword', { body: { email: `${local}+x@${domain}` } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});
