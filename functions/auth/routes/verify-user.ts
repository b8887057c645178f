import * as z from 'zod';
import { authErrorCodes, VERIFICATION_ERROR_PREFIX, verifyUserSchema } from '../../../shared/schemas/auth';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { defineRoute, validationError } from '../../lib/http-handler';
import { isCognitoError } from '../cognito-client';
import { userPoolAuth } from '../user-pool-auth';

/** The screen shows the text after the first colon (spec/1 §8), so every error here has one. */
const failed = (text: string) => `${VERIFICATION_ERROR_PREFIX}: ${text}`;

const WRONG_CODE = failed('That code is not right. Check the latest e-mail or request a new code.');

/**
 * POST /verifyuser: confirms the sign-up with the e-mailed code. An unknown address gets the same
 * answer as a wrong code.
 */
export const verifyUser = defineRoute({
  // Validated below rather than by the glue, so that its messages get the prefix too.
  body: z.unknown(),
  async handle({ body: raw }) {
    const parsed = verifyUserSchema.safeParse(raw);
    if (!parsed.success) {
      const error = validationError(parsed.error, 'body');
      throw new HttpError(400, error.code, failed(error.message), error.fields);
    }
    const { userId: email, verificationCode } = parsed.data;
    try {
      await userPoolAuth.confirmSignUp(email, verificationCode);
    } catch (error) {
      if (isCognitoError(error, 'CodeMismatchException', 'UserNotFoundException')) {
        throw new HttpError(400, authErrorCodes.codeMismatch, WRONG_CODE);
      }
      if (isCognitoError(error, 'ExpiredCodeException')) {
        throw new HttpError(
          400,
          authErrorCodes.codeExpired,
          failed('That code has expired. Please request a new code.'),
        );
      }
      if (isCognitoError(error, 'NotAuthorizedException')) {
        // Cognito says this for an account that is confirmed already (and, in some setups, unknown).
        if (/confirmed/i.test((error as Error).message)) {
          throw new HttpError(
            409,
            authErrorCodes.alreadyConfirmed,
            failed('This account is already verified. Please sign in.'),
          );
        }
        throw new HttpError(400, authErrorCodes.codeMismatch, WRONG_CODE);
      }
      if (
        isCognitoError(
          error,
          'TooManyFailedAttemptsException',
          'LimitExceededException',
          'TooManyRequestsException',
        )
      ) {
        throw tooManyRequests(
          failed('Too many attempts. Please wait a few minutes, then request a new code.'),
        );
      }
      throw error;
    }
    return { body: { message: 'Your email address is verified. You can sign in now.' } };
  },
});
