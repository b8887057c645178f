import { setTimeout as sleep } from 'node:timers/promises';
import { verifyUser as contract } from '../../../shared/contracts/auth';
import { VERIFICATION_ERROR_PREFIX } from '../../../shared/schemas/auth';
import { authErrorCodes } from '../../../shared/schemas/auth-error-codes';
import { isCognitoError } from '../../lib/cognito-client';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { cognitoParameterError, verificationCooldown } from '../../users';
import { userPoolAuth } from '../user-pool-auth';
import { verificationAttempts } from '../verification-attempts';

/** The screen shows the text after the first colon (docs/spec/1-students-and-accounts.md §8), so every error here has one. */
const failed = (text: string) => `${VERIFICATION_ERROR_PREFIX}: ${text}`;

/**
 * One answer for a wrong code, an expired one, an unknown address and an account verified already:
 * without the right code nobody learns which addresses have accounts (uniform answers).
 */
const WRONG_CODE = failed(
  'That code is not right or has expired. Check the latest e-mail or request a new code.',
);
const VERIFIED = 'Your email address is verified. You can sign in now.';

/** How long a request waits for an identical one that is already asking Cognito. */
const WAIT_FOR_TWIN_MS = 8_000;

function answerFor(error: unknown): HttpError | undefined {
  if (
    isCognitoError(
      error,
      'CodeMismatchException',
      'ExpiredCodeException',
      'UserNotFoundException',
      'NotAuthorizedException',
      'AliasExistsException',
    )
  ) {
    return new HttpError(400, authErrorCodes.codeMismatch, WRONG_CODE);
  }
  if (
    isCognitoError(
      error,
      'TooManyFailedAttemptsException',
      'LimitExceededException',
      'TooManyRequestsException',
    )
  ) {
    return tooManyRequests(failed('Too many attempts. Please wait a few minutes, then request a new code.'));
  }
  const parameter = cognitoParameterError(error);
  if (parameter) return new HttpError(400, parameter.code, failed(parameter.message), parameter.fields);
  return undefined;
}

/**
 * POST /verifyuser: confirms the sign-up with the e-mailed code (Cognito's PostConfirmation trigger
 * then invites a teen's guardian). Identical requests at once confirm once (and invite once);
 * see verification-attempts.ts.
 */
export const verifyUser = defineRoute(contract, {
  // A form that is not valid (a bad address or code) verified nothing: its message is the field's own,
  // as on every route, with no "VerificationFailed:" (the screen shows a message without a colon whole).
  async handle({ body, event }) {
    const { userId: email, verificationCode: code } = body;

    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    for (;;) {
      const result = await verificationAttempts.confirm(email, code, async () => {
        try {
          await userPoolAuth.confirmSignUp(email, code, event);
        } catch (error) {
          throw answerFor(error) ?? error;
        }
        // No more codes for this address: its 30-second slot has nothing left to guard.
        await verificationCooldown.release(email).catch((error: unknown) => {
          logger.warn('verify: could not release the code slot', { error });
        });
      });
      if (result === 'confirmed') break;
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          'VERIFICATION_IN_PROGRESS',
          failed('We are still checking this code. Please try again in a moment.'),
        );
      }
      await sleep(100);
    }
    // The guardian's invitation is the user pool's PostConfirmation trigger's (functions/family/
    // post-confirmation.ts): it goes out however the teen confirmed, not only through this route.
    return { body: { message: VERIFIED } };
  },
});
