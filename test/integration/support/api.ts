import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, inject } from 'vitest';
import { type RouteName, type RouteParams, routeEndpoint } from '../../../shared/routes';
import '../../support/stack-context';

export const stack = () => inject('stack');

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * The loopback address a test calls from (any of 127/8 reaches the local server, which sees it as
 * the source IP, as API Gateway would): one per test, from its name, so each test is one visitor and
 * the API's per-IP limits (registration, code resends) count that test's requests, not the suite's.
 */
function testSourceIp(): string {
  const name = expect.getState().currentTestName ?? expect.getState().testPath ?? 'setup';
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(name).digest();
  return `127.${1 + (a % 254)}.${b}.${1 + (c % 254)}`;
}

interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** One HTTP request from `sourceIp` (fetch cannot choose its local address). */
function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; sourceIp: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      // A connection per request: a kept-alive socket that the server closes as it is reused gives
      // "socket hang up" on a busy machine, and a POST cannot be retried safely.
      { method: init.method, headers: init.headers, localAddress: init.sourceIp, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
          }
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    // A length, as fetch sends, rather than chunked encoding.
    if (init.body !== undefined && !req.hasHeader('content-length')) {
      req.setHeader('content-length', Buffer.byteLength(init.body));
    }
    req.end(init.body);
  });
}

/** What a request carries besides its method and path. */
export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  sourceIp?: string;
}

/**
 * A query: text is sent as written (after the `?`), for tests whose point is the exact bytes; a
 * record is encoded (undefined values left out).
 */
export type Query = string | Record<string, string | number | boolean | undefined>;

/** One call of route N: its path parameters (required when its path has some), query and request. */
export type RouteCall<N extends RouteName> = RouteParams<N> & RequestOptions & { query?: Query };

/** `?a=1&b=2`, or nothing. */
function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  const text =
    typeof query === 'string'
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        ).toString();
  return text ? `?${text}` : '';
}

/**
 * THE way a test calls the API: by route name, method and path from the route table (shared/routes.ts),
 * over HTTP exactly as a browser would (same origin, /api prefix), from the test's own loopback
 * address (`sourceIp` picks another: a second visitor).
 */
export function api<N extends RouteName>(
  name: N,
  ...[call]: Partial<RouteCall<N>> extends RouteCall<N> ? [call?: RouteCall<N>] : [call: RouteCall<N>]
): Promise<ApiResponse> {
  return apiUnchecked(name, call ?? {});
}

/** `api` for tables of calls whose route is known only at run time (the matrices): parameters unchecked. */
export function apiUnchecked(
  name: RouteName,
  { params, query, ...options }: RequestOptions & { params?: Record<string, string>; query?: Query },
): Promise<ApiResponse> {
  const { method, path } = routeEndpoint(name, params);
  return callPath(method, `${path}${queryString(query)}`, options);
}

/**
 * `method path` as given, for the tests that must send what the route table does not say: a wrong
 * method, a path altered on purpose (build it with `routeEndpoint`, then alter it), a path that is no
 * route. Every other call goes through `api`.
 */
export async function callPath<T = any>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await send(`${stack().apiUrl}${path}`, {
    method,
    headers,
    body,
    sourceIp: opts.sourceIp ?? testSourceIp(),
  });
  let parsed: unknown = response.text;
  try {
    parsed = response.text ? JSON.parse(response.text) : undefined;
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
