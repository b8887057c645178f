import {
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
  type AttributeType,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_CLAIM } from '../../shared/auth/pool-definition';
import { toE164 } from '../../shared/rules/person';
import { clientFields } from '../auth/app-client';
import { cognito, userPoolId } from '../auth/cognito-client';
import type { RoleId } from '../lib/caller';

/**
 * Account calls on the user pool. The role is only ever written here, with an admin call: no app
 * client may write `custom:role` (shared/auth/pool-definition.ts).
 */
export const userPoolAccounts = {
  /** Creates an unconfirmed user; Cognito e-mails the verification code. Returns the sub. */
  async signUp(person: {
    emailId: string;
    password: string;
    firstName: string;
    lastName: string;
    contactNumber: string;
  }): Promise<string> {
    const result = await cognito.send(
      new SignUpCommand({
        // The functions' client: its secret proves the sign-up came through the API (issue 10 §1).
        ...(await clientFields(person.emailId)),
        Username: person.emailId,
        Password: person.password,
        UserAttributes: [
          { Name: 'email', Value: person.emailId },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
          { Name: 'phone_number', Value: toE164(person.contactNumber) },
        ],
      }),
    );
    if (!result.UserSub) throw new Error('SignUp returned no user sub');
    return result.UserSub;
  },

  /** `username`: the e-mail for password users, `cognito:username` for federated ones. */
  async setRole(username: string, roleId: RoleId, extra: AttributeType[] = []): Promise<void> {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId(),
        Username: username,
        UserAttributes: [{ Name: ROLE_CLAIM, Value: String(roleId) }, ...extra],
      }),
    );
  },

  async delete(username: string): Promise<void> {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
  },
};
