import { sessionCookie } from '@shared/auth/session-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt, expiresAt, readSessionHint, userFromClaims } from './tokens';

const jwt = (claims: Record<string, unknown>) =>
  `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('ID token claims', () => {
  it('decodes a base64url payload, including non-ASCII names', () => {
    const claims = decodeJwt(jwt({ sub: 'u1', given_name: 'Zoë', exp: 10 }));
    expect(claims).toEqual({ sub: 'u1', given_name: 'Zoë', exp: 10 });
    expect(expiresAt(claims ?? {})).toBe(10_000);
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeJwt('not-a-token')).toBeNull();
    expect(decodeJwt('a.!!!.c')).toBeNull();
    expect(decodeJwt(jwt([1, 2] as unknown as Record<string, unknown>))).toBeNull();
  });

  it('builds the signed-in user from the claims (docs/spec/1-students-and-accounts.md §3)', () => {
    expect(
      userFromClaims({
        sub: 'u1',
        given_name: 'Maya',
        family_name: 'Patel',
        email: 'teen@example.com',
        phone_number: '+15125550111',
        'custom:role': '1',
      }),
    ).toEqual({
      id: 'u1',
      name: 'Maya Patel',
      emailId: 'teen@example.com',
      contactNumber: '+15125550111',
      roleId: 1,
      moderator: false,
    });
  });

  it('leaves the phone empty when absent and reads the employer role', () => {
    expect(
      userFromClaims({ sub: 'u2', given_name: 'Sam', email: 'e@example.com', 'custom:role': '2' }),
    ).toMatchObject({ name: 'Sam', contactNumber: '', roleId: 2 });
  });

  it('is not a session without a role (a Google sign-up not completed yet)', () => {
    expect(userFromClaims({ sub: 'u3', email: 'g@example.com' })).toBeNull();
    expect(userFromClaims({ sub: 'u3', 'custom:role': '9' })).toBeNull();
    // Another group is not the moderators group.
    expect(userFromClaims({ sub: 'u3', 'cognito:groups': ['testers'] })).toBeNull();
  });

  it('is a session for a moderator’s staff account: no role, in the moderators group', () => {
    expect(
      userFromClaims({
        sub: 'u4',
        given_name: 'Morgan',
        email: 'm@example.com',
        'cognito:groups': ['moderators'],
      }),
    ).toMatchObject({ id: 'u4', roleId: null, moderator: true });
    expect(userFromClaims({ sub: 'u5', 'custom:role': '2', 'cognito:groups': ['moderators'] })).toMatchObject(
      { roleId: 2, moderator: true },
    );
  });
});

describe('readSessionHint', () => {
  const hint = `${sessionCookie.hintName}=1`;
  /** A document whose cookie string is `cookies`, counting the reads (each one waits on the browser). */
  function stubDocument(cookies: string) {
    const reads = { count: 0 };
    vi.stubGlobal('document', {
      get cookie() {
        reads.count++;
        return cookies;
      },
    });
    return reads;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the Cookie Store, without reading document.cookie', async () => {
    const reads = stubDocument('');
    vi.stubGlobal('cookieStore', {
      get: async (name: string) => (name === sessionCookie.hintName ? { name, value: '1' } : null),
    });
    await expect(readSessionHint()).resolves.toBe(true);
    expect(reads.count).toBe(0);
  });

  it('says no when the Cookie Store has no hint', async () => {
    stubDocument(hint);
    vi.stubGlobal('cookieStore', { get: async () => null });
    await expect(readSessionHint()).resolves.toBe(false);
  });

  it('reads document.cookie where the Cookie Store refuses, or the browser has none', async () => {
    stubDocument(`other=2; ${hint}`);
    vi.stubGlobal('cookieStore', {
      get: () => Promise.reject(new DOMException('insecure', 'SecurityError')),
    });
    await expect(readSessionHint()).resolves.toBe(true);
    vi.stubGlobal('cookieStore', undefined);
    await expect(readSessionHint()).resolves.toBe(true);
    stubDocument('other=2');
    await expect(readSessionHint()).resolves.toBe(false);
  });
});
