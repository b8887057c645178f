import { ROLE_CLAIM, ROLES, type RoleId } from '@shared/auth/pool-definition';
import { sessionCookie } from '@shared/auth/session-cookie';
import { MODERATORS_GROUP } from '@shared/rules/moderation';
import { webPaths } from '@shared/web-paths';
import { bearerToken, setBearerToken } from '../api-client';

/** The signed-in user, from the ID token's claims (docs/spec/1-students-and-accounts.md §3). */
export interface SessionUser {
  id: string;
  name: string;
  emailId: string;
  /** Empty when the account has no phone number (e.g. a Google sign-up before completion). */
  contactNumber: string;
  /** null for a moderator's staff account, which has no role. */
  roleId: RoleId | null;
  /** In the user pool's moderators group: the moderation desk is theirs. */
  moderator: boolean;
}

export type IdTokenClaims = Record<string, unknown> & { exp?: number };

/**
 * Reads a JWT's payload without verifying it. The browser only uses the claims to show who is signed
 * in and when to refresh; every API call is verified by the server, so nothing here is trusted.
 */
export function decodeJwt(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, webPaths.home)
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as IdTokenClaims) : null;
  } catch {
    return null;
  }
}

/** A string claim, trimmed; empty when absent or not a string. */
export const claimText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function roleFromClaim(value: unknown): RoleId | null {
  const role = Number(value);
  return role === ROLES.student || role === ROLES.employer || role === ROLES.guardian ? role : null;
}

/**
 * The user an ID token describes, or null when it lacks what the app needs (a subject and a role, or
 * membership of the moderators group). A Google account that has not finished sign-up has no role yet
 * and is not a session.
 */
export function userFromClaims(claims: IdTokenClaims): SessionUser | null {
  const id = claimText(claims.sub);
  const roleId = roleFromClaim(claims[ROLE_CLAIM]);
  const groups = claims['cognito:groups'];
  const moderator = Array.isArray(groups) && groups.includes(MODERATORS_GROUP);
  if (!id || (roleId === null && !moderator)) return null;
  return {
    id,
    name: [claimText(claims.given_name), claimText(claims.family_name)].filter(Boolean).join(' '),
    emailId: claimText(claims.email),
    contactNumber: claimText(claims.phone_number),
    roleId,
    moderator,
  };
}

/** Milliseconds since the epoch at which the token expires, or null when it carries no expiry. */
export function expiresAt(claims: IdTokenClaims): number | null {
  return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
}

/**
 * Whether this browser has a session to renew: the readable hint cookie the API sets beside the
 * HttpOnly session cookie (shared/auth/session-cookie.ts). Without it the page is signed out at once
 * and makes no refresh call.
 */
export function hasSessionHint(): boolean {
  try {
    return document.cookie.split(';').some((pair) => pair.trim() === `${sessionCookie.hintName}=1`);
  } catch {
    return false;
  }
}

/**
 * The same, without holding the main thread where the browser has the Cookie Store API (all but old
 * Safari and Firefox): `document.cookie` asks the browser process and waits for the answer, and while a
 * page loads that wait took up to 20 ms on a desktop CPU, inside the task that starts the app (issue
 * 11: Total Blocking Time). The app reads the hint this way once, as it starts (main.tsx).
 */
export async function readSessionHint(): Promise<boolean> {
  if (typeof cookieStore === 'undefined') return hasSessionHint();
  try {
    return (await cookieStore.get(sessionCookie.hintName))?.value === '1';
  } catch {
    // No access to cookies from this page (an insecure context, a sandboxed frame): ask the old way.
    return hasSessionHint();
  }
}

/**
 * Removes the hint at once, before sign-out loads the next page: the API clears it too, but its answer
 * may arrive after that page has started, which would then ask to renew the session being ended.
 */
export function clearSessionHint(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = `${sessionCookie.hintName}=; Path=/; Secure; SameSite=Strict; Max-Age=0`;
  } catch {
    // No document (pre-render): nothing to clear.
  }
}

/**
 * Sends one request with another bearer than the session's: the Google completion screens call
 * POST /user/social with the Google ID token before any session has a role. The API client reads the
 * bearer when a request starts (synchronously, before its first await), so the token is set for
 * exactly that moment and the previous one restored at once.
 */
export function withBearerToken<T>(idToken: string, request: () => Promise<T>): Promise<T> {
  const previous = bearerToken();
  setBearerToken(idToken);
  try {
    return request();
  } finally {
    setBearerToken(previous);
  }
}
