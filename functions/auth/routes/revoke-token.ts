import { revokeToken as contract } from '../../../shared/contracts/auth';
import { SIGNED_OUT_MESSAGE } from '../../../shared/schemas/auth';
import { isCognitoError } from '../../lib/cognito-client';
import { tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { clearedSessionCookie, readSessionCookie, TWO_SESSION_COOKIES } from '../session-cookie';
import { twoSessionCookies } from '../session-replies';
import { sessions, tokenUse } from '../sessions';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /token/revoke (sign-out): the session in the cookie ends, at Cognito too (RevokeToken), and
 * the cookie is removed. No session, or one already ended, gets the same answer (RFC 7009 §2.2): the
 * person is signed out either way.
 */
export const revokeToken = defineRoute(contract, {
  async handle({ event }) {
    const cookie = readSessionCookie(event);
    if (cookie === TWO_SESSION_COOKIES) return twoSessionCookies();
    const session = cookie ? await sessions.get(cookie.sessionId) : undefined;
    if (cookie && session) {
      await sessions.end(session.sessionId);
      // The session's current token (or the one a lost answer left) is Cognito's to revoke; an older
      // one is dead already.
      if (tokenUse(session, cookie.refreshToken) !== 'reused') {
        try {
          const revoked = await userPoolAuth.revoke(session.client, cookie.refreshToken);
          if (!revoked) logger.info('sign-out: the token was not live');
        } catch (error) {
          if (isCognitoError(error, 'TooManyRequestsException', 'LimitExceededException')) {
            throw tooManyRequests('Too many requests. Please wait a moment and sign out again.');
          }
          throw error;
        }
      }
    }
    return { body: { message: SIGNED_OUT_MESSAGE }, cookies: clearedSessionCookie() };
  },
});
