import { confirmForgotPassword as contract } from '../../../shared/contracts/auth';
import { CONFIRM_FORGOT_PASSWORD_MESSAGE } from '../../../shared/schemas/auth';
import { authErrorCodes } from '../../../shared/schemas/auth-error-codes';
import { cognitoErrorName, isCognitoError } from '../../lib/cognito-client';
import { badRequest, HttpError, tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { userPoolAuth } from '../user-pool-auth';

const WRONG_CODE = 'That reset code is not right. Check the latest e-mail or request a new code.';

/**
 * POST /confirmforgotpassword: the code from the e-mail and a new password that meets every rule.
 * The reset then ends every session of the account (AdminUserGlobalSignOut): whoever
 * knew the old password, or holds a refresh token, is out; an ID token dies within its 15 minutes.
 */
export const confirmForgotPassword = defineRoute(contract, {
  async handle({ body, event }) {
    try {
      await userPoolAuth.confirmForgotPassword(body.email, body.confirmationCode, body.newPassword, event);
    } catch (error) {
      // An unknown address gets the wrong-code answer: this form must not reveal who is registered.
      if (isCognitoError(error, 'CodeMismatchException', 'UserNotFoundException', 'NotAuthorizedException')) {
        throw new HttpError(400, authErrorCodes.codeMismatch, WRONG_CODE, { confirmationCode: WRONG_CODE });
      }
      if (isCognitoError(error, 'ExpiredCodeException')) {
        const message = 'That reset code has expired. Please request a new one.';
        throw new HttpError(400, authErrorCodes.codeExpired, message, { confirmationCode: message });
      }
      if (isCognitoError(error, 'InvalidPasswordException')) {
        // The shared rules match the pool's policy, so this only happens if the two drift apart.
        const message = 'Please choose a stronger password.';
        throw badRequest(message, { newPassword: message }, 'INVALID_PASSWORD');
      }
      if (
        isCognitoError(
          error,
          'LimitExceededException',
          'TooManyFailedAttemptsException',
          'TooManyRequestsException',
        )
      ) {
        throw tooManyRequests('Too many attempts. Please wait a few minutes and try again.');
      }
      throw error;
    }
    await userPoolAuth.signOutEverywhere(body.email).catch((error: unknown) => {
      // The password is changed; a session that outlives this fails at its next refresh or lives
      // at most the refresh token's life. Logged for the alarm, not the user's problem.
      logger.error('reset: could not sign the account out everywhere', { name: cognitoErrorName(error) });
    });
    return { body: { message: CONFIRM_FORGOT_PASSWORD_MESSAGE } };
  },
});
