import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { runtimeEnv } from '../../shared/runtime-env';
import { lazyClient } from './lazy-client';

/**
 * One client per container, made on the first call (functions/lib/lazy-client.ts). The endpoint comes
 * from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set (the local stack), so no code here knows
 * where it runs.
 */
export const cognito = lazyClient(() => new CognitoIdentityProviderClient({}));

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const userPoolId = () => env(runtimeEnv.userPoolId);
/** The functions' own app client (with a secret: see cognito-app-client.ts). */
export const userPoolClientId = () => env(runtimeEnv.userPoolClientId);
/** The browser's app client: only to refresh and revoke the tokens it issued (Google sign-in). */
export const webClientId = () => env(runtimeEnv.webClientId);

/** The Cognito exception name (`NotAuthorizedException`, …) of an SDK error, if it is one. */
export function cognitoErrorName(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string')
    return error.name;
  return undefined;
}

export function isCognitoError(error: unknown, ...names: string[]): boolean {
  const name = cognitoErrorName(error);
  return name !== undefined && names.includes(name);
}
