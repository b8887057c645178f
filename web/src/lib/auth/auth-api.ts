import { ApiRequestError, apiRequest } from '../api-client';
import { getConfig } from '../config';

/**
 * POST /token/refresh: a new ID token for the session in the HttpOnly cookie (issue 21 §2), which the
 * browser sends by itself (same origin, SameSite=Strict, path /api/token). The response schema (and
 * full zod with it) loads with the first refresh: the public pages' first screen does not carry zod
 * (issue 11).
 */
export async function refreshIdToken(): Promise<string> {
  // The request leaves at once; its schema loads meanwhile (a new tab's first screen waits on this).
  const [body, { refreshTokenResponseSchema }] = await Promise.all([
    apiRequest('/token/refresh', { method: 'POST', anonymous: true }),
    import('@shared/schemas/auth'),
  ]);
  const parsed = refreshTokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('Unexpected answer from POST /token/refresh');
  return parsed.data.data.idToken;
}

/** POST /signin, for signing in again in place (SignInAgain): the ID token, the cookie set beside it. */
export async function signInAgain(body: { emailId: string; password: string; expectedRoleId: number }) {
  const { signInResponseSchema } = await import('@shared/schemas/auth');
  const response = await apiRequest('/signin', {
    method: 'POST',
    body,
    schema: signInResponseSchema,
    anonymous: true,
  });
  return response.data.idToken;
}

/** A refusal that ends the session (401), as opposed to a passing one (429, 5xx, network). */
export const isSessionEnded = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * POST /token/revoke (sign-out): the session in the cookie ends, at Cognito too, and the API clears the
 * cookie. `keepalive` lets the request finish while sign-out loads the home page. Failures are silent:
 * the page has forgotten the ID token either way.
 */
export function revokeSession(): void {
  try {
    const url = `${getConfig().apiBaseUrl.replace(/\/+$/, '')}/token/revoke`;
    fetch(url, { method: 'POST', keepalive: true, headers: { Accept: 'application/json' } }).catch(
      () => undefined,
    );
  } catch {
    // No configuration yet (nothing signed in could have happened): nothing to revoke.
  }
}
