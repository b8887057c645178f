import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { CODE_SENT } from '../../functions/auth/routes/resend-verification-code';
import { limits } from '../../shared/rules/limits';
import {
  employerPayload,
  latestCode,
  newEmail,
  PASSWORD,
  poolClient,
  poolUser,
  register,
  registerVerified,
  wrongCode,
} from './support/accounts';
import { api, functionsClient } from './support/api';

/** A pool user made directly with SignUp, so no registration has started its resend cooldown. */
async function unconfirmedPoolUser(): Promise<string> {
  const email = newEmail('pool');
  const { clientId, secretHash } = await functionsClient(email);
  await poolClient().send(
    new SignUpCommand({
      ClientId: clientId,
      SecretHash: secretHash,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  return email;
}

describe('POST /verifyuser', () => {
  it('verifies the account with the e-mailed code, after which sign-in works', async () => {
    const payload = employerPayload();
    await register(payload);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('UNCONFIRMED');
    const res = await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: latestCode(payload.emailId) },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/verified/);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('CONFIRMED');
    const signIn = await api('signIn', {
      body: { emailId: payload.emailId, password: PASSWORD, expectedRoleId: 2 },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a wrong code with a "Prefix: text" message the screen splits at the first colon', async () => {
    const payload = employerPayload();
    await register(payload);
    const res = await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: wrongCode(latestCode(payload.emailId)) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'CODE_MISMATCH',
      message:
        'VerificationFailed: That code is not right or has expired. Check the latest e-mail or request a new code.',
    });
    expect(poolUser(payload.emailId)?.UserStatus).toBe('UNCONFIRMED');
  });

  it('answers an unknown address, a verified account and a wrong code alike', async () => {
    const verified = await registerVerified(employerPayload());
    const pending = employerPayload();
    await register(pending);
    const answers = await Promise.all(
      [
        { userId: newEmail('nobody'), verificationCode: '123456' },
        { userId: verified.emailId, verificationCode: '123456' },
        { userId: pending.emailId, verificationCode: wrongCode(latestCode(pending.emailId)) },
      ].map((body) => api('verifyUser', { body })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body.code).toBe('CODE_MISMATCH');
    expect(answers[0]?.body.message).toMatch(/^VerificationFailed: /);
  });

  it('answers 200 again to the owner repeating a verify that worked (they hold the code)', async () => {
    const payload = employerPayload();
    await register(payload);
    const code = latestCode(payload.emailId);
    const body = { userId: payload.emailId, verificationCode: code };
    expect((await api('verifyUser', { body })).status).toBe(200);
    const again = await api('verifyUser', { body });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/verified/);
  });

  it.each([
    [{ userId: 'a@example.com', verificationCode: '12345' }, 'verificationCode', 'Code must be 6 digits'],
    [
      { userId: 'a@example.com', verificationCode: '12a456' },
      'verificationCode',
      'Please enter numbers only',
    ],
    [{ userId: 'a@example.com', verificationCode: 123456 }, 'verificationCode', 'Code must be 6 digits'],
    [{ verificationCode: '123456' }, 'userId', 'Email is required'],
    [{ userId: 'a@example.com', verificationCode: '123456', extra: 1 }, 'extra', 'Unknown field "extra".'],
    [
      { userId: 'not-an-address', verificationCode: '123456' },
      'userId',
      'Please enter a valid email address',
    ],
  ])(
    'validates %j with the field’s own message: a form that is not valid was not a failed verification',
    async (body, field, message) => {
      const res = await api('verifyUser', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(res.body.fields[field]).toBe(message);
    },
  );
});

describe('POST /resend/verification-code', () => {
  it('sends a new code, then refuses another within 30 seconds (429 + Retry-After)', async () => {
    const email = await unconfirmedPoolUser();
    const first = latestCode(email);
    const res = await api('resendVerificationCode', { body: { emailId: email } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CODE_SENT);
    const second = latestCode(email);
    expect(second).toMatch(/^\d{6}$/);

    const again = await api('resendVerificationCode', { body: { emailId: email } });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(again.body.message).toBe(`Please wait ${retryAfter} seconds before asking for another code.`);
    expect(latestCode(email)).toBe(second);
    // The old code no longer works; the new one does.
    if (first !== second) {
      const old = await api('verifyUser', { body: { userId: email, verificationCode: first } });
      expect(old.status).toBe(400);
    }
    const ok = await api('verifyUser', { body: { userId: email, verificationCode: second } });
    expect(ok.status).toBe(200);
  });

  it('starts the cooldown at registration, which sent the first code', async () => {
    const payload = employerPayload();
    await register(payload);
    const res = await api('resendVerificationCode', {
      body: { emailId: payload.emailId.toUpperCase() },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('treats an unknown address like a known one, cooldown included', async () => {
    const email = newEmail('nobody');
    const first = await api('resendVerificationCode', { body: { emailId: email } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(CODE_SENT);
    expect((await api('resendVerificationCode', { body: { emailId: email } })).status).toBe(429);
  });

  it('answers a verified account like an unknown one, sending nothing', async () => {
    const verified = await registerVerified(employerPayload());
    const res = await api('resendVerificationCode', { body: { emailId: verified.emailId } });
    const unknown = await api('resendVerificationCode', { body: { emailId: newEmail('nobody') } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(unknown.body);
    expect(res.body.message).toBe(CODE_SENT);
    expect(poolUser(verified.emailId)?.ConfirmationCode).toBeUndefined();
  });

  it('counts code requests per IP: one past the hourly limit is a 429 and sends nothing', async () => {
    const sourceIp = '127.201.0.31';
    for (let i = 1; i <= limits.resendPerIp.max; i++) {
      const res = await api('resendVerificationCode', {
        body: { emailId: newEmail('ip') },
        sourceIp,
      });
      expect(res.status, `request ${i}`).toBe(200);
    }
    const email = await unconfirmedPoolUser();
    const code = latestCode(email);
    const refused = await api('resendVerificationCode', { body: { emailId: email }, sourceIp });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(limits.resendPerIp.message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(latestCode(email)).toBe(code);
    // From elsewhere the same address still gets its code.
    expect((await api('resendVerificationCode', { body: { emailId: email } })).status).toBe(200);
  });

  it('validates the address', async () => {
    const res = await api('resendVerificationCode', { body: { emailId: '' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.emailId).toBe('Email is required');
  });
});
