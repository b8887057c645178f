import { apiRequest } from '../api-client';
import { getConfig } from '../config';

/**
 * POST /token/refresh: a new ID token for the stored refresh token (spec/1 §4). The response schema
 * (and full zod with it) loads with the first refresh: every page holds the session, but few loads
 * need a refresh, so the public pages' first screen does not carry zod (issue 11).
 */
export async function refreshIdToken(refreshToken: string) {
  const { refreshTokenResponseSchema } = await import('@shared/schemas/auth');
  const response = await apiRequest('/token/refresh', {
    method: 'POST',
    body: { refreshToken },
    schema: refreshTokenResponseSchema,
  });
  return response.data;
}

/**
 * POST /token/revoke (sign-out): the refresh token stops working at Cognito, whichever client issued
 * it. Through our API because a password session's token belongs to the functions' client, whose
 * secret only the API holds (the browser's own client has none). `keepalive` lets the request finish
 * while sign-out loads the home page; it carries no ID token (the route is public: the refresh token
 * is the authority). Failures are silent: the browser has forgotten the tokens either way.
 */
export function revokeRefreshToken(refreshToken: string): void {
  try {
    const url = `${getConfig().apiBaseUrl.replace(/\/+$/, '')}/token/revoke`;
    fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    }).catch(() => undefined);
  } catch {
    // No configuration yet (nothing signed in could have happened): nothing to revoke.
  }
}
