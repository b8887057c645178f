import { ApiRequestError, callRoute, type RouteCall } from '../api-client';

/*
 * The session's own calls (lib/auth/session.tsx, SignInAgain). Each schema (and full zod with it) loads
 * with the first call, beside the request: the public pages' first screen does not carry zod.
 */

/**
 * POST /token/refresh: a new ID token for the session in the HttpOnly cookie, which the
 * browser sends by itself (same origin, SameSite=Strict, path /api/token).
 */
export async function refreshIdToken(): Promise<string> {
  const { data } = await callRoute('refreshToken', { anonymous: true });
  return data.idToken;
}

/** POST /signin, for signing in again in place (SignInAgain): the ID token, the cookie set beside it. */
export async function signInAgain(body: RouteCall<'signIn'>['body']) {
  const { data } = await callRoute('signIn', { body, anonymous: true });
  return data.idToken;
}

/** A refusal that ends the session (401), as opposed to a passing one (429, 5xx, network). */
export const isSessionEnded = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * POST /token/revoke (sign-out): the session in the cookie ends, at Cognito too, and the API clears the
 * cookie. `keepalive` lets the request finish while sign-out loads the home page. Failures are silent
 * (as is a missing configuration: nothing signed in could have happened): the page has forgotten the ID
 * token either way, and nobody reads the answer.
 */
export function revokeSession(): void {
  callRoute('revokeToken', { anonymous: true, keepalive: true, unparsed: true }).catch(() => undefined);
}

/**
 * POST /token/revoke-all ("Sign out everywhere"): every session of the signed-in account ends, on
 * every device, and the API clears this browser's cookie. Unlike sign-out, it must be seen to work:
 * a failure rejects, and the person stays signed in to try again.
 */
export function revokeEverySession(): Promise<{ message: string }> {
  return callRoute('signOutEverywhere', {});
}
