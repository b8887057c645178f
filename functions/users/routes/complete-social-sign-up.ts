import { completeSocialSignUp as contract } from '../../../shared/contracts/users';
import { toE164 } from '../../../shared/rules/person';
import type { SocialSignUp } from '../../../shared/schemas/user';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { accountAlreadySetUp, cognitoParameterError } from '../account-errors';
import { inviteGuardian } from '../guardian-invitation';
import { replaceUnconfirmedSignUp } from '../register-user';
import { newUserItem, toProfileResponse, type UserItem } from '../user-item';
import { userPoolAccounts } from '../user-pool-accounts';
import { userRepository } from '../user-repository';

/**
 * Completes a Google sign-up: the signed-in user (who has a token but no role yet) chooses student or
 * employer once. The record's conditional write is the "once": a second call, or a different role,
 * finds it and gets a 409. If setting the role in the pool then fails, the record is removed again so
 * the user can retry.
 *
 * `username` is the pool's name for the user (`cognito:username`, e.g. `google_1234…`), which admin
 * calls need for federated users.
 */
async function complete(
  caller: Caller,
  username: string,
  input: SocialSignUp,
  now = new Date(),
): Promise<UserItem> {
  if (caller.roleId !== null) throw accountAlreadySetUp();
  if (input.emailId !== caller.email.trim().toLowerCase()) {
    const message = 'Please use the email address of the Google account you signed in with.';
    throw badRequest(message, { emailId: message }, 'EMAIL_MISMATCH');
  }
  if (await userRepository.getById(caller.userId)) throw accountAlreadySetUp();
  // A password sign-up nobody confirmed does not keep the address from its Google owner.
  await replaceUnconfirmedSignUp(input.emailId, caller.userId);

  const item = newUserItem(caller.userId, input, { signUpMethod: 'google' }, now);
  // Two completions at once: the record's conditional put lets one win.
  if (!(await userRepository.create(item)).ok) throw accountAlreadySetUp();
  try {
    await userPoolAccounts.setRole(username, item.roleId, [
      { Name: 'phone_number', Value: toE164(item.contactNumber) },
    ]);
  } catch (error) {
    await userRepository.delete(caller.userId).catch((rollbackError: unknown) => {
      logger.error('social sign-up: could not roll back the user record', {
        userId: caller.userId,
        error: rollbackError,
      });
    });
    // A value the pool refuses (the phone number, say) is the caller's 400, never a 500.
    throw cognitoParameterError(error) ?? error;
  }
  await inviteGuardian(item);
  logger.info('social sign-up: account completed', { userId: caller.userId, roleId: item.roleId });
  return item;
}

/**
 * Cognito puts `identities` (the linked providers) only in the tokens of a federated user; API Gateway
 * passes it as a string. A user who signed up straight against the pool has none.
 */
function isFederated(claim: unknown): boolean {
  if (Array.isArray(claim)) return claim.length > 0;
  return typeof claim === 'string' && !['', '[]', 'null', 'undefined'].includes(claim.trim());
}

/**
 * POST /user/social: a Google user (signed in, no role yet) completes sign-up. Afterwards the client
 * refreshes its token (POST /token/refresh) to get one carrying the role.
 */
export const completeSocialSignUp = defineRoute(contract, {
  async handle({ body, caller, event }) {
    const claims = event.requestContext.authorizer?.jwt?.claims;
    // Only a Google sign-in completes here: anyone else must register through POST /user and its rules.
    if (!isFederated(claims?.identities)) {
      throw forbidden(
        'Only an account signed in with Google can be completed here. Please sign up with your e-mail address instead.',
        'NOT_FEDERATED',
      );
    }
    const username = claims?.['cognito:username'];
    const user = await complete(
      caller,
      typeof username === 'string' && username ? username : caller.userId,
      body,
    );
    return { body: { message: 'Account Created Successfully!', ...toProfileResponse(user) } };
  },
});
