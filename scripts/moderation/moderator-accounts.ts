import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { MODERATORS_GROUP } from '../../shared/rules/moderation';

/*
 * Who is a moderator: the user pool's `moderators` group, and only this operator code puts anyone in
 * it (`npm run moderators`, the seed). Nobody signs up as one. An address with an account already
 * (a member of staff who is also an employer, say) joins the group as it is; a new address gets a
 * staff account with no role and a password nobody knows, verified (the operator vouches for it): the
 * moderator sets their own with "Forgot password?", which proves they hold the mailbox.
 */

const isNamed = (error: unknown, name: string) => error instanceof Error && error.name === name;

/** The group, created once (the CDK creates it in AWS; the local runner at start). */
export async function ensureModeratorsGroup(cognito: CognitoIdentityProviderClient, userPoolId: string) {
  try {
    await cognito.send(
      new CreateGroupCommand({
        UserPoolId: userPoolId,
        GroupName: MODERATORS_GROUP,
        Description: 'The moderation desk: only the operator command adds members.',
      }),
    );
  } catch (error) {
    if (!isNamed(error, 'GroupExistsException')) throw error;
  }
}

export interface AddedModerator {
  email: string;
  /** A new staff account was made for the address (it sets its password with "Forgot password?"). */
  created: boolean;
}

export async function addModerator(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: 'Moderator', lastName: '' },
  /** Locally only (the demo data): the password to give a new account. */
  password?: string,
): Promise<AddedModerator> {
  const address = email.trim().toLowerCase();
  let created = false;
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: address }));
  } catch (error) {
    if (!isNamed(error, 'UserNotFoundException')) throw error;
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: address,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: address },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: names.firstName },
          ...(names.lastName ? [{ Name: 'family_name', Value: names.lastName }] : []),
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: address,
        // Nobody knows it: the moderator chooses theirs with "Forgot password?".
        Password: password ?? `${randomBytes(24).toString('base64url')}aA1!`,
        Permanent: true,
      }),
    );
    created = true;
  }
  await ensureModeratorsGroup(cognito, userPoolId);
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: address,
      GroupName: MODERATORS_GROUP,
    }),
  );
  return { email: address, created };
}

/** Out of the group, and signed out everywhere so no token with the group outlives 15 minutes. */
export async function removeModerator(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
) {
  const address = email.trim().toLowerCase();
  await cognito.send(
    new AdminRemoveUserFromGroupCommand({
      UserPoolId: userPoolId,
      Username: address,
      GroupName: MODERATORS_GROUP,
    }),
  );
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: address }));
}

export async function listModerators(cognito: CognitoIdentityProviderClient, userPoolId: string) {
  const emails: string[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: MODERATORS_GROUP, NextToken: token }),
    );
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (email) emails.push(email);
    }
    token = page.NextToken;
  } while (token);
  return emails.sort();
}
