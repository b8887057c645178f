import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  type AttributeType,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_CLAIM } from '../../shared/auth/pool-definition';
import { toE164 } from '../../shared/rules/person';
import type { RoleId } from '../lib/caller';
import { clientFields } from '../lib/cognito-app-client';
import { cognito, isCognitoError, userPoolId } from '../lib/cognito-client';
import type { ApiEvent } from '../lib/http-handler';
import { poolAdmin } from './pool-admin';

/** A pool user as the account code needs it. */
export interface PoolAccount {
  /** The name admin calls take (the e-mail for password users, `google_…` for Google ones). */
  username: string;
  /** The user's id everywhere else (the profile's `userId`). */
  sub: string;
  email: string | undefined;
  /** UNCONFIRMED until the e-mailed code is entered; CONFIRMED, EXTERNAL_PROVIDER, … afterwards. */
  status: string;
  /** The role the backend set, if any. */
  hasRole: boolean;
  createdAt: Date;
}

function toAccount(user: {
  Username?: string;
  UserStatus?: string;
  UserCreateDate?: Date;
  Attributes?: AttributeType[];
  UserAttributes?: AttributeType[];
}): PoolAccount {
  const attributes = Object.fromEntries(
    (user.Attributes ?? user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']),
  );
  return {
    username: user.Username ?? '',
    sub: attributes.sub ?? user.Username ?? '',
    email: attributes.email,
    status: user.UserStatus ?? 'UNKNOWN',
    hasRole: Boolean(attributes[ROLE_CLAIM]),
    createdAt: new Date(user.UserCreateDate ?? 0),
  };
}

/**
 * Account calls on the user pool. The role is only ever written here, with an admin call: no app
 * client may write `custom:role` (shared/auth/pool-definition.ts).
 */
export const userPoolAccounts = {
  /**
   * Creates an unconfirmed user; Cognito e-mails the verification code. Returns the sub. Made with
   * the functions' own app client (SECRET_HASH) and the viewer's IP (functions/lib/cognito-app-client.ts).
   */
  async signUp(
    person: {
      emailId: string;
      password: string;
      firstName: string;
      lastName: string;
      contactNumber: string;
    },
    event?: ApiEvent,
  ): Promise<string> {
    const result = await cognito.send(
      new SignUpCommand({
        ...(await clientFields(person.emailId, event)),
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

  /** The user by username (for a password user, the address it signed up with), if there is one. */
  async find(username: string): Promise<PoolAccount | undefined> {
    try {
      return toAccount(
        await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username })),
      );
    } catch (error) {
      if (isCognitoError(error, 'UserNotFoundException')) return undefined;
      throw error;
    }
  },

  /** Every user of the pool, page by page (the reconciliation). */
  async *list(): AsyncGenerator<PoolAccount> {
    let token: string | undefined;
    do {
      const page = await cognito.send(
        new ListUsersCommand({ UserPoolId: userPoolId(), PaginationToken: token, Limit: 60 }),
      );
      for (const user of page.Users ?? []) yield toAccount(user);
      token = page.PaginationToken;
    } while (token);
  },

  /**
   * The name and phone the user pool keeps (the ID token's `given_name` and `family_name`), after the
   * profile changed them. The user is found by their sub, which every kind of user has.
   */
  async updateContactAttributes(sub: string, attributes: AttributeType[]): Promise<void> {
    const username = await poolAdmin.usernameOfSub(sub);
    if (!username) return;
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId(),
        Username: username,
        UserAttributes: attributes,
      }),
    );
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

  /** Deletes the user; one that is gone already counts as deleted. */
  delete: (username: string) => poolAdmin.delete(username),
};
