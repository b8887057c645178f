import { createHmac } from 'node:crypto';
import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
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

const localPool = () =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack().cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

let functionsSecret: Promise<string> | undefined;

/**
 * The functions' app client as a test calls it (the same client the API uses): its id and the
 * SECRET_HASH for `username`, computed here independently of the functions' helper.
 */
export async function functionsClient(username: string): Promise<{ clientId: string; secretHash: string }> {
  const { userPoolId, functionsClientId } = stack();
  functionsSecret ??= localPool()
    .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: functionsClientId }))
    .then((r) => r.UserPoolClient?.ClientSecret ?? '');
  const secret = await functionsSecret;
  if (!secret) throw new Error('The local functions client has no secret');
  const secretHash = createHmac('sha256', secret).update(`${username}${functionsClientId}`).digest('base64');
  return { clientId: functionsClientId, secretHash };
}

/** Tokens straight from the local user pool (USER_PASSWORD_AUTH at the functions' client). */
export async function poolTokens(email: string, password: string) {
  const { clientId, secretHash } = await functionsClient(email);
  const result = await localPool().send(
    new InitiateAuthCommand({
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password, SECRET_HASH: secretHash },
    }),
  );
  const { IdToken, RefreshToken, AccessToken } = result.AuthenticationResult ?? {};
  if (!IdToken || !RefreshToken || !AccessToken) throw new Error(`No tokens for ${email}`);
  return { idToken: IdToken, refreshToken: RefreshToken, accessToken: AccessToken };
}

/**
 * An ID token straight from the local user pool, for tests that need a signed-in caller without
 * going through the app's own sign-in route.
 */
export async function idTokenFor(email: string, password: string): Promise<string> {
  return (await poolTokens(email, password)).idToken;
}
