/**
 * The ID token sent as the bearer token. In this page's memory only (docs/spec/1-students-and-accounts.md §3 kept it in session
 * storage): the session (lib/auth/session.tsx) sets it from POST /token/refresh, whose refresh token
 * lives in an HttpOnly cookie no script can read.
 */
let bearer: string | null = null;

export function setBearerToken(idToken: string | null): void {
  bearer = idToken;
}

export function bearerToken(): string | null {
  return bearer;
}

/** A request's headers: JSON both ways, and the session's token unless the call goes without it. */
export function requestHeaders(hasBody: boolean, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer && !anonymous) headers.Authorization = `Bearer ${bearer}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}
