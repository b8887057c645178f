/*
 * The web's API client, one job per file under lib/api/: the token store, the session's renewal, the
 * errors, the early reads, the timeout, the reading of answers, and `callRoute`, THE way to call. The
 * screens import it from here.
 */
export {
  ApiRequestError,
  type ClientErrorCode,
  errorMessage,
  isSessionEnded,
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
} from './api/api-error';
export { type ApiRequestOptions, apiRequest } from './api/api-request';
export { type QueryParams, type QueryValue, toQueryString } from './api/api-url';
export { bearerToken, setBearerToken } from './api/bearer-token';
export {
  callRoute,
  callRouteForFile,
  callRouteForText,
  type RouteAnswer,
  type RouteCall,
  type UnparsedRead,
  unparsedReads,
} from './api/call-route';
export { startEarlyRead } from './api/early-read';
export type { ResponseSchema } from './api/response-reading';
export { setSessionCheck, setSessionRenewal } from './api/session-renewal';
export { REQUEST_TIMEOUT_MS } from './api/timed-fetch';
