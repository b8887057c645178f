import { authErrorCodes, refreshTokenSchema } from '../../../shared/schemas/auth';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { isCognitoError } from '../cognito-client';
import { userPoolAuth } from '../user-pool-auth';

/** POST /token/refresh: a new ID token (with the current role claim) from the refresh token. */
export const refreshToken = defineRoute({
  body: refreshTokenSchema,
  async handle({ body }) {
    try {
      return { body: { data: { idToken: await userPoolAuth.refresh(body.refreshToken) } } };
    } catch (error) {
      if (
        isCognitoError(error, 'NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException')
      ) {
        throw unauthorized('Your session has expired. Please sign in again.', authErrorCodes.sessionExpired);
      }
      throw error;
    }
  },
});
