import { clientError } from './api-error';

/** Request timeout (docs/spec/1-students-and-accounts.md §9). */
export const REQUEST_TIMEOUT_MS = 30_000;

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Fetches `url` (or takes the `early` response already on its way) and reads its text, within
 * REQUEST_TIMEOUT_MS. A timeout and a network failure reject with a message for people; the caller's
 * own cancellation (`signal`) rejects unchanged, for React Query.
 */
export async function timedFetch(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  signal: AbortSignal | undefined,
  early?: Promise<Response>,
  /** A successful answer is a file (a PDF): read as its bytes, not as text. */
  asFile = false,
): Promise<{ response: Response; text: string; file?: Blob }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await (early ?? fetch(url, { ...init, signal: controller.signal }));
    if (asFile && response.ok) return { response, text: '', file: await response.blob() };
    return { response, text: await response.text() };
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
}
