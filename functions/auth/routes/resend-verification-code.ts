import { authErrorCodes, resendVerificationCodeSchema } from '../../../shared/schemas/auth';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { isCognitoError } from '../cognito-client';
import { userPoolAuth } from '../user-pool-auth';
import { verificationCooldown } from '../verification-cooldown';

const SENT = 'We sent a new 6-digit code. Please check your inbox (and your spam folder).';

/**
 * POST /resend/verification-code: at most one code per address per 30 seconds (429 + Retry-After).
 * An unknown address gets the same answer and the same cooldown as a real one.
 */
export const resendVerificationCode = defineRoute({
  body: resendVerificationCodeSchema,
  async handle({ body }) {
    const slot = await verificationCooldown.claim(body.emailId);
    if (!slot.ok) {
      const seconds = slot.retryAfterSeconds;
      throw tooManyRequests(
        `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code.`,
        seconds,
      );
    }
    try {
      await userPoolAuth.resendConfirmationCode(body.emailId);
    } catch (error) {
      if (isCognitoError(error, 'UserNotFoundException')) return { body: { message: SENT } };
      if (
        isCognitoError(error, 'InvalidParameterException') &&
        /already confirmed/i.test((error as Error).message)
      ) {
        throw new HttpError(
          409,
          authErrorCodes.alreadyConfirmed,
          'This account is already verified. Please sign in.',
        );
      }
      if (
        isCognitoError(
          error,
          'LimitExceededException',
          'TooManyRequestsException',
          'CodeDeliveryFailureException',
        )
      ) {
        throw tooManyRequests(
          'We cannot send another code right now. Please wait a few minutes and try again.',
        );
      }
      // A fault on our side sent nothing: give the slot back so the user can simply retry.
      await verificationCooldown.release(body.emailId).catch((releaseError: unknown) => {
        logger.warn('resend: could not release the cooldown', { error: releaseError });
      });
      throw error;
    }
    return { body: { message: SENT } };
  },
});
