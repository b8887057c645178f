import { createHmac } from 'node:crypto';
import {
  DescribeUserPoolClientCommand,
  type UserContextDataType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolClientId, userPoolId, webClientId } from './cognito-client';
import type { ApiEvent } from './http-handler';
import { viewerAddress } from './viewer-ip';

/**
 * The functions' own app client: it has a secret, so every call the functions make on
 * a user's behalf (SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword,
 * ConfirmForgotPassword, InitiateAuth, RevokeToken) must prove it with SECRET_HASH or the secret.
 * Anyone holding only the browser's public client id cannot make these calls.
 *
 * The secret is never in the template or the function's environment: the function reads it once per
 * container with DescribeUserPoolClient (its role may call only that on this pool). A client without a
 * secret (none is configured) makes the helpers add nothing, and Cognito then refuses the call for a
 * client that has one, which is the behaviour we want.
 */

const secrets = new Map<string, Promise<string | undefined>>();

/**
 * A client's secret (the functions' own by default), read once per container; a failed read is
 * retried on the next call.
 */
export function clientSecret(clientId: string = userPoolClientId()): Promise<string | undefined> {
  let secret = secrets.get(clientId);
  if (!secret) {
    secret = cognito
      .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId(), ClientId: clientId }))
      .then((result) => result.UserPoolClient?.ClientSecret || undefined)
      .catch((error: unknown) => {
        secrets.delete(clientId);
        throw error;
      });
    secrets.set(clientId, secret);
  }
  return secret;
}

/** Cognito's SECRET_HASH: Base64(HMAC-SHA256(key = client secret, message = username + client id)). */
export function secretHash(secretValue: string, clientId: string, username: string): string {
  return createHmac('sha256', secretValue).update(`${username}${clientId}`).digest('base64');
}

/**
 * What adaptive authentication needs to see the real person, not the function: the viewer's IP
 * (`viewerAddress`, as `viewerIp` counts it: CloudFront's x-viewer-ip, since API Gateway's sourceIp is a CloudFront edge shared by
 * everyone near it) and, when the browser sends it, Cognito's advanced-security
 * device fingerprint (the `x-amz-cognito-encoded-data` header).
 */
export const ENCODED_DATA_HEADER = 'x-amz-cognito-encoded-data';

export function userContextData(event: ApiEvent | undefined): UserContextDataType | undefined {
  const ip = event && viewerAddress(event);
  if (!ip) return undefined;
  const encoded = event.headers?.[ENCODED_DATA_HEADER]?.trim();
  // Cognito caps EncodedData; anything longer is not its fingerprint and is left out.
  return { IpAddress: ip, ...(encoded && encoded.length <= 4096 ? { EncodedData: encoded } : {}) };
}

/**
 * The fields every user call takes: spread into SignUp, ConfirmSignUp, ResendConfirmationCode,
 * ForgotPassword and ConfirmForgotPassword. `username` is the name the call uses (the e-mail).
 */
export async function clientFields(
  username: string,
  event?: ApiEvent,
): Promise<{ ClientId: string; SecretHash?: string; UserContextData?: UserContextDataType }> {
  const clientId = userPoolClientId();
  const value = await clientSecret();
  const context = userContextData(event);
  return {
    ClientId: clientId,
    ...(value ? { SecretHash: secretHash(value, clientId, username) } : {}),
    ...(context ? { UserContextData: context } : {}),
  };
}

/** InitiateAuth's form of the same: SECRET_HASH goes among the AuthParameters. */
export async function authFields(
  username: string,
  event?: ApiEvent,
): Promise<{
  ClientId: string;
  SecretHashParameter: Record<string, string>;
  UserContextData?: UserContextDataType;
}> {
  const { ClientId, SecretHash, UserContextData } = await clientFields(username, event);
  return {
    ClientId,
    SecretHashParameter: SecretHash ? { SECRET_HASH: SecretHash } : {},
    ...(UserContextData ? { UserContextData } : {}),
  };
}

/** The app client a session's tokens were issued to: a password sign-in's, or Google's (the browser's). */
export type SessionClient = 'functions' | 'web';

export const clientIdOf = (client: SessionClient) => (client === 'web' ? webClientId() : userPoolClientId());

/** For calls that take the secret itself (RevokeToken, GetTokensFromRefreshToken, the token endpoint). */
export async function clientCredentials(
  client: SessionClient = 'functions',
): Promise<{ ClientId: string; ClientSecret?: string }> {
  const clientId = clientIdOf(client);
  const value = await clientSecret(clientId);
  return { ClientId: clientId, ...(value ? { ClientSecret: value } : {}) };
}
