import {
  AuthFlowType,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { ApiEvent } from '../lib/http-handler';
import { authFields, clientCredentials, clientFields } from './app-client';
import { cognito, isCognitoError, webClientId } from './cognito-client';

/**
 * The user-pool calls the web client could make itself, made by the API instead so every rule and
 * message lives on the server. They go through the functions' own app client (it has a secret: see
 * app-client.ts), with the viewer's IP for adaptive authentication. Cognito exceptions propagate; the
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
   * A new ID token. Tokens of a password sign-in are the functions' client's, refreshed with its
   * secret (GetTokensFromRefreshToken takes the secret itself: InitiateAuth's SECRET_HASH would need
   * the user's name, which a refresh token does not reveal). Tokens of a Google sign-in were issued to
   * the browser's client, which has no secret; Cognito refuses a refresh token at any other client.
   */
  async refresh(refreshToken: string): Promise<string> {
    let idToken: string | undefined;
    try {
      const result = await cognito.send(
        new GetTokensFromRefreshTokenCommand({ RefreshToken: refreshToken, ...(await clientCredentials()) }),
      );
      idToken = result.AuthenticationResult?.IdToken;
    } catch (error) {
      if (!isCognitoError(error, ...NOT_THIS_CLIENTS)) throw error;
      const result = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: AuthFlowType.REFRESH_TOKEN_AUTH,
          ClientId: webClientId(),
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      idToken = result.AuthenticationResult?.IdToken;
    }
    if (!idToken) throw new UnexpectedChallenge('none');
    return idToken;
  },

  /**
   * Ends a session (sign-out, or a sign-in the API decided not to hand out). The token may be either
   * client's, so both are asked; Cognito revokes it at the client it was issued to. True when one did.
   */
  async revoke(refreshToken: string): Promise<boolean> {
    const attempts = await Promise.allSettled([
      (async () =>
        cognito.send(new RevokeTokenCommand({ Token: refreshToken, ...(await clientCredentials()) })))(),
      cognito.send(new RevokeTokenCommand({ Token: refreshToken, ClientId: webClientId() })),
    ]);
    const failure = attempts.find(
      (a): a is PromiseRejectedResult =>
        a.status === 'rejected' && !isCognitoError(a.reason, ...NOT_THIS_CLIENTS),
    );
    if (failure) throw failure.reason;
    return attempts.some((a) => a.status === 'fulfilled');
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
