import { ROLE_CLAIM } from '../../../shared/auth/pool-definition';
import { signIn as contract } from '../../../shared/contracts/auth';
import { MODERATORS_GROUP } from '../../../shared/rules/moderation';
import { authErrorCodes } from '../../../shared/schemas/auth-error-codes';
import { groupsOf, ROLE, type RoleId } from '../../lib/caller';
import { cognitoErrorName, isCognitoError } from '../../lib/cognito-client';
import { HttpError, tooManyRequests, unauthorized } from '../../lib/errors';
import { type ApiEvent, defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { userRepository } from '../../users';
import { idTokenClaims } from '../id-token-claims';
import { revokeQuietly, startSession } from '../session-replies';
import { type Tokens, UnexpectedChallenge, userPoolAuth } from '../user-pool-auth';

/** Same words for an unknown address and a wrong password: the answer must not tell them apart. */
const INCORRECT = 'Incorrect email or password.';

const wrongTab: Record<RoleId, string> = {
  [ROLE.student]: 'This is a student account. Please use the Student tab to sign in.',
  [ROLE.employer]: 'This is an employer account. Please use the Employer tab to sign in.',
  // Never said: a parent's account has no tab of its own and signs in on either.
  [ROLE.guardian]: 'This is a parent account.',
};

async function authenticate(email: string, password: string, event: ApiEvent): Promise<Tokens> {
  try {
    return await userPoolAuth.signIn(email, password, event);
  } catch (error) {
    if (isCognitoError(error, 'UserNotConfirmedException')) {
      // The spec's screens treat 403 as "go to the verification screen".
      throw new HttpError(
        403,
        authErrorCodes.userNotConfirmed,
        'Please verify your email address first. Enter the 6-digit code we sent you, or ask for a new one.',
      );
    }
    if (
      isCognitoError(error, 'NotAuthorizedException') &&
      /attempts exceeded/i.test((error as Error).message)
    ) {
      throw tooManyRequests('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    if (
      isCognitoError(error, 'NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException')
    ) {
      throw unauthorized(INCORRECT, authErrorCodes.invalidCredentials);
    }
    if (isCognitoError(error, 'TooManyRequestsException', 'LimitExceededException')) {
      throw tooManyRequests('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    if (isCognitoError(error, 'PasswordResetRequiredException') || error instanceof UnexpectedChallenge) {
      throw new HttpError(
        409,
        'PASSWORD_RESET_REQUIRED',
        'Please set a new password for this account: choose "Forgot password?" and follow the steps.',
      );
    }
    logger.error('sign-in: unexpected user pool error', { name: cognitoErrorName(error) });
    throw error;
  }
}

/** The role from the token; the users table answers for a token issued before the role was set. */
async function roleOf(idToken: string): Promise<RoleId | null> {
  const claims = idTokenClaims(idToken);
  const claimed = Number(claims[ROLE_CLAIM]);
  if (claimed === ROLE.student || claimed === ROLE.employer || claimed === ROLE.guardian) return claimed;
  if (typeof claims.sub !== 'string') return null;
  return (await userRepository.getById(claims.sub))?.roleId ?? null;
}

/** A moderator (the pool's `moderators` group) signs in on either tab, as a guardian does. */
const isModerator = (idToken: string): boolean =>
  groupsOf(idTokenClaims(idToken)['cognito:groups'] as string[] | undefined).includes(MODERATORS_GROUP);

/**
 * POST /signin: the tab the user chose (expectedRoleId) must match the account. A wrong tab is a
 * 409 naming the right tab (403 is reserved for "verify your e-mail"), and its tokens are revoked
 * rather than handed out. A session answers with the ID token; the refresh token goes only into the
 * HttpOnly session cookie (the spec's body carried it to session storage).
 */
export const signIn = defineRoute(contract, {
  async handle({ body, event }) {
    const tokens = await authenticate(body.emailId, body.password, event);
    const roleId = await roleOf(tokens.idToken);
    // A parent or guardian is neither a student nor an employer: either tab signs them in.
    if (roleId !== body.expectedRoleId && roleId !== ROLE.guardian && !isModerator(tokens.idToken)) {
      await revokeQuietly('functions', tokens.refreshToken, 'sign-in (refused)');
      if (roleId === null) {
        throw new HttpError(
          409,
          'ACCOUNT_INCOMPLETE',
          'This account is not fully set up yet. Please contact support so we can finish it for you.',
        );
      }
      throw new HttpError(409, authErrorCodes.wrongAccountType, wrongTab[roleId]);
    }
    return startSession('functions', tokens);
  },
});
