import {
  AuthFlowType,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolClientId } from './cognito-client';

/**
 * The user-pool calls the web client could make itself, made by the API instead so every rule and
 * message lives on the server. Cognito exceptions propagate; the routes turn them into answers.
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

export const userPoolAuth = {
  async signIn(email: string, password: string): Promise<Tokens> {
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
        ClientId: userPoolClientId(),
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const { IdToken, RefreshToken } = result.AuthenticationResult ?? {};
    if (!IdToken || !RefreshToken) throw new UnexpectedChallenge(result.ChallengeName ?? 'none');
    return { idToken: IdToken, refreshToken: RefreshToken };
  },

  async refresh(refreshToken: string): Promise<string> {
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: AuthFlowType.REFRESH_TOKEN_AUTH,
        ClientId: userPoolClientId(),
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) throw new UnexpectedChallenge(result.ChallengeName ?? 'none');
    return idToken;
  },

  /** Ends a session the API decided not to hand out (signed in on the wrong tab). */
  async revoke(refreshToken: string): Promise<void> {
    await cognito.send(new RevokeTokenCommand({ ClientId: userPoolClientId(), Token: refreshToken }));
  },

  async confirmSignUp(email: string, code: string): Promise<void> {
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: userPoolClientId(), Username: email, ConfirmationCode: code }),
    );
  },

  async resendConfirmationCode(email: string): Promise<void> {
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId: userPoolClientId(), Username: email }));
  },

  async forgotPassword(email: string): Promise<void> {
    await cognito.send(new ForgotPasswordCommand({ ClientId: userPoolClientId(), Username: email }));
  },

  async confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void> {
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: userPoolClientId(),
        Username: email,
        ConfirmationCode: code,
        Password: newPassword,
      }),
    );
  },
};
