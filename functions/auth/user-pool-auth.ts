import {
  AdminUserGlobalSignOutCommand,
  AuthFlowType,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { runtimeEnv } from '../../shared/runtime-env';
import { authFields, clientCredentials, clientFields, type SessionClient } from '../lib/cognito-app-client';
import { cognito, isCognitoError, userPoolId } from '../lib/cognito-client';
import type { ApiEvent } from '../lib/http-handler';

/**
 * The user-pool calls the web client could make itself, made by the API instead so every rule and
 * message lives on the server. They go through the functions' own app client (it has a secret: see
 * functions/lib/cognito-app-client.ts), with the viewer's IP for adaptive authentication. Cognito exceptions propagate; the
 * routes turn them into answers.
 */
export interface Tokens {
  idToken: string;
  refreshToken: string;
}

/** Thrown when the pool asks for a challenge (new password, MFA) this product does not use. */
export class UnexpectedChallenge extends Error {
  constructor(readonly challenge: string) {
    super(`Unexpected auth challenge ${challenge}`);
  }
}

/** Cognito's answers for a refresh token that is not (or no longer) this client's. */
const NOT_THIS_CLIENTS = ['NotAuthorizedException', 'UnauthorizedException', 'InvalidParameterException'];

export const userPoolAuth = {
  async signIn(email: string, password: string, event?: ApiEvent): Promise<Tokens> {
    const { ClientId, SecretHashParameter, UserContextData } = await authFields(email, event);
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
        ClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password, ...SecretHashParameter },
        UserContextData,
      }),
    );
    const { IdToken, RefreshToken } = result.AuthenticationResult ?? {};
    if (!IdToken || !RefreshToken) throw new UnexpectedChallenge(result.ChallengeName ?? 'none');
    return { idToken: IdToken, refreshToken: RefreshToken };
  },

  /**
   * A new ID token and, with refresh token rotation, a new refresh token: the one given
   * stops working. GetTokensFromRefreshToken takes the client's secret itself (InitiateAuth's
   * SECRET_HASH would need the user's name, which a refresh token does not reveal); the session
   * knows which client issued its tokens, and Cognito refuses a refresh token at any other.
   */
  async refresh(client: SessionClient, refreshToken: string): Promise<Tokens> {
    const result = await cognito.send(
      new GetTokensFromRefreshTokenCommand({
        RefreshToken: refreshToken,
        ...(await clientCredentials(client)),
      }),
    );
    const { IdToken, RefreshToken } = result.AuthenticationResult ?? {};
    if (!IdToken) throw new UnexpectedChallenge('none');
    return { idToken: IdToken, refreshToken: RefreshToken ?? refreshToken };
  },

  /**
   * Ends a session's refresh token at Cognito (sign-out, a sign-in the API decided not to hand out, a
   * reused token). True when Cognito revoked it; false when it was not live.
   */
  async revoke(client: SessionClient, refreshToken: string): Promise<boolean> {
    try {
      await cognito.send(
        new RevokeTokenCommand({ Token: refreshToken, ...(await clientCredentials(client)) }),
      );
      return true;
    } catch (error) {
      if (isCognitoError(error, ...NOT_THIS_CLIENTS)) return false;
      throw error;
    }
  },

  /**
   * Ends every session of a user (a password reset): no refresh token of theirs works any more, and
   * each ID token dies within its 15 minutes.
   */
  async signOutEverywhere(username: string): Promise<void> {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: username }));
  },

  /**
   * The Google return leg: the authorization code and its PKCE verifier, exchanged at
   * the pool's token endpoint by the API, so the refresh token goes straight into the session cookie
   * and never into the page. The browser's client authenticates with its secret when it has one.
   * Null when the endpoint refuses the code (used, expired, another client's, a wrong verifier).
   */
  async exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<Tokens | null> {
    const { ClientId, ClientSecret } = await clientCredentials('web');
    const base = process.env[runtimeEnv.oauthBaseUrl];
    if (!base) throw new Error(`${runtimeEnv.oauthBaseUrl} is not set`);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (ClientSecret) {
      const credentials = `${encodeURIComponent(ClientId)}:${encodeURIComponent(ClientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    const response = await fetch(`${base.replace(/\/+$/, '')}/oauth2/token`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: ClientId,
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 500) throw new Error(`The token endpoint answered ${response.status}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { id_token?: unknown; refresh_token?: unknown };
    if (typeof body.id_token !== 'string' || typeof body.refresh_token !== 'string') return null;
    return { idToken: body.id_token, refreshToken: body.refresh_token };
  },

  async confirmSignUp(email: string, code: string, event?: ApiEvent): Promise<void> {
    await cognito.send(
      new ConfirmSignUpCommand({
        ...(await clientFields(email, event)),
        Username: email,
        ConfirmationCode: code,
      }),
    );
  },

  async resendConfirmationCode(email: string, event?: ApiEvent): Promise<void> {
    await cognito.send(
      new ResendConfirmationCodeCommand({ ...(await clientFields(email, event)), Username: email }),
    );
  },

  async forgotPassword(email: string, event?: ApiEvent): Promise<void> {
    await cognito.send(new ForgotPasswordCommand({ ...(await clientFields(email, event)), Username: email }));
  },

  async confirmForgotPassword(
    email: string,
    code: string,
    newPassword: string,
    event?: ApiEvent,
  ): Promise<void> {
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ...(await clientFields(email, event)),
        Username: email,
        ConfirmationCode: code,
        Password: newPassword,
      }),
    );
  },
};
