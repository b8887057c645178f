import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import '../../support/stack-context';

export const stack = () => inject('stack');

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the local API over HTTP exactly as a browser would (same origin, /api prefix). */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${stack().apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // leave as text: the test will fail on the JSON expectation and show it
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/**
 * An ID token straight from the local user pool (USER_PASSWORD_AUTH), for tests that need a
 * signed-in caller without going through the app's own sign-in route.
 */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const { cognitoUrl, userPoolClientId } = stack();
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`No ID token for ${email}`);
  return token;
}
