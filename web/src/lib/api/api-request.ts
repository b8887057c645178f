import { refusedToken, sessionEndedError } from './api-error';
import { apiUrl, type QueryParams } from './api-url';
import { bearerToken, requestHeaders } from './bearer-token';
import { takeEarlyRead } from './early-read';
import { httpError } from './http-error';
import {
  parseJson,
  type ResponseReading,
  type ResponseSchema,
  readAnswer,
  startReading,
} from './response-reading';
import { renewSession, sessionHolds } from './session-renewal';
import { timedFetch } from './timed-fetch';

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** Cancels the request (React Query passes one per query). */
  signal?: AbortSignal;
  /** Validates the response body; without it the body is returned unchecked (see `unparsedReads`). */
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
  /** The answer is a file of bytes (a PDF): returned as a Blob. */
  file?: boolean;
}

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
  if (writes && bearerToken() && !options.anonymous && !sessionHolds()) throw sessionEndedError();
  const reading = startReading(options.schema);
  try {
    return await sendRequest(path, options, reading);
  } catch (error) {
    if (!refusedToken(error) || options.signal?.aborted) throw error;
    const fresh = await renewSession();
    // The session has ended: every screen says so the same way.
    if (!fresh) throw sessionEndedError();
    try {
      return await sendRequest(path, options, reading);
    } catch (again) {
      throw refusedToken(again) ? sessionEndedError() : again;
    }
  }
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
  const { response, text, file } = await timedFetch(
    url,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body), keepalive },
    signal,
    early,
    options.file,
  );
  if (options.file && file) return file as T;
  if (options.text && response.ok) return text as T;
  const json = parseJson(text);
  if (!response.ok) {
    const error = await httpError(response, json);
    error.withToken = headers.Authorization !== undefined;
    throw error;
  }
  return readAnswer(response, text, json, reading, `${method} ${path}`);
}
