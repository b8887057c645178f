import { DescribeUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { userPoolDefinition } from '../../shared/auth/pool-definition';
import { dateOfBirthAged } from '../../shared/rules/age';
import {
  claimsOf,
  createRolelessUser,
  newEmail,
  PASSWORD,
  poolClient,
  refreshWith,
  registerVerified,
  signIn,
  studentPayload,
  waitForMail,
} from './support/accounts';
import { api, idTokenFor, stack } from './support/api';
import { webClientTokens } from './support/web-client';

/**
 * Locally there is no Google: a pool user created by an admin call without a role stands in for a
 * federated user who has signed in but not completed sign-up (a token, no `custom:role`).
 */
async function userWithoutRole(first = 'Gail', last = 'Google', federated = true) {
  const email = await createRolelessUser(first, last, federated);
  // The Google return leg: the ID token and the session cookie (POST /token/google).
  return { email, ...(await webClientTokens(email)) };
}

const socialStudent = (email: string, overrides: Record<string, unknown> = {}) => ({
  roleId: 1,
  firstName: 'Gail',
  lastName: 'Google',
  emailId: email,
  contactNumber: '5035550142',
  zipCode: '97201',
  dateOfBirth: dateOfBirthAged(20),
  interests: ['Gardening'],
  bio: 'Green thumbs.',
  ...overrides,
});
const socialEmployer = (email: string) => ({
  roleId: 2,
  firstName: 'Gail',
  lastName: 'Google',
  emailId: email,
  contactNumber: '5035550143',
});

describe('POST /user/social: Google sign-up completion', () => {
  it('sets the role once and creates the profile; a fresh token carries the role', async () => {
    const user = await userWithoutRole();
    expect(claimsOf(user.idToken)['custom:role']).toBeUndefined();
    const before = await api('getOwnProfile', { token: user.idToken });
    expect(before.status).toBe(404);
    expect(before.body.code).toBe('PROFILE_NOT_FOUND');

    const res = await api('completeSocialSignUp', { body: socialStudent(user.email), token: user.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Account Created Successfully!');
    expect(res.body.data).toMatchObject({
      roleId: 1,
      age: 20,
      dateOfBirth: dateOfBirthAged(20),
      emailId: user.email,
      interests: ['Gardening'],
    });

    const refreshed = await refreshWith(user.cookie);
    expect(claimsOf(refreshed.body.data.idToken)['custom:role']).toBe('1');
    const profile = await api('getOwnProfile', { token: refreshed.body.data.idToken });
    expect(profile.status).toBe(200);
    expect(profile.body.id).toBe(res.body.id);
    // The new role works for student-only routes.
    expect((await api('listOwnApplications', { token: refreshed.body.data.idToken })).status).not.toBe(403);
  });

  it('refuses a second call, with the old token or a fresh one, and never changes the role', async () => {
    const user = await userWithoutRole();
    expect(
      (await api('completeSocialSignUp', { body: socialEmployer(user.email), token: user.idToken })).status,
    ).toBe(201);

    const again = await api('completeSocialSignUp', { body: socialStudent(user.email), token: user.idToken });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ACCOUNT_ALREADY_SET_UP');
    expect(again.body.message).toBe(
      'Your account is already set up, and its account type cannot be changed. Please sign in.',
    );

    const refreshed = await refreshWith(user.cookie);
    const fresh = refreshed.body.data.idToken;
    expect(claimsOf(fresh)['custom:role']).toBe('2');
    expect(
      (await api('completeSocialSignUp', { body: socialStudent(user.email), token: fresh })).status,
    ).toBe(409);
    expect((await api('getOwnProfile', { token: fresh })).body.data.roleId).toBe(2);
  });

  it('refuses an account registered with a password (no federated identity: 403), role unchanged', async () => {
    const payload = await registerVerified(studentPayload());
    const { idToken } = await signIn(payload.emailId, 1);
    const res = await api('completeSocialSignUp', { body: socialEmployer(payload.emailId), token: idToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_FEDERATED');
    const employerToken = await idTokenFor('employer@example.com', PASSWORD);
    const employer = await api('completeSocialSignUp', {
      body: socialStudent('employer@example.com'),
      token: employerToken,
    });
    expect(employer.status).toBe(403);
    expect((await api('getOwnProfile', { token: employerToken })).body.data.roleId).toBe(2);
    expect((await api('getOwnProfile', { token: idToken })).body.data.roleId).toBe(1);
  });

  it('refuses a token without a federated identity (403): a pool user made behind the API cannot pick a role', async () => {
    const user = await userWithoutRole('Pat', 'Pool', false);
    expect(claimsOf(user.idToken).identities).toBeUndefined();
    const res = await api('completeSocialSignUp', { body: socialEmployer(user.email), token: user.idToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message:
        'Only an account signed in with Google can be completed here. Please sign up with your e-mail address instead.',
      code: 'NOT_FEDERATED',
    });
    // Nothing was written: still no profile, and the pool user still has no role.
    expect((await api('getOwnProfile', { token: user.idToken })).body.code).toBe('PROFILE_NOT_FOUND');
    const refreshed = await refreshWith(user.cookie);
    expect(claimsOf(refreshed.body.data.idToken)['custom:role']).toBeUndefined();
  });

  it('accepts the Google stand-in because its token carries identities, as Cognito gives federated users', async () => {
    const user = await userWithoutRole();
    expect(claimsOf(user.idToken).identities).toEqual([
      expect.objectContaining({ providerName: 'Google', providerType: 'Google' }),
    ]);
  });

  it('needs the e-mail of the signed-in account', async () => {
    const user = await userWithoutRole();
    const res = await api('completeSocialSignUp', {
      body: socialStudent(newEmail('other')),
      token: user.idToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      emailId: 'Please use the email address of the Google account you signed in with.',
    });
    // Nothing was set: the right payload still works.
    expect(
      (await api('completeSocialSignUp', { body: socialStudent(user.email), token: user.idToken })).status,
    ).toBe(201);
  });

  it('invites the guardian of a teen who completes sign-up, greeting them without a name', async () => {
    const user = await userWithoutRole('Tia', 'Young');
    const parentEmail = newEmail('parent');
    const body = socialStudent(user.email, {
      firstName: 'Tia',
      lastName: 'Young',
      dateOfBirth: dateOfBirthAged(14),
      parentEmail,
    });
    const res = await api('completeSocialSignUp', { body, token: user.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ parentEmail, parentName: null });
    const mails = await waitForMail(parentEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm you are Tia Young’s parent or guardian');
    expect(mails[0]?.body.text).toContain('Hi there,');
  });

  it.each([
    [{ contactNumber: '' }, 'contactNumber', 'Phone number is required'],
    [{ contactNumber: '12345' }, 'contactNumber', 'Please enter a valid 10-digit phone number'],
    [{ zipCode: '' }, 'zipCode', 'Zipcode is required'],
    [{ zipCode: '123' }, 'zipCode', 'Please enter a valid 5-digit zipcode'],
    [{ dateOfBirth: dateOfBirthAged(30) }, 'dateOfBirth', 'Students must be 13 to 25 years old'],
    [{ dateOfBirth: undefined }, 'dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: '06/15/2010' }, 'dateOfBirth', 'Please enter a valid date of birth'],
    [{ age: 20 }, 'age', 'Unknown field "age".'],
    [
      { dateOfBirth: dateOfBirthAged(16) },
      'parentEmail',
      'Parent/guardian email is required for users under 18',
    ],
    [
      { dateOfBirth: dateOfBirthAged(16), parentEmail: 'nope' },
      'parentEmail',
      'Please enter a valid email address',
    ],
    [{ password: PASSWORD }, 'password', 'Unknown field "password".'],
    [{ 'custom:role': '2' }, 'custom:role', 'Unknown field "custom:role".'],
  ])('validates %j', async (overrides, field, message) => {
    const user = await userWithoutRole();
    const res = await api('completeSocialSignUp', {
      body: socialStudent(user.email, overrides),
      token: user.idToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('needs a signed-in caller', async () => {
    expect((await api('completeSocialSignUp', { body: socialEmployer(newEmail()) })).status).toBe(401);
  });
});

describe('custom:role is written by the backend only', () => {
  it('the web client may not write it (pool definition and the local client agree)', async () => {
    expect(userPoolDefinition.webClient.writeAttributes).not.toContain('custom:role');
    const { userPoolId, userPoolClientId } = stack();
    const described = await poolClient().send(
      new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }),
    );
    expect(described.UserPoolClient?.WriteAttributes ?? []).not.toContain('custom:role');
  });

  // In AWS, UpdateUserAttributes with a user's own access token is refused for an attribute outside
  // the client's WriteAttributes (asserted above and in the infra tests). cognito-local 5.3 does not
  // check WriteAttributes, so that refusal cannot be shown against the local stand-in.

  it('the seeded student’s token says student, whatever the request body says', async () => {
    const token = await idTokenFor('student@example.com', PASSWORD);
    expect(claimsOf(token)['custom:role']).toBe('1');
  });
});
