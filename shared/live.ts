/**
 * The live messages connection (a WebSocket): where the browser opens it on the site's own origin
 * (CloudFront sends it to the API Gateway WebSocket API, whose stage has this name; the local front
 * door to its stand-in), and the subprotocol it speaks. A browser cannot set headers on a WebSocket, and
 * a token in the address would be written to logs, so the ID token travels as the second subprotocol
 * offered (`new WebSocket(url, [LIVE_PROTOCOL, idToken])`), read by the connection's authorizer; the
 * server answers with LIVE_PROTOCOL alone.
 */
export const LIVE_PATH = '/live';
/** The stage of the WebSocket API: the path CloudFront forwards unchanged. */
export const LIVE_STAGE = 'live';
export const LIVE_PROTOCOL = 'nj-live.v1';
/**
 * API Gateway closes a connection idle for 10 minutes; the page says it is alive more often than
 * that (a message the server answers with nothing).
 */
export const LIVE_KEEPALIVE_MS = 5 * 60_000;
export const LIVE_KEEPALIVE_MESSAGE = '{"action":"ping"}';
