import { type RouteName, type RouteParams, routePath, routes } from '@shared/routes';
import type { ApiError } from '@shared/schemas/error';
import type * as z from 'zod/mini';
import { getConfig } from './config';

/** Request timeout (docs/spec/1-students-and-accounts.md §9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The ID token sent as the bearer token. In this page's memory only (docs/spec/1-students-and-accounts.md §3 kept it in
 * session storage): the session (lib/auth/session.tsx) sets it from POST /token/refresh, whose refresh
 * token lives in an HttpOnly cookie no script can read.
 */
let bearer: string | null = null;

export function setBearerToken(idToken: string | null): void {
  bearer = idToken;
}

export function bearerToken(): string | null {
  return bearer;
}

/**
 * What the session gives the API client for a 401 on a request that carried a token: a fresh ID token
 * (the old one expired while the tab slept), or null when the session has ended.
 */
type Renewal = () => Promise<string | null>;
let renewal: Renewal | null = null;

export function setSessionRenewal(renew: Renewal | null): void {
  renewal = renew;
}

/**
 * Whether the signed-in session still holds in this browser, asked before a write is sent: another
 * tab may have signed out while this one kept its ID token (lib/auth/sign-out-broadcast.ts). Set by
 * the session while someone is signed in; a write it refuses is never sent and ends as SESSION_ENDED.
 */
type SessionCheck = () => boolean;
let sessionCheck: SessionCheck | null = null;

export function setSessionCheck(check: SessionCheck | null): void {
  sessionCheck = check;
}

/** Codes for failures that never reached the server's error body. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE';

/**
 * THE place a refused session is recognised: a request that carried a token and was
 * answered 401 (expired, revoked, or from a pool that no longer knows it). Retrying cannot help, so
 * every screen says the same thing; `isSessionEnded` lets a screen offer signing in again.
 */
export const SESSION_ENDED_CODE = 'SESSION_ENDED';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Every failed API call rejects with this. For HTTP errors `status`, `code`, `message` and `fields`
 * come from the server's error body; for network failures and timeouts `status` is 0 and the message
 * is written for people.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiError, retryAfterSeconds?: number) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Whether the failed request carried an ID token (a 401 then means it expired or the session ended). */
  withToken = false;

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** `?a=1&b=x`; null, undefined and blank strings are dropped (docs/spec/1-students-and-accounts.md §5: empty filters are omitted). */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text === '') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/**
 * How a call reads its answer: a schema that checks it (and types it), or a function that loads one,
 * for calls whose screens must not carry zod before they are used (initial JS); it loads
 * while the request is on its way. `unparsed` is the exception, see there.
 */
export type ResponseSchema<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>) | Unparsed<T>;

declare const unparsedBody: unique symbol;
/** A response read as JSON without a check (see `unparsed`). */
export interface Unparsed<T> {
  readonly unparsed: true;
  /** Carries T for the compiler only. */
  readonly [unparsedBody]?: T;
}

/**
 * The answer is returned as the shared contract types it, unchecked. Only for the public pages' reads
 * (the jobs list, a search, one job): they are a visitor's first screen, which carries no zod (* 11 KB gzip of it), and the integration tests parse each of those responses with its shared schema.
 * And for answers nobody reads (`unparsed<void>()`).
 */
export const unparsed = <T>(): Unparsed<T> => ({ unparsed: true });

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** Cancels the request (React Query passes one per query). */
  signal?: AbortSignal;
  /** Validates the response body; without it the body is returned unchecked (see `unparsed`). */
  schema?: ResponseSchema<T>;
  /**
   * Sent without the session's ID token, and never renewed on a 401: the session's own calls
   * (refresh, signing in again), whose 401 is the answer itself.
   */
  anonymous?: boolean;
  /** Lets the request finish after the page has gone (sign-out's revoke, sent as the next page loads). */
  keepalive?: boolean;
  /** The answer is text, not JSON (a calendar file): returned as it is. */
  text?: boolean;
}

/**
 * A route whose answer is a file of text (a calendar's .ics), read as the text it is: by route name,
 * with the session's token, like every call.
 */
export function callRouteForText<N extends RouteName>(name: N, call: RouteCall<N>): Promise<string> {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) return Promise.reject(new Error(`Unknown route ${name}`));
  const { params, ...options } = call;
  return apiRequest<string>(routePath(name, params ?? {}), { ...options, method: route.method, text: true });
}

/** Everything of a call but its route and its response schema. */
export type RouteCall<N extends RouteName> = RouteParams<N> &
  Omit<ApiRequestOptions<unknown>, 'method' | 'schema'>;

/**
 * THE way the web calls the API: by route name. Method and path come from the route table
 * (shared/routes.ts), so no path is written anywhere else, and the answer is read by `schema`, which
 * types it. When the table carries each route's schemas, the schema argument comes from it.
 */
export function callRoute<N extends RouteName, T>(
  name: N,
  call: RouteCall<N>,
  schema: ResponseSchema<T>,
): Promise<T> {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) return Promise.reject(new Error(`Unknown route ${name}`));
  const { params, ...options } = call;
  return apiRequest(routePath(name, params ?? {}), { ...options, method: route.method, schema });
}

const apiUrl = (path: string, query?: QueryParams): string =>
  `${getConfig().apiBaseUrl.replace(/\/+$/, '')}${path}${toQueryString(query)}`;

function requestHeaders(hasBody: boolean, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer && !anonymous) headers.Authorization = `Bearer ${bearer}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * Reads started before the code that asks for them has loaded (app/router.tsx): a signed-in page's
 * first read goes out alongside the page's code rather than after it has loaded and rendered, so the
 * answer does not wait for the code. Each is keyed by its address and the token it carries,
 * taken once, and only while fresh; one nobody takes is dropped.
 */
const earlyReads = new Map<string, { response: Promise<Response>; startedAt: number }>();
const EARLY_READ_FRESH_MS = 10_000;
const earlyReadKey = (url: string, headers: Record<string, string>) =>
  `${url} ${headers.Authorization ?? ''}`;

/** Starts the GET of route `name` now, for the first call of the same read to take. */
export function startEarlyRead(name: RouteName, params: Record<string, string> = {}): void {
  const url = apiUrl(routePath(name, params));
  const headers = requestHeaders(false);
  const response = fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  // A failure is the taker's to report; a read nobody takes must not surface as an unhandled rejection.
  response.catch(() => undefined);
  earlyReads.set(earlyReadKey(url, headers), { response, startedAt: Date.now() });
}

function takeEarlyRead(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = earlyReadKey(url, headers);
  const read = earlyReads.get(key);
  earlyReads.delete(key);
  return read && Date.now() - read.startedAt <= EARLY_READ_FRESH_MS ? read.response : undefined;
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Calls `{apiBaseUrl}{path}` and resolves with the parsed JSON body (undefined for 204). A 401 to a
 * request that carried a token renews the session once and sends the request again (the ID token lasts
 * 15 minutes; a tab that slept may wake with an expired one). When the session has ended, the 401
 * stands: forms then offer to sign in again in place, keeping what was typed.
 *
 * Under `callRoute`, which the app uses; exported for the integration tests, which drive a path of
 * their choosing.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const writes = (options.method ?? 'GET') !== 'GET';
  if (writes && bearer && !options.anonymous && sessionCheck && !sessionCheck()) throw sessionEndedError();
  const reading = startReading(options.schema);
  try {
    return await sendRequest(path, options, reading);
  } catch (error) {
    if (!refusedToken(error) || options.signal?.aborted) throw error;
    const fresh = renewal ? await renewal().catch(() => null) : null;
    // The session has ended: every screen says so the same way.
    if (!fresh) throw sessionEndedError();
    try {
      return await sendRequest(path, options, reading);
    } catch (again) {
      throw refusedToken(again) ? sessionEndedError() : again;
    }
  }
}

/** A 401 to a request that carried the session's token (not a wrong password at sign-in). */
const refusedToken = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 401 && error.withToken;

function sessionEndedError(): ApiRequestError {
  const error = new ApiRequestError(401, { code: SESSION_ENDED_CODE, message: SESSION_ENDED_MESSAGE });
  error.withToken = true;
  return error;
}

/** A loaded schema, one on its way, or none (`unparsed`). */
type ResponseReading<T> = z.ZodMiniType<T> | Promise<z.ZodMiniType<T>> | undefined;

/** A schema to load starts loading now, beside the request; a failure to load shows with the answer. */
function startReading<T>(schema: ResponseSchema<T> | undefined): ResponseReading<T> {
  if (typeof schema === 'function') {
    const loading = schema();
    loading.catch(() => undefined);
    return loading;
  }
  return schema && 'unparsed' in schema ? undefined : schema;
}

async function sendRequest<T>(
  path: string,
  options: ApiRequestOptions<T>,
  reading: ResponseReading<T>,
): Promise<T> {
  const { method = 'GET', query, body, signal, anonymous, keepalive } = options;
  const url = apiUrl(path, query);
  const headers = requestHeaders(body !== undefined, anonymous);
  const early = method === 'GET' && body === undefined ? takeEarlyRead(url, headers) : undefined;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        keepalive,
      }));
    text = await response.text();
  } catch (error) {
    if (timedOut || isTimeout(error)) {
      throw clientError('TIMEOUT', 'The server took too long to answer. Please try again in a moment.');
    }
    // A caller's cancellation is not a failure to report: rethrow it unchanged for React Query.
    if (signal?.aborted) throw error;
    throw clientError(
      'NETWORK_ERROR',
      'We could not reach Neighbourhood Jobs. Please check your internet connection and try again.',
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (options.text && response.ok) return text as T;
  const json = parseJson(text);
  if (!response.ok) {
    const error = await httpError(response, json);
    error.withToken = headers.Authorization !== undefined;
    throw error;
  }
  if (response.status === 204 || text === '') return undefined as T;
  if (json === INVALID_JSON) {
    throw clientError('BAD_RESPONSE', 'We received an unexpected answer from the server. Please try again.');
  }
  // Unparsed: typed by the shared contract alone (see `unparsed`).
  if (!reading) return json as T;
  const schema = await reading;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${method} ${path}`, parsed.error.issues);
    throw clientError('BAD_RESPONSE', 'We received an unexpected answer from the server. Please try again.');
  }
  return parsed.data;
}

const INVALID_JSON = Symbol('invalid json');

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

async function httpError(response: Response, json: unknown): Promise<ApiRequestError> {
  const body = await errorBody(json);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (body) return new ApiRequestError(response.status, body, retryAfterSeconds);
  // Gateways and proxies answer with their own bodies (HTML, empty); keep the message human.
  const message =
    response.status >= 500
      ? 'Something went wrong on our side. Please try again in a moment.'
      : 'Something went wrong. Please try again.';
  return new ApiRequestError(
    response.status,
    { message, code: `HTTP_${response.status}` },
    retryAfterSeconds,
  );
}

/** The server's error body, checked by the error schema, which (with zod) loads with the first error. */
async function errorBody(json: unknown): Promise<ApiError | null> {
  try {
    const { apiErrorSchema } = await import('@shared/schemas/error');
    const body = apiErrorSchema.safeParse(json);
    return body.success ? body.data : null;
  } catch {
    // Its code could not be loaded (offline, or a newer deploy replaced it): the status says enough.
    return null;
  }
}

function clientError(code: ClientErrorCode, message: string): ApiRequestError {
  return new ApiRequestError(0, { message, code });
}

/** Whether a request failed because the session has ended (see SESSION_ENDED_CODE). */
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.code === SESSION_ENDED_CODE;

/** The message to show for any thrown value, with a fallback for the unexpected. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}
