import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  AdminCreateUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ReconcileReport } from '../../functions/users/reconcile-accounts';
import { localTableName } from '../../scripts/local/bootstrap';
import { ROLE_CLAIM } from '../../shared/auth/pool-definition';
import {
  employerPayload,
  newEmail,
  poolClient,
  poolUser,
  register,
  registerVerified,
  signIn,
} from './support/accounts';
import { api, stack } from './support/api';
import { readItem, readPartition, tablesClient } from './support/tables';

/*
 * The accounts reconciliation, run as the operator runs it locally (`npm run accounts:reconcile`),
 * against this test run's stack. Half accounts cannot be made through the API (that is the point), so
 * this test makes them directly in the pool and the table, as a failed rollback would leave them.
 * Every run is limited to this test's addresses (--email), since other test files share the stack.
 */

const run = promisify(execFile);

async function reconcile(emails: string[], extra: string[] = []): Promise<ReconcileReport> {
  const { dynamodbUrl, cognitoUrl, dataDir } = stack();
  const args = ['tsx', 'scripts/reconcile-accounts.ts', '--json', '--data-dir', dataDir, ...extra];
  for (const email of emails) args.push('--email', email);
  const { stdout } = await run('npx', args, {
    env: {
      ...process.env,
      NJ_PORT_DYNAMODB: new URL(dynamodbUrl).port,
      NJ_PORT_COGNITO: new URL(cognitoUrl).port,
    },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ReconcileReport;
}

/** A day and an hour from now: every age rule applies. */
const tomorrow = () => new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString();

const profilesWith = (email: string) => readPartition('users', { name: 'emailId', value: email }, 'byEmail');

/** A pool user whose registration died after the role was set and before the profile was written. */
async function poolUserWithoutProfile(): Promise<string> {
  const email = newEmail('half-pool');
  const { userPoolId } = stack();
  await poolClient().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await poolClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: email,
      UserAttributes: [{ Name: ROLE_CLAIM, Value: '2' }],
    }),
  );
  return email;
}

/** A profile whose pool user is gone (deleted behind the API's back, or a rollback that half failed). */
async function profileWithoutPoolUser(): Promise<{ email: string; userId: string }> {
  const email = newEmail('half-profile');
  const userId = crypto.randomUUID();
  const at = new Date().toISOString();
  await tablesClient().send(
    new PutCommand({
      TableName: localTableName('users'),
      Item: {
        userId,
        emailId: email,
        firstName: 'Orphan',
        lastName: 'Profile',
        contactNumber: '5035550100',
        roleId: 2,
        interests: [],
        bio: '',
        createdAt: at,
        updatedAt: at,
      },
    }),
  );
  return { email, userId };
}

describe('npm run accounts:reconcile', () => {
  it('finds and repairs half accounts and expired sign-ups, and leaves whole accounts alone', async () => {
    const halfPool = await poolUserWithoutProfile();
    const halfProfile = await profileWithoutPoolUser();
    const unconfirmed = employerPayload();
    const unconfirmedId = (await register(unconfirmed)).body.data.id as string;
    const whole = await registerVerified(employerPayload());
    const emails = [halfPool, halfProfile.email, unconfirmed.emailId, whole.emailId];

    // Today nothing is old enough: in-flight registrations and fresh sign-ups are left alone.
    const now = await reconcile(emails);
    expect(now.repairs).toEqual([]);

    // A dry run a day later says what it would do, and changes nothing.
    const preview = await reconcile(emails, ['--dry-run', '--now', tomorrow()]);
    expect(preview.dryRun).toBe(true);
    expect(preview.repairs.map((r) => [r.kind, r.userId]).sort()).toEqual(
      [
        ['expired-unconfirmed-sign-up', unconfirmedId],
        ['pool-user-without-profile', poolUser(halfPool)?.Attributes.find((a) => a.Name === 'sub')?.Value],
        ['profile-without-pool-user', halfProfile.userId],
      ].sort(),
    );
    expect(poolUser(halfPool)).toBeDefined();
    expect(await readItem('users', { userId: halfProfile.userId })).toBeDefined();

    const report = await reconcile(emails, ['--now', tomorrow()]);
    expect(report.failures).toBe(0);
    expect(report.repairs).toHaveLength(3);
    expect(poolUser(halfPool)).toBeUndefined();
    expect(await readItem('users', { userId: halfProfile.userId })).toBeUndefined();
    expect(poolUser(unconfirmed.emailId)).toBeUndefined();
    expect(await profilesWith(unconfirmed.emailId)).toEqual([]);
    // The whole account is untouched and still signs in.
    expect(poolUser(whole.emailId)?.UserStatus).toBe('CONFIRMED');
    expect(await profilesWith(whole.emailId)).toHaveLength(1);
    await signIn(whole.emailId, 2);

    // Nothing left to do: a second run repairs nothing.
    expect((await reconcile(emails, ['--now', tomorrow()])).repairs).toEqual([]);
  }, 120_000);

  it('frees an expired sign-up for its owner', async () => {
    const squatted = employerPayload();
    await register(squatted);
    await reconcile([squatted.emailId], ['--now', tomorrow()]);
    expect(poolUser(squatted.emailId)).toBeUndefined();
    // The code slot of the old sign-up may still run for a few seconds; then the owner registers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let attempt = 0; ; attempt++) {
      const res = await api('registerUser', { body: employerPayload({ emailId: squatted.emailId }) });
      if (res.status === 201 || attempt > 30) {
        expect(res.status).toBe(201);
        break;
      }
      expect(res.status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(poolUser(squatted.emailId)?.UserStatus).toBe('UNCONFIRMED');
  }, 120_000);
});
