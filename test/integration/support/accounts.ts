import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect } from 'vitest';
import { sessionCookie } from '../../../shared/auth/session-cookie';
import { dateOfBirthAged } from '../../../shared/rules/age';
import { api, stack } from './api';
import { storeUrl } from './inbox';

/** Helpers for the accounts tests: payloads, codes from the local pool, the local inbox. */

export const PASSWORD = 'Neighbour1!';

/** A fresh address per test, so test files can run in parallel on one stack. */
export const newEmail = (label = 'user') => `${label}-${randomUUID()}@example.com`;

/**
 * A student's registration. `age` (not a field of the API) picks a date of birth that makes them that
 * old today, half a year from a birthday (shared/rules/age.ts dateOfBirthAged); a `dateOfBirth` given
 * is sent as it is.
 */
export function studentPayload(overrides: Record<string, unknown> = {}) {
  const { age = 19, ...rest } = overrides;
  return {
    roleId: 1,
    firstName: 'Sam',
    lastName: 'Rivera',
    emailId: newEmail('student'),
    contactNumber: '5035550123',
    zipCode: '97201',
    dateOfBirth: dateOfBirthAged(age as number),
    interests: ['Dog walking', 'Tutoring'],
    bio: 'I like animals.',
    password: PASSWORD,
    referralSource: 'friends',
    ...rest,
  };
}

export function teenPayload(overrides: Record<string, unknown> = {}) {
  const parent = { parentName: 'Jo Rivera', parentEmail: newEmail('parent') };
  const { age = 15, ...rest } = overrides;
  return { ...studentPayload({ age }), ...parent, ...rest };
}

export function employerPayload(overrides: Record<string, unknown> = {}) {
  return {
    roleId: 2,
    firstName: 'Pat',
    lastName: 'Lee',
    emailId: newEmail('employer'),
    contactNumber: '5035550199',
    password: PASSWORD,
    referralSource: 'neighbors',
    referralDetails: 'A flyer at the library',
    ...overrides,
  };
}

/** The SDK pointed straight at cognito-local, as a browser holding the client id could be. */
export function poolClient() {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack().cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

interface PoolUser {
  Username: string;
  UserStatus: string;
  ConfirmationCode?: string;
  Attributes: { Name: string; Value: string }[];
}

/** The pool user as cognito-local stores it (its db file), found by e-mail. */
export function poolUser(email: string): PoolUser | undefined {
  const { dataDir, userPoolId } = stack();
  const file = path.join(dataDir, 'cognito', '.cognito', 'db', `${userPoolId}.json`);
  const db = JSON.parse(readFileSync(file, 'utf8')) as { Users?: Record<string, PoolUser> };
  return Object.values(db.Users ?? {}).find((u) =>
    u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  );
}

/** The latest sign-up or reset code e-mailed to this address. */
export function latestCode(email: string): string {
  const code = poolUser(email)?.ConfirmationCode;
  if (!code) throw new Error(`No code stored for ${email}`);
  return code;
}

/** A code that is certainly not the stored one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export async function register(payload: Record<string, unknown>) {
  const res = await api('registerUser', { body: payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

/** Registers and verifies through the API; returns the payload used. */
export async function registerVerified<T extends Record<string, unknown>>(payload: T): Promise<T> {
  await register(payload);
  const email = payload.emailId as string;
  const res = await api('verifyUser', {
    body: { userId: email, verificationCode: latestCode(email) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return payload;
}

/**
 * Signs in through the API on the given tab: the ID token (the body) and the session cookie as a
 * browser would send it back to /api/token/* (`cookie`), with the refresh token inside it.
 */
export async function signIn(email: string, roleId: 1 | 2, password = PASSWORD) {
  const res = await api('signIn', { body: { emailId: email, password, expectedRoleId: roleId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { idToken: res.body.data.idToken as string, ...sessionOf(res) };
}

/** The session cookie a response set: `cookie` to send back, the refresh token in it, its attributes. */
export function sessionOf(res: { headers: Headers }) {
  const setCookie = res.headers.getSetCookie().find((value) => value.startsWith(`${sessionCookie.name}=`));
  if (!setCookie) throw new Error('No session cookie was set');
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const value = pair.slice(sessionCookie.name.length + 1);
  return { cookie: pair, refreshToken: value.slice(value.indexOf('.') + 1), attributes };
}

/** POST /token/refresh as the browser sends it: no body, the session cookie. */
export const refreshWith = (cookie: string) => api('refreshToken', { headers: { cookie } });
/** POST /token/revoke (sign-out) as the browser sends it. */
export const revokeWith = (cookie: string) => api('revokeToken', { headers: { cookie } });

export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
}

async function mailsTo(address: string): Promise<StoredMail[]> {
  const res = await fetch(storeUrl());
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

/** Polls the local inbox: sending is asynchronous (the notify function is invoked as an event). */
export async function waitForMail(address: string, timeoutMs = 5000): Promise<StoredMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A pool user with no role and no profile, as a Google sign-in leaves one before POST /user/social
 * (cognito-local has no federation, so the user is created directly).
 */
/** The `identities` attribute Cognito gives a user who came through Google (a JSON list). */
const googleIdentities = (email: string) =>
  JSON.stringify([
    {
      userId: String(Buffer.from(email).toString('hex')).slice(0, 21),
      providerName: 'Google',
      providerType: 'Google',
      issuer: null,
      primary: 'true',
      dateCreated: String(Date.now()),
    },
  ]);

/**
 * A pool user without a role: a Google user before sign-up completion (`federated`, the default: it
 * carries the `identities` Cognito gives federated users), or one made straight in the pool.
 */
export async function createRolelessUser(first: string, last: string, federated = true): Promise<string> {
  const email = newEmail('google');
  const client = poolClient();
  const { userPoolId } = stack();
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: first },
        { Name: 'family_name', Value: last },
        ...(federated ? [{ Name: 'identities', Value: googleIdentities(email) }] : []),
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: PASSWORD,
      Permanent: true,
    }),
  );
  return email;
}
