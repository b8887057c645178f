import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, isCognitoError, userPoolId } from '../lib/cognito-client';

/*
 * A suspension in the user pool: the user is disabled (Cognito refuses their password and every
 * refresh token) and signed out everywhere (every refresh token revoked). An ID token already issued
 * lives out its 15 minutes (shared/auth/pool-definition.ts), as after a password reset.
 */

interface PoolUser {
  username: string;
  enabled: boolean;
}

/** The pool user whose sub this is (a Google user's username is not their sub), or undefined. */
async function poolUserOf(sub: string): Promise<PoolUser | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
  const page = await cognito.send(
    new ListUsersCommand({ UserPoolId: userPoolId(), Filter: `sub = "${sub}"`, Limit: 1 }),
  );
  const user = page.Users?.[0];
  return user?.Username ? { username: user.Username, enabled: user.Enabled !== false } : undefined;
}

export const accountSuspension = {
  /** Whether the account is suspended now (disabled in the pool). */
  async isSuspended(userId: string): Promise<boolean> {
    return (await poolUserOf(userId))?.enabled === false;
  },

  /** Disables the user and ends every session. A user gone already has nothing to suspend. */
  async suspend(userId: string): Promise<void> {
    const user = await poolUserOf(userId);
    if (!user) return;
    const Username = user.username;
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username }));
    try {
      await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username }));
    } catch (error) {
      if (!isCognitoError(error, 'UserNotFoundException')) throw error;
    }
  },

  /** Lets the user sign in again (their sessions stay ended: they sign in anew). */
  async restore(userId: string): Promise<void> {
    const user = await poolUserOf(userId);
    if (!user) return;
    await cognito.send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: user.username }));
  },
};
