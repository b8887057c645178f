import { createHash } from 'node:crypto';
import {
  AdminListUserAuthEventsCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import { sessionCookie } from '../../shared/auth/session-cookie';
import {
  claimsOf,
  employerPayload,
  latestCode,
  newEmail,
  PASSWORD,
  poolClient,
  refreshWith,
  register,
  registerVerified,
  revokeWith,
  sessionOf,
  signIn,
  studentPayload,
  waitForMail,
} from './support/accounts';
import { api, stack } from './support/api';
import { readItem } from './support/tables';
import { googleCode } from './support/web-client';

/*
 * Sessions and the public client, over HTTP against the local stack and straight
 * at the Cognito stand-in:
 * - finding 2: ID tokens last 15 minutes, refresh tokens rotate and a reused one ends its whole
 *   session; a password reset ends every session;
 * - finding 3: the browser's client id alone makes no call behind the API;
 * - finding 5: Cognito's adaptive authentication sees the viewer's IP, not the edge's;
 * - the refresh token lives only in an HttpOnly, Secure, SameSite=Strict __Host- cookie.
 */

const NEW_PASSWORD = 'Changed2!pass';

describe('the session cookie', () => {
  it('carries the refresh token out of reach of scripts, in a cookie only this host can set', async () => {
    const signedIn = await api('signIn', {
      body: { emailId: 'student@example.com', password: PASSWORD, expectedRoleId: 1 },
    });
    expect(signedIn.status).toBe(200);
    expect(JSON.stringify(signedIn.body)).not.toMatch(/refresh/i);
    const { attributes, cookie } = sessionOf(signedIn);
    // A __Host- cookie: the browser takes it only from this very host, Secure, for Path=/, without a
    // Domain, so no sibling site can plant one of the same name.
    expect(cookie.startsWith('__Host-nj_session=')).toBe(true);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']));
    expect(attributes.filter((attribute) => /^(Domain|Path)=/i.test(attribute))).toEqual(['Path=/']);
  });

  it('refuses two session cookies at once without clearing either: a planted one cannot sign anyone out', async () => {
    const { cookie } = await signIn('student@example.com', 1);
    const planted = `${sessionCookie.name}=AAAAAAAAAAAAAAAAAAAAAAAA.planted-refresh-token`;
    for (const [name, res] of [
      ['refresh', await refreshWith(`${planted}; ${cookie}`)],
      ['sign-out', await revokeWith(`${planted}; ${cookie}`)],
      ['refresh, real one first', await refreshWith(`${cookie}; ${planted}`)],
    ] as const) {
      expect(res.status, name).toBe(401);
      expect(res.body.code, name).toBe('SESSION_COOKIE_TWICE');
      expect(res.headers.getSetCookie(), name).toEqual([]);
    }
    // The real session lives on.
    expect((await refreshWith(cookie)).status).toBe(200);
  });

  it('is not set by a refused sign-in (wrong tab)', async () => {
    const res = await api('signIn', {
      body: { emailId: 'employer@example.com', password: PASSWORD, expectedRoleId: 1 },
    });
    expect(res.status).toBe(409);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, on every device, and clears this browser’s cookie', async () => {
    const { emailId } = await registerVerified(studentPayload());
    const [here, elsewhere] = [await signIn(emailId, 1), await signIn(emailId, 1)];
    expect((await api('signOutEverywhere')).status).toBe(401);
    const res = await api('signOutEverywhere', { token: here.idToken, headers: { cookie: here.cookie } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('You are signed out on every device.');
    expect(
      res.headers
        .getSetCookie()
        .some((value) => value.startsWith(`${sessionCookie.name}=;`) && /Max-Age=0/.test(value)),
    ).toBe(true);
    for (const session of [here, elsewhere]) {
      const refreshed = await refreshWith(session.cookie);
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.code).toBe('SESSION_EXPIRED');
    }
    // The password still signs in: only the sessions ended.
    expect((await signIn(emailId, 1)).idToken).toBeTruthy();
  });
});

describe('token lifetimes and rotation', () => {
  it('ID tokens last at most 15 minutes', async () => {
    const { idToken, cookie } = await signIn('employer@example.com', 2);
    const refreshed = (await refreshWith(cookie)).body.data.idToken as string;
    for (const token of [idToken, refreshed]) {
      const { exp, iat } = claimsOf(token) as { exp: number; iat: number };
      expect(exp - iat).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('each refresh rotates the refresh token; the old one, used again after its successor, ends the whole session', async () => {
    const first = await signIn('student@example.com', 1);
    const second = await refreshWith(first.cookie);
    expect(second.status).toBe(200);
    const rotated = sessionOf(second);
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    const third = await refreshWith(rotated.cookie);
    expect(third.status).toBe(200);

    // A copy of the first cookie (stolen, or replayed) comes back: refused, and the session is over…
    const replay = await refreshWith(first.cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('SESSION_EXPIRED');
    // …so the holder of the newest token is signed out too: nobody keeps the session.
    expect((await refreshWith(sessionOf(third).cookie)).status).toBe(401);
  });

  it('a refresh whose answer was lost can be sent again; the answer it replaced then counts as a copy', async () => {
    const first = await signIn('student@example.com', 1);
    // The browser left the page before this answer arrived: it still holds the first cookie.
    const lost = sessionOf(await refreshWith(first.cookie));
    const again = await refreshWith(first.cookie);
    expect(again.status).toBe(200);
    const kept = sessionOf(again);
    expect(kept.refreshToken).not.toBe(lost.refreshToken);
    // Lost twice is still a retry: the first token may come back until a successor is used.
    const twice = await refreshWith(first.cookie);
    expect(twice.status).toBe(200);
    const newest = sessionOf(twice);
    const after = await refreshWith(newest.cookie);
    expect(after.status).toBe(200);

    // An answer that was never received, coming back, is a copy: the session is over for everyone.
    const copy = await refreshWith(lost.cookie);
    expect(copy.status).toBe(401);
    expect(copy.body.code).toBe('SESSION_EXPIRED');
    expect((await refreshWith(sessionOf(after).cookie)).status).toBe(401);
    expect((await refreshWith(kept.cookie)).status).toBe(401);
  });

  it('two refreshes with one token at once, as when a page is left mid-refresh and the next one refreshes: both answered, and the session lives on', async () => {
    const first = await signIn('student@example.com', 1);
    const sessionId = first.cookie.slice(first.cookie.indexOf('=') + 1, first.cookie.indexOf('.'));
    const [a, b] = await Promise.all([refreshWith(first.cookie), refreshWith(first.cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The one that rotated last holds the session: the answer the page still open keeps.
    const record = await readItem<{ tokenHash: string }>('users', {
      userId: `${COOLDOWN_KEY_PREFIX}session#${sessionId}`,
    });
    const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
    const answers = [sessionOf(a), sessionOf(b)];
    const kept = answers.find((answer) => hash(answer.refreshToken) === record?.tokenHash);
    const other = answers.find((answer) => answer !== kept);
    expect(kept).toBeDefined();
    const next = await refreshWith(kept?.cookie ?? '');
    expect(next.status).toBe(200);
    // The other answer, never received by a page that was left, is a copy once the session moved on.
    expect((await refreshWith(other?.cookie ?? '')).status).toBe(401);
  });

  it('a password reset ends every session of the account', async () => {
    const payload = await registerVerified(employerPayload());
    const laptop = await signIn(payload.emailId, 2);
    const phone = await signIn(payload.emailId, 2);
    expect((await refreshWith(laptop.cookie)).status).toBe(200);

    expect((await api('forgotPassword', { body: { email: payload.emailId } })).status).toBe(200);
    const reset = await api('confirmForgotPassword', {
      body: {
        email: payload.emailId,
        confirmationCode: latestCode(payload.emailId),
        newPassword: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);

    expect((await refreshWith(phone.cookie)).status).toBe(401);
    await signIn(payload.emailId, 2, NEW_PASSWORD);
  });
});

describe("the browser's public client id goes around nothing", () => {
  it('cannot resend codes, confirm a sign-up or ask for a reset straight at Cognito', async () => {
    const parentEmail = newEmail('parent');
    const teen = studentPayload({ age: 14, parentName: 'Jo Rivera', parentEmail });
    await register(teen);
    const code = latestCode(teen.emailId);
    const web = stack().userPoolClientId;
    const client = poolClient();
    const attempts: [string, () => Promise<unknown>][] = [
      [
        'ResendConfirmationCode',
        () => client.send(new ResendConfirmationCodeCommand({ ClientId: web, Username: teen.emailId })),
      ],
      [
        'ConfirmSignUp',
        () =>
          client.send(
            new ConfirmSignUpCommand({ ClientId: web, Username: teen.emailId, ConfirmationCode: code }),
          ),
      ],
      [
        'ForgotPassword',
        () => client.send(new ForgotPasswordCommand({ ClientId: web, Username: 'student@example.com' })),
      ],
    ];
    for (const [name, attempt] of attempts) {
      await expect(attempt(), name).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    // Nothing happened: the teen is still unconfirmed, and no parent was alerted.
    expect(latestCode(teen.emailId)).toBe(code);
    expect(await waitForMail(parentEmail, 1000)).toEqual([]);
  });

  it("cannot exchange a Google code at the token endpoint without the API's secret", async () => {
    const email = newEmail('gail');
    await registerVerified(employerPayload({ emailId: email }));
    const grant = await googleCode(email);
    const direct = await fetch(`${stack().cognitoUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: stack().userPoolClientId,
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.codeVerifier,
      }),
    });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe("adaptive authentication sees the viewer's IP", () => {
  it('a sign-in through the front door reaches Cognito with the IP the request came from', async () => {
    const payload = await registerVerified(studentPayload());
    const sourceIp = '127.203.4.5';
    const res = await api('signIn', {
      body: { emailId: payload.emailId, password: PASSWORD, expectedRoleId: 1 },
      sourceIp,
    });
    expect(res.status).toBe(200);
    const { AuthEvents } = await poolClient().send(
      new AdminListUserAuthEventsCommand({ UserPoolId: stack().userPoolId, Username: payload.emailId }),
    );
    expect(AuthEvents?.[0]?.EventContextData?.IpAddress).toBe(sourceIp);
  });
});
