import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { VIEWER_IP_HEADER } from '../../functions/lib/viewer-ip';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';

/*
 * The API answers only through the site's front door (shared/origin-verify.ts). In AWS, CloudFront's
 * /api/* origin adds the secret header and the execute-api address refuses requests without it; here
 * the app server's /api proxy adds it and the gateway is also served bare on its own port, so both
 * paths run the same function code (and the refusal can be tested).
 */

/** `edgeIp`: the address API Gateway sees as `sourceIp` when a proxy (CloudFront) sent the request. */
type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, edgeIp?: string) => Promise<void>;

/**
 * The address API Gateway sees behind CloudFront is an edge's, shared by every viewer near it, never
 * the viewer's: the local front door passes this one, so code that takes `sourceIp` for the viewer
 * is as wrong here as in AWS. The viewer's own is in x-viewer-ip.
 */
export const LOCAL_EDGE_IP = '127.0.0.254';

/**
 * What CloudFront does on /api: the origin custom header, and (its viewer-request function,
 * infra/cloudfront/strip-api-prefix.js) the viewer's own IP for per-IP limits. Both replace any value
 * the viewer sent, so a client cannot pick the IP its limits count against.
 */
export function throughFrontDoor(gateway: ApiHandler, secret: string): ApiHandler {
  return (req, res, path) => {
    req.headers[ORIGIN_VERIFY_HEADER] = secret;
    req.headers[VIEWER_IP_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
    return gateway(req, res, path, LOCAL_EDGE_IP);
  };
}

/** The execute-api address stand-in: the gateway as it is, routes at the root (no /api prefix). */
export function createExecuteApiServer(gateway: ApiHandler) {
  return createServer((req, res) => {
    // API Gateway routes the path as it came: no dot segments resolved (`%2e%2e` is an id, not `..`).
    const path = (req.url ?? '/').split('?')[0] || '/';
    gateway(req, res, path).catch((error: unknown) => {
      console.error('[execute-api] unexpected failure in the local gateway', error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad Gateway', code: 'BAD_GATEWAY' }));
    });
  });
}
