import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, isCognitoError, userPoolId } from '../lib/cognito-client';

/*
 * The user pool calls an account's deletion makes, apart from users/user-pool-accounts.ts
 * so that this function does not bundle the app clients' sign-up code.
 */
export const poolAdmin = {
  /**
   * The username of the user whose sub this is (a Google user's is `google_…`), found with ListUsers'
   * exact `sub` filter; undefined when there is none.
   */
  async usernameOfSub(sub: string): Promise<string | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
    const page = await cognito.send(
      new ListUsersCommand({ UserPoolId: userPoolId(), Filter: `sub = "${sub}"`, Limit: 1 }),
    );
    return page.Users?.[0]?.Username;
  },

  /** Ends every session of the user: their refresh tokens stop working. A user gone already has none. */
  async signOutEverywhere(username: string): Promise<void> {
    try {
      await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: username }));
    } catch (error) {
      if (!isCognitoError(error, 'UserNotFoundException')) throw error;
    }
  },

  /** Deletes the user; one that is gone already counts as deleted. */
  async delete(username: string): Promise<void> {
    try {
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
    } catch (error) {
      if (!isCognitoError(error, 'UserNotFoundException')) throw error;
    }
  },
};
