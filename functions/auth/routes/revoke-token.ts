import { revokeTokenSchema, SIGNED_OUT_MESSAGE } from '../../../shared/schemas/auth';
import { tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { isCognitoError } from '../cognito-client';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /token/revoke (sign-out): the refresh token can no longer refresh, at whichever client issued
 * it. An unknown or already revoked token gets the same answer (RFC 7009 §2.2): the person is signed
 * out either way, and the answer tells nobody whether a token was live.
 */
export const revokeToken = defineRoute({
  body: revokeTokenSchema,
  async handle({ body }) {
    try {
      const revoked = await userPoolAuth.revoke(body.refreshToken);
      if (!revoked) logger.info('sign-out: the token was not live');
    } catch (error) {
      if (isCognitoError(error, 'TooManyRequestsException', 'LimitExceededException')) {
        throw tooManyRequests('Too many requests. Please wait a moment and sign out again.');
      }
      throw error;
    }
    return { body: { message: SIGNED_OUT_MESSAGE } };
  },
});
