import { forgotPassword as contract } from '../../../shared/contracts/auth';
import { FORGOT_PASSWORD_MESSAGE } from '../../../shared/schemas/auth';
import { consumeAddressAndIpLimits, releaseLimits } from '../../lib/address-limits';
import { cognitoErrorName, isCognitoError } from '../../lib/cognito-client';
import { tooManyRequests } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { userPoolAuth } from '../user-pool-auth';

/**
 * POST /forgotpassword: e-mails a reset code. The answer is the same whether or not the address
 * has an account, so nobody can use this page to find out who is registered. Counted per mailbox and
 * per IP (shared/rules/limits.ts `resetPer*`) for every address alike, known or not.
 */
export const forgotPassword = defineRoute(contract, {
  async handle({ body, event }) {
    const limitSlots = await consumeAddressAndIpLimits(
      { perIp: 'resetPerIp', perAddress: 'resetPerAddress' },
      body.email,
      event,
    );
    try {
      await userPoolAuth.forgotPassword(body.email, event);
    } catch (error) {
      if (isCognitoError(error, 'LimitExceededException', 'TooManyRequestsException')) {
        throw tooManyRequests('Too many reset requests. Please wait a few minutes and try again.');
      }
      // Unknown address, or an account whose e-mail was never verified: no code, same answer.
      if (
        !isCognitoError(error, 'UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException')
      ) {
        // A fault on our side sent nothing: the slots go back so the user can simply retry.
        await releaseLimits(limitSlots);
        throw error;
      }
      logger.info('forgot password: no code sent', { reason: cognitoErrorName(error) });
    }
    return { body: { message: FORGOT_PASSWORD_MESSAGE } };
  },
});
