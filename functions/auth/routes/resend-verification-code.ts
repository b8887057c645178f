import { resendVerificationCode as contract } from '../../../shared/contracts/auth';
import { consumeAddressAndIpLimits, releaseLimits } from '../../lib/address-limits';
import { isCognitoError } from '../../lib/cognito-client';
import { tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { cognitoParameterError, verificationCooldown } from '../../users';
import { userPoolAuth } from '../user-pool-auth';

/**
 * The one answer for an address waiting for verification, an unknown one and a verified one: nobody
 * learns from it which addresses have accounts (uniform answers). Spec/1 §7 only says
 * the route "sends a new code".
 */
export const CODE_SENT =
  'If this address has an account waiting for verification, we sent it a new 6-digit code. Please check your inbox (and your spam folder).';

/**
 * POST /resend/verification-code: at most one code per address per 30 seconds, and the per-address
 * and per-IP limits of shared/rules/limits.ts (429 + Retry-After). Every address, known or not,
 * verified or not, gets the same answer and the same waits.
 */
export const resendVerificationCode = defineRoute(contract, {
  async handle({ body, event }) {
    const email = body.emailId;
    const limitSlots = await consumeAddressAndIpLimits(
      { perIp: 'resendPerIp', perAddress: 'resendPerAddress' },
      email,
      event,
    );
    const slot = await verificationCooldown.claim(email);
    if (!slot.ok) {
      // Refused by the 30-second wait: this request sent nothing, so it does not count.
      await releaseLimits(limitSlots);
      const seconds = slot.retryAfterSeconds;
      throw tooManyRequests(
        `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code.`,
        seconds,
      );
    }
    try {
      await userPoolAuth.resendConfirmationCode(email, event);
    } catch (error) {
      // Unknown, verified already ("User is already confirmed."), or disabled: nothing to send, same answer.
      if (isCognitoError(error, 'UserNotFoundException', 'NotAuthorizedException')) {
        return { body: { message: CODE_SENT } };
      }
      if (isCognitoError(error, 'InvalidParameterException') && /confirmed/i.test((error as Error).message)) {
        return { body: { message: CODE_SENT } };
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
      const parameter = cognitoParameterError(error);
      if (parameter) throw parameter;
      // A fault on our side sent nothing: give the slots back so the user can simply retry.
      await verificationCooldown.release(email).catch((releaseError: unknown) => {
        logger.warn('resend: could not release the cooldown', { error: releaseError });
      });
      await releaseLimits(limitSlots);
      throw error;
    }
    return { body: { message: CODE_SENT } };
  },
});
