import { type RouteName, routePath } from '@shared/routes';
import { apiUrl } from './api-url';
import { requestHeaders } from './bearer-token';
import { REQUEST_TIMEOUT_MS } from './timed-fetch';

/**
 * Reads started before the code that asks for them has loaded (app/router.tsx): a signed-in page's
 * first read goes out alongside the page's code rather than after it has loaded and rendered, so the
 * answer does not wait for the code. Each is keyed by its address and the token it carries, taken
 * once, and only while fresh; one nobody takes is dropped.
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

/** The early read of this address with these headers, if one is fresh: taken, so only once. */
export function takeEarlyRead(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = earlyReadKey(url, headers);
  const read = earlyReads.get(key);
  earlyReads.delete(key);
  return read && Date.now() - read.startedAt <= EARLY_READ_FRESH_MS ? read.response : undefined;
}
