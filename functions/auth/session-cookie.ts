import { sessionCookie } from '../../shared/auth/session-cookie';
import type { ApiEvent } from '../lib/http-handler';

/**
 * The session cookie's value: `<session id>.<refresh token>`. The session id names the session's
 * record (sessions.ts), so a refresh token that was rotated out can be told from a stranger's and
 * end its whole session.
 */
export interface SessionCookieValue {
  sessionId: string;
  refreshToken: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** Cognito's refresh tokens are about 1.8 KB; a cookie holds 4 KB. */
const MAX_VALUE = 4000;

/** The cookie header's values, as API Gateway's v2 event carries them (`cookies`) or a raw header. */
function cookiePairs(event: ApiEvent): string[] {
  if (event.cookies?.length) return event.cookies;
  const header = event.headers?.cookie;
  return header ? header.split(';').map((pair) => pair.trim()) : [];
}

/** Two cookies of the session's name came (one planted beside the real one): which is ours is unknown. */
export const TWO_SESSION_COOKIES = 'two';

/**
 * The session cookie, null when there is none (or it is malformed), or TWO_SESSION_COOKIES: the
 * token routes then refuse without clearing either, since a Set-Cookie that clears would remove the
 * real one and leave the planted one.
 */
export function readSessionCookie(event: ApiEvent): SessionCookieValue | null | typeof TWO_SESSION_COOKIES {
  const prefix = `${sessionCookie.name}=`;
  const pairs = cookiePairs(event).filter((candidate) => candidate.startsWith(prefix));
  if (pairs.length > 1) return TWO_SESSION_COOKIES;
  const value = pairs[0]?.slice(prefix.length) ?? '';
  if (value.length === 0 || value.length > MAX_VALUE) return null;
  const dot = value.indexOf('.');
  const sessionId = value.slice(0, dot);
  const refreshToken = value.slice(dot + 1);
  if (dot < 0 || !SESSION_ID.test(sessionId) || refreshToken === '') return null;
  return { sessionId, refreshToken };
}

const attributes = `Path=${sessionCookie.path}; HttpOnly; Secure; SameSite=Strict`;
const hintAttributes = 'Path=/; Secure; SameSite=Strict';

/**
 * Set-Cookie for a session: HttpOnly (no script reads it), Secure, SameSite=Strict, host only (`__Host-`);
 * and the hint beside it, which holds nothing but tells the page to ask for its ID token on load
 * (a visitor without one makes no refresh call).
 */
export function sessionSetCookie(value: SessionCookieValue): string[] {
  const maxAge = `Max-Age=${sessionCookie.maxAgeSeconds}`;
  return [
    `${sessionCookie.name}=${value.sessionId}.${value.refreshToken}; ${attributes}; ${maxAge}`,
    `${sessionCookie.hintName}=1; ${hintAttributes}; ${maxAge}`,
  ];
}

/** Set-Cookie values that remove the session cookie and its hint (sign-out, an ended session). */
export function clearedSessionCookie(): string[] {
  return [
    `${sessionCookie.name}=; ${attributes}; Max-Age=0`,
    `${sessionCookie.hintName}=; ${hintAttributes}; Max-Age=0`,
  ];
}
