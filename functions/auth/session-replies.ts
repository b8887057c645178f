import { authErrorCodes } from '../../shared/schemas/auth-error-codes';
import type { ApiError } from '../../shared/schemas/error';
import type { SessionClient } from '../lib/cognito-app-client';
import { cognitoErrorName } from '../lib/cognito-client';
import { logger } from '../lib/logger';
import { clearedSessionCookie, sessionSetCookie } from './session-cookie';
import { sessions } from './sessions';
import type { Tokens } from './user-pool-auth';
import { userPoolAuth } from './user-pool-auth';

/** What the token routes answer: the ID token in the body, the refresh token only in the cookie. */
export interface SessionReply {
  status?: number;
  body: unknown;
  cookies: string[];
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** A new session for tokens just issued: the ID token for the page, the refresh token in the cookie. */
export async function startSession(client: SessionClient, tokens: Tokens): Promise<SessionReply> {
  const session = await sessions.start(client, tokens.refreshToken);
  return {
    body: { data: { idToken: tokens.idToken } },
    cookies: sessionSetCookie({ sessionId: session.sessionId, refreshToken: tokens.refreshToken }),
  };
}

/** 401 that also removes the cookie: the session is over and the page signs out quietly. */
export function sessionEnded(): SessionReply {
  return {
    status: 401,
    body: { code: authErrorCodes.sessionExpired, message: SESSION_EXPIRED } satisfies ApiError,
    cookies: clearedSessionCookie(),
  };
}

/**
 * 401 that clears nothing: two session cookies came (one planted), and a Set-Cookie that clears the
 * name would remove the real one. The page signs out; signing in again replaces the real one.
 */
export function twoSessionCookies(): SessionReply {
  return {
    status: 401,
    body: {
      code: authErrorCodes.sessionCookieTwice,
      message:
        'Your browser sent two session cookies, so we cannot tell which is yours. Please sign in again.',
    } satisfies ApiError,
    cookies: [],
  };
}

/** Revokes a refresh token that must not live on; a failure is logged, not the caller's problem. */
export async function revokeQuietly(client: SessionClient, refreshToken: string, why: string): Promise<void> {
  await userPoolAuth.revoke(client, refreshToken).catch((error: unknown) => {
    logger.warn(`${why}: could not revoke the refresh token`, { name: cognitoErrorName(error) });
  });
}
