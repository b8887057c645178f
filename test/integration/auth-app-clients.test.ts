import {
  AuthFlowType,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { userPoolDefinition } from '../../shared/auth/pool-definition';
import {
  claimsOf,
  createRolelessUser,
  newEmail,
  PASSWORD,
  poolClient,
  poolUser,
  refreshWith,
  signIn,
} from './support/accounts';
import { api, functionsClient, poolTokens, stack } from './support/api';
import { webClientTokens } from './support/web-client';

/*
 * The two app clients, against the local pool: the functions' client needs its secret
 * for every call, as in Cognito; the browser's has no password flow. The API's own calls work.
 */

const describeClient = async (clientId: string) =>
  (
    await poolClient().send(
      new DescribeUserPoolClientCommand({ UserPoolId: stack().userPoolId, ClientId: clientId }),
    )
  ).UserPoolClient;

const passwordAuth = (clientId: string, email: string, extra: Record<string, string> = {}) =>
  poolClient().send(
    new InitiateAuthCommand({
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD, ...extra },
    }),
  );

describe('the browser app client', () => {
  it('has a secret only the API holds, no password flow and no admin scope', async () => {
    const web = await describeClient(stack().userPoolClientId);
    expect(web?.ClientSecret).toEqual(expect.any(String));
    expect(web?.ExplicitAuthFlows).toEqual(['ALLOW_CUSTOM_AUTH']);
    expect(web?.RefreshTokenRotation).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 60 });
    expect(web?.AllowedOAuthFlows).toEqual(['code']);
    expect(web?.AllowedOAuthScopes).not.toContain('aws.cognito.signin.user.admin');
  });

  it('refuses USER_PASSWORD_AUTH: the public client id cannot sign anyone in behind the API', async () => {
    await expect(passwordAuth(stack().userPoolClientId, 'student@example.com')).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
  });

  it('refuses REFRESH_TOKEN_AUTH: refresh tokens rotate, through GetTokensFromRefreshToken only', async () => {
    const { refreshToken } = await signIn('student@example.com', 1);
    await expect(
      poolClient().send(
        new InitiateAuthCommand({
          AuthFlow: AuthFlowType.REFRESH_TOKEN_AUTH,
          ClientId: stack().functionsClientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('issues ID tokens through the code grant with PKCE, exchanged by the API (the Google path)', async () => {
    const email = await createRolelessUser('Gail', 'Google');
    const { idToken } = await webClientTokens(email);
    expect(claimsOf(idToken)).toMatchObject({ aud: stack().userPoolClientId, token_use: 'id' });
    const profile = await api('getOwnProfile', { token: idToken });
    expect(profile.body.code).toBe('PROFILE_NOT_FOUND'); // authorized (not 401): a roleless Google user
  });
});

describe('no self sign-up outside the API (the pool’s pre-sign-up trigger)', () => {
  const signUp = (extra: { ClientId: string; SecretHash?: string }, email: string) =>
    poolClient().send(
      new SignUpCommand({
        ...extra,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );

  it('refuses a SignUp straight against Cognito with the public browser client id, creating no user', async () => {
    const email = newEmail('squatter');
    // The browser's client has a secret only the API holds, so Cognito refuses first.
    await expect(signUp({ ClientId: stack().userPoolClientId }, email)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(poolUser(email)).toBeUndefined();
  });

  it('accepts a SignUp from the functions client with its secret (what POST /user does)', async () => {
    const email = newEmail('through-api');
    const { clientId, secretHash } = await functionsClient(email);
    const result = await signUp({ ClientId: clientId, SecretHash: secretHash }, email);
    expect(result.UserSub).toBeTruthy();
    expect(poolUser(email)?.UserStatus).toBe('UNCONFIRMED');
  });
});

describe('the functions app client', () => {
  it('has a secret and the password flows', async () => {
    const fns = await describeClient(stack().functionsClientId);
    expect(fns?.ClientSecret).toMatch(/.{16,}/);
    // Refresh tokens rotate (GetTokensFromRefreshToken): no REFRESH_TOKEN_AUTH.
    expect(fns?.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH']);
  });

  it('refuses a call without SECRET_HASH and one with a wrong hash, as Cognito does', async () => {
    const { functionsClientId } = stack();
    await expect(passwordAuth(functionsClientId, 'student@example.com')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: `Client ${functionsClientId} is configured for secret but secret was not received`,
    });
    // A hash made for another user does not fit this one.
    const { secretHash } = await functionsClient('employer@example.com');
    await expect(
      passwordAuth(functionsClientId, 'student@example.com', { SECRET_HASH: secretHash }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: `Unable to verify secret hash for client ${functionsClientId}`,
    });
    const tokens = await poolTokens('student@example.com', PASSWORD);
    expect(claimsOf(tokens.idToken).aud).toBe(functionsClientId);
  });

  it('refuses SignUp without the secret: nobody signs up at the functions client but the API', async () => {
    const email = newEmail('direct');
    await expect(
      poolClient().send(
        new SignUpCommand({
          ClientId: stack().functionsClientId,
          Username: email,
          Password: PASSWORD,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('RevokeToken needs the client secret, and a token is revoked only at the client that issued it', async () => {
    const { refreshToken, cookie } = await signIn('student@example.com', 1);
    const { functionsClientId, userPoolClientId } = stack();
    await expect(
      poolClient().send(new RevokeTokenCommand({ ClientId: functionsClientId, Token: refreshToken })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      poolClient().send(new RevokeTokenCommand({ ClientId: userPoolClientId, Token: refreshToken })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Still live after both refusals.
    expect((await refreshWith(cookie)).status).toBe(200);
  });
});

describe('the API signs in through the functions client', () => {
  it('issues tokens of the functions client, which the gateway accepts', async () => {
    const { idToken } = await signIn('employer@example.com', 2);
    expect(claimsOf(idToken)).toMatchObject({ aud: stack().functionsClientId, token_use: 'id' });
    expect((await api('listEmployerJobs', { token: idToken })).status).toBe(200);
  });

  it('refuses an access token where an ID token is expected (token_use), on every protected route kind', async () => {
    const { accessToken } = await poolTokens('employer@example.com', PASSWORD);
    expect(claimsOf(accessToken).token_use).toBe('access');
    for (const route of ['getOwnProfile', 'listEmployerJobs'] as const) {
      const res = await api(route, { token: accessToken });
      expect(res.status, route).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('token lifetimes', () => {
  it('are the ones the CDK gives both clients: an ID token lives idMinutes, as in AWS', async () => {
    const { idToken } = await signIn('student@example.com', 1);
    const claims = claimsOf(idToken) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(userPoolDefinition.webClient.tokenValidity.idMinutes * 60);
    expect(userPoolDefinition.webClient.tokenValidity.idMinutes).toBeLessThanOrEqual(15);
    const web = await webClientTokens(await createRolelessUser('Gail', 'Google'));
    const webClaims = claimsOf(web.idToken) as { iat: number; exp: number };
    expect(webClaims.exp - webClaims.iat).toBe(userPoolDefinition.webClient.tokenValidity.idMinutes * 60);
  });
});
