import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_CLAIM, ROLES } from '../../shared/auth/pool-definition';
import { familyMessages } from '../../shared/schemas/family';
import { cognito, isCognitoError, userPoolId } from '../lib/cognito-client';
import { conflict } from '../lib/errors';
import { logger } from '../lib/logger';
import type { UserItem } from '../users';
import { cognitoParameterError, replaceUnconfirmedSignUp, userPoolAccounts, userRepository } from '../users';

/*
 * A guardian's account, made from their invitation link: the link proves they read the
 * invited address, so the pool user is created verified with the password they chose (no code to
 * type), with the guardian role, which no app client may write. Undone if a later step fails.
 */

export interface NewGuardian {
  emailId: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Why this address cannot get a new guardian account (a 409 that says what to do), or null. */
async function addressRefusal(email: string) {
  const profile = await userRepository.findByEmail(email);
  if (profile?.roleId === ROLES.guardian) return conflict(familyMessages.accountExists, 'ACCOUNT_EXISTS');
  if (profile) return conflict(familyMessages.notGuardianAccount, 'NOT_A_GUARDIAN_ACCOUNT');
  return null;
}

export async function createGuardianAccount(person: NewGuardian, now = new Date()): Promise<UserItem> {
  const email = person.emailId;
  const refusal = await addressRefusal(email);
  if (refusal) throw refusal;
  // A sign-up nobody confirmed proves nothing: it does not keep the address from the guardian.
  await replaceUnconfirmedSignUp(email);
  let sub: string | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
          { Name: ROLE_CLAIM, Value: String(ROLES.guardian) },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!sub) throw new Error('AdminCreateUser returned no sub');
  } catch (error) {
    // Twenty accepts at once: one creates the account, the others find it made.
    if (isCognitoError(error, 'UsernameExistsException', 'AliasExistsException')) {
      throw conflict(familyMessages.accountExists, 'ACCOUNT_EXISTS');
    }
    throw cognitoParameterError(error) ?? error;
  }
  const item: UserItem = {
    userId: sub,
    emailId: email,
    firstName: person.firstName,
    lastName: person.lastName,
    contactNumber: '',
    roleId: ROLES.guardian,
    interests: [],
    bio: '',
    signUpMethod: 'password',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId(),
        Username: email,
        Password: person.password,
        Permanent: true,
      }),
    );
    // The id is the new Cognito user's: a record under it already is a fault, undone like one.
    if (!(await userRepository.create(item)).ok) throw new Error(`User record ${item.userId} exists already`);
    return item;
  } catch (error) {
    await removeGuardianAccount(item);
    throw cognitoParameterError(error) ?? error;
  }
}

/** Undoes a guardian account made by this request (its link turned out to be used meanwhile). */
export async function removeGuardianAccount(item: Pick<UserItem, 'userId' | 'emailId'>): Promise<void> {
  await Promise.all([
    userRepository.delete(item.userId).catch((error: unknown) => {
      logger.error('guardian account: could not remove the profile', { userId: item.userId, error });
    }),
    userPoolAccounts.delete(item.emailId).catch((error: unknown) => {
      logger.error('guardian account: could not remove the pool user', { userId: item.userId, error });
    }),
  ]);
}
