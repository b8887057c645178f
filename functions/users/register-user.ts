import { passwordMessages } from '../../shared/rules/password';
import type { Registration } from '../../shared/schemas/user';
import { isCognitoError } from '../auth/cognito-client';
import { verificationCooldown } from '../auth/verification-cooldown';
import { badRequest } from '../lib/errors';
import { logger } from '../lib/logger';
import { emailTaken } from './account-errors';
import { alertParentOfNewTeen } from './parent-alert';
import { newUserItem, type UserItem } from './user-item';
import { userPoolAccounts } from './user-pool-accounts';
import { userRepository } from './user-repository';

async function createPoolUser(input: Registration): Promise<string> {
  try {
    return await userPoolAccounts.signUp(input);
  } catch (error) {
    if (isCognitoError(error, 'UsernameExistsException', 'AliasExistsException')) throw emailTaken();
    if (isCognitoError(error, 'InvalidPasswordException')) {
      // The shared rules match the pool's policy; this only happens if the two drift apart.
      throw badRequest(passwordMessages.weak, { password: passwordMessages.weak }, 'INVALID_PASSWORD');
    }
    throw error;
  }
}

/**
 * Registers an e-mail and password account: pool user (unconfirmed, code e-mailed), role set by
 * the backend, then the profile record. If a step after the pool user fails, the pool user is
 * deleted again so that the same registration can simply be retried.
 */
export async function registerUser(input: Registration, now = new Date()): Promise<UserItem> {
  if (await userRepository.existsWithEmail(input.emailId)) throw emailTaken();
  const userId = await createPoolUser(input);
  const item = newUserItem(
    userId,
    input,
    {
      signUpMethod: 'password',
      referralSource: input.referralSource,
      referralDetails: input.referralDetails,
    },
    now,
  );
  try {
    await userPoolAccounts.setRole(input.emailId, input.roleId);
    await userRepository.create(item);
  } catch (error) {
    await userPoolAccounts.delete(input.emailId).catch((rollbackError: unknown) => {
      // Left behind, this unconfirmed user blocks the address until someone deletes it.
      logger.error('register: could not roll back the pool user', { userId, error: rollbackError });
    });
    throw error;
  }
  // SignUp has just sent the first code: the resend cooldown starts now, as on the screen.
  await verificationCooldown.start(input.emailId).catch((error: unknown) => {
    logger.warn('register: could not start the resend cooldown', { userId, error });
  });
  await alertParentOfNewTeen(item);
  logger.info('register: account created', { userId, roleId: item.roleId });
  return item;
}
