import { refreshToken as contract } from '../../../shared/contracts/auth';
import { tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { isCognitoError } from '../cognito-client';
import { readSessionCookie, sessionSetCookie } from '../session-cookie';
import { revokeQuietly, SESSION_EXPIRED, sessionEnded } from '../session-replies';
import { sessions, tokenUse } from '../sessions';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /token/refresh: a new ID token for the session in the HttpOnly cookie, whose refresh token
 * rotates (issue 21 §2). No body: the cookie is the credential, and SameSite=Strict keeps other sites
 * from sending it.
 * - A refresh token that was rotated out (a copy, replayed) ends the whole session: its record goes,
 *   so the newest token no longer refreshes either, and Cognito revokes the one presented. Except the
 *   one rotated out last, for a minute and until its successor is used: its answer was lost
 *   (sessions.ts), and it refreshes again.
 * - A token Cognito refuses (signed out everywhere by a password reset, expired, revoked) ends it too.
 * Each ending is a 401 that clears the cookie. Throttling is a 429 with Retry-After that leaves the
 * session as it is: the page retries and never signs anyone out for it.
 */
export const refreshToken = defineRoute(contract, {
  async handle({ event }) {
    const cookie = readSessionCookie(event);
    if (!cookie) return sessionEnded();
    const session = await sessions.get(cookie.sessionId);
    if (!session) return sessionEnded();
    if (tokenUse(session, cookie.refreshToken) === 'reused') {
      logger.warn('refresh: a rotated-out refresh token came back; the session is ended');
      await sessions.end(session.sessionId);
      await revokeQuietly(session.client, cookie.refreshToken, 'refresh (reuse)');
      return sessionEnded();
    }
    let tokens: Awaited<ReturnType<typeof userPoolAuth.refresh>>;
    try {
      tokens = await userPoolAuth.refresh(session.client, cookie.refreshToken);
    } catch (error) {
      if (isCognitoError(error, 'TooManyRequestsException', 'LimitExceededException')) {
        throw tooManyRequests('We could not renew your session just now. Please wait a moment.', 5);
      }
      if (
        isCognitoError(error, 'NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException')
      ) {
        await sessions.end(session.sessionId);
        return sessionEnded();
      }
      throw error;
    }
    if (!(await sessions.rotate(session, cookie.refreshToken, tokens.refreshToken))) {
      // Another refresh with the same token won: one of the two was a copy. End it all.
      logger.warn('refresh: two refreshes with one token; the session is ended');
      await sessions.end(session.sessionId);
      await revokeQuietly(session.client, tokens.refreshToken, 'refresh (race)');
      return sessionEnded();
    }
    return {
      body: { data: { idToken: tokens.idToken } },
      cookies: sessionSetCookie({ sessionId: session.sessionId, refreshToken: tokens.refreshToken }),
    };
  },
});

export { SESSION_EXPIRED };
