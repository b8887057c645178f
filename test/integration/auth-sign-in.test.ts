import { describe, expect, it } from 'vitest';
import {
  claimsOf,
  createRolelessUser,
  employerPayload,
  PASSWORD,
  refreshWith,
  register,
  registerVerified,
  revokeWith,
  sessionOf,
  signIn,
  studentPayload,
} from './support/accounts';
import { api } from './support/api';
import { webClientTokens } from './support/web-client';

const signInBody = (emailId: string, expectedRoleId: number, password = PASSWORD) => ({
  emailId,
  password,
  expectedRoleId,
});

describe('POST /signin', () => {
  it('signs a student in on the Student tab and an employer on the Employer tab', async () => {
    const student = await api('signIn', { body: signInBody('student@example.com', 1) });
    expect(student.status).toBe(200);
    // The refresh token is only in the HttpOnly session cookie.
    expect(Object.keys(student.body.data).sort()).toEqual(['idToken']);
    expect(claimsOf(student.body.data.idToken)).toMatchObject({
      email: 'student@example.com',
      'custom:role': '1',
    });

    const employer = await api('signIn', { body: signInBody('employer@example.com', 2) });
    expect(employer.status).toBe(200);
    expect(claimsOf(employer.body.data.idToken)['custom:role']).toBe('2');
  });

  it('accepts the address in any case and with spaces around it', async () => {
    expect((await api('signIn', { body: signInBody('  Student@Example.COM ', 1) })).status).toBe(200);
  });

  it('refuses the wrong tab with a 409 that names the right one (403 means "verify")', async () => {
    const employerOnStudentTab = await api('signIn', {
      body: signInBody('employer@example.com', 1),
    });
    expect(employerOnStudentTab.status).toBe(409);
    expect(employerOnStudentTab.body).toEqual({
      code: 'WRONG_ACCOUNT_TYPE',
      message: 'This is an employer account. Please use the Employer tab to sign in.',
    });
    const studentOnEmployerTab = await api('signIn', { body: signInBody('teen@example.com', 2) });
    expect(studentOnEmployerTab.status).toBe(409);
    expect(studentOnEmployerTab.body.message).toBe(
      'This is a student account. Please use the Student tab to sign in.',
    );
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const wrongPassword = await api('signIn', {
      body: signInBody('student@example.com', 1, 'Neighbour1?'),
    });
    const unknown = await api('signIn', { body: signInBody('nobody-at-all@example.com', 1) });
    for (const res of [wrongPassword, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' });
    }
  });

  it('sends an unverified account to the verification screen with a 403', async () => {
    const payload = employerPayload();
    await register(payload);
    const res = await api('signIn', { body: signInBody(payload.emailId, 2) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('USER_NOT_CONFIRMED');
    expect(res.body.message).toMatch(/verify your email/);
    // The wrong password must not reveal that the account exists but is unverified.
    const wrong = await api('signIn', { body: signInBody(payload.emailId, 2, 'Wrong-pass1!') });
    expect(wrong.status).toBe(401);
  });

  it('signs a freshly registered and verified student in', async () => {
    const payload = await registerVerified(studentPayload());
    const res = await api('signIn', { body: signInBody(payload.emailId, 1) });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.data.idToken)['custom:role']).toBe('1');
  });

  it.each([
    [{ password: PASSWORD, expectedRoleId: 1 }, 'emailId', 'Email is required'],
    [
      { emailId: 'nope', password: PASSWORD, expectedRoleId: 1 },
      'emailId',
      'Please enter a valid email address',
    ],
    [{ emailId: 'a@example.com', expectedRoleId: 1 }, 'password', 'Password is required'],
    [{ emailId: 'a@example.com', password: '', expectedRoleId: 1 }, 'password', 'Password is required'],
    [
      { emailId: 'a@example.com', password: PASSWORD },
      'expectedRoleId',
      'Please choose the Student or Employer tab to sign in.',
    ],
    [
      { emailId: 'a@example.com', password: PASSWORD, expectedRoleId: 3 },
      'expectedRoleId',
      'Please choose the Student or Employer tab to sign in.',
    ],
  ])('validates %j', async (body, field, message) => {
    const res = await api('signIn', { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses unknown fields', async () => {
    const res = await api('signIn', {
      body: { ...signInBody('student@example.com', 1), remember: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ remember: 'Unknown field "remember".' });
  });
});

describe('POST /token/refresh', () => {
  it('gives a new ID token for the session cookie, and a rotated cookie', async () => {
    const { cookie } = await signIn('student@example.com', 1);
    const res = await refreshWith(cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['idToken']);
    expect(claimsOf(res.body.data.idToken)).toMatchObject({
      email: 'student@example.com',
      'custom:role': '1',
    });
    expect(sessionOf(res).cookie).not.toBe(cookie);
    const profile = await api('getOwnProfile', { token: res.body.data.idToken });
    expect(profile.status).toBe(200);
  });

  it('answers 401 and clears the cookie for no session, a made-up one, or a body', async () => {
    for (const cookie of [
      undefined,
      'nj_session=not-a-session',
      `nj_session=${'A'.repeat(24)}.not-a-token`,
    ]) {
      const res = await api('refreshToken', { headers: cookie ? { cookie } : {} });
      expect(res.status, cookie).toBe(401);
      expect(res.body).toEqual({
        code: 'SESSION_EXPIRED',
        message: 'Your session has expired. Please sign in again.',
      });
      expect(sessionOf(res).attributes).toContain('Max-Age=0');
    }
    // The refresh token is never a body field any more.
    expect((await api('refreshToken', { body: { refreshToken: 'x' } })).status).toBe(400);
  });
});

describe('POST /token/revoke (sign-out)', () => {
  it('ends the session: it can no longer refresh, the cookie is cleared, a second sign-out answers the same', async () => {
    const { cookie } = await signIn('student@example.com', 1);
    const refreshed = await refreshWith(cookie);
    expect(refreshed.status).toBe(200);
    const current = sessionOf(refreshed).cookie;

    const out = await revokeWith(current);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You are signed out.' });
    expect(sessionOf(out).attributes).toContain('Max-Age=0');

    const refused = await refreshWith(current);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('SESSION_EXPIRED');
    // Already ended, or no session at all: the same answer (nobody learns whether a token was live).
    expect((await revokeWith(current)).body).toEqual(out.body);
    expect((await api('revokeToken')).status).toBe(200);
  });

  it('ends only that session: another sign-in of the same person keeps refreshing', async () => {
    const first = await signIn('employer@example.com', 2);
    const second = await signIn('employer@example.com', 2);
    expect((await revokeWith(first.cookie)).status).toBe(200);
    expect((await refreshWith(second.cookie)).status).toBe(200);
  });

  it('ends a session of the browser client (a Google sign-in) too', async () => {
    const email = await createRolelessUser('Gail', 'Google');
    const { cookie } = await webClientTokens(email);
    const refreshed = await refreshWith(cookie);
    expect(refreshed.status).toBe(200);
    const current = sessionOf(refreshed).cookie;
    expect((await revokeWith(current)).status).toBe(200);
    expect((await refreshWith(current)).status).toBe(401);
  });

  it('refuses a body with a 400: the cookie names the session', async () => {
    const extra = await api('revokeToken', { body: { refreshToken: 'x' } });
    expect(extra.status).toBe(400);
  });
});
