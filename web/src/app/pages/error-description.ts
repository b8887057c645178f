/**
 * What the error screen says about an error (docs/spec/1-students-and-accounts.md §2: "the status and text or message"): an HTTP
 * failure leads with its status and reason ("503 Service Unavailable"), then the message, if any.
 */
export interface ErrorDescription {
  /** "404 Not Found", when the error came from an HTTP answer. */
  status?: string;
  message: string;
}

/** The reason phrases of the statuses the API and the CDN answer with (HTTP/2 sends no statusText). */
const reasons: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The HTTP status of an error, when it has one: our ApiRequestError, a thrown Response, or the like. */
function httpStatus(error: unknown): { status: number; statusText: string } | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  // 0 is a request that got no answer at all (offline): there is no status to show.
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) return null;
  const text = 'statusText' in error ? (error as { statusText: unknown }).statusText : undefined;
  return { status, statusText: typeof text === 'string' ? text : '' };
}

export function describeError(error: unknown): ErrorDescription {
  const http = httpStatus(error);
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : http ? '' : 'Unknown error';
  if (!http) return { message };
  const reason = http.statusText || reasons[http.status] || '';
  return {
    status: `${http.status}${reason ? ` ${reason}` : ''}`,
    message: message === reason ? '' : message,
  };
}
