import { refreshToken as contract } from '../../../shared/contracts/auth';
import { isCognitoError } from '../../lib/cognito-client';
import { tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { readSessionCookie, sessionSetCookie, TWO_SESSION_COOKIES } from '../session-cookie';
import { revokeQuietly, SESSION_EXPIRED, sessionEnded, twoSessionCookies } from '../session-replies';
import { type SessionRecord, sessions, tokenUse } from '../sessions';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /token/refresh: a new ID token for the session in the HttpOnly cookie, whose refresh token
 * rotates. No body: the cookie is the credential, and SameSite=Strict keeps other sites
 * from sending it.
 * - A refresh token that was rotated out (a copy, replayed) ends the whole session: its record goes,
 *   so the newest token no longer refreshes either, and Cognito revokes the one presented. Except the
 *   one rotated out last, for a minute and until its successor is used: its answer was lost
 *   (sessions.ts), and it refreshes again, even when it arrives while the refresh it repeats is still
 *   at work (rotateRacing).
 * - A token Cognito refuses (signed out everywhere by a password reset, expired, revoked) ends it too.
 * Each ending is a 401 that clears the cookie. Throttling is a 429 with Retry-After that leaves the
 * session as it is: the page retries and never signs anyone out for it.
 */
export const refreshToken = defineRoute(contract, {
  async handle({ event }) {
    const cookie = readSessionCookie(event);
    if (cookie === TWO_SESSION_COOKIES) return twoSessionCookies();
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
    if (!(await rotateRacing(session, cookie.refreshToken, tokens.refreshToken))) {
      // Another refresh with the same token won, and left it no retry: one of the two was a copy.
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

/** A refresh whose rotation lost to another one this many times in a row is given up on. */
const ROTATE_ATTEMPTS = 3;

/**
 * Moves the session to the new token. When another refresh with the same token rotated it first, and
 * that left the token presented as the one that may come back (its successor never used), this
 * refresh is that retry: a page left while its refresh was at the API, and the next page's refresh
 * sent with the cookie the lost answer never replaced, both arrive at once. The one that rotates
 * last holds the session, as the browser holds the answer of the page still open.
 */
async function rotateRacing(session: SessionRecord, presented: string, next: string): Promise<boolean> {
  let current: SessionRecord | undefined = session;
  for (let attempt = 0; attempt < ROTATE_ATTEMPTS && current; attempt++) {
    if (attempt > 0 && tokenUse(current, presented) !== 'retry') return false;
    if ((await sessions.rotate(current, presented, next)).ok) return true;
    current = await sessions.get(session.sessionId);
  }
  return false;
}

export { SESSION_EXPIRED };
