import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiEvent, ApiResult } from '../../functions/lib/http-handler';
import { matchRoute, routeKey } from '../../functions/lib/route-match';
import type { FunctionName } from '../../shared/routes';

export type DomainHandler = (event: ApiEvent) => Promise<ApiResult>;
type Authorize = (authorization: string | undefined) => Promise<Record<string, string> | null>;

/** API Gateway's own payload limit is 10 MB; the functions enforce their much smaller one. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readRaw(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > GATEWAY_MAX_BODY) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * On test stacks only (NJ_LOCAL_ADMIN=1, beside the admin endpoint): a request carrying this header
 * is stamped as arriving at that ISO moment (`requestContext.timeEpoch`, which the functions read as
 * "now": functions/lib/request-time.ts), so a test can try a rule of the clock (a check-in window) at
 * the moment it needs without waiting. `npm start` never honours it; in AWS, API Gateway stamps the time.
 */
export const TEST_CLOCK_HEADER = 'x-nj-test-time';

function arrivalTime(headers: Record<string, string>, testClock: boolean): number {
  const asked = testClock ? headers[TEST_CLOCK_HEADER] : undefined;
  const at = asked ? Date.parse(asked) : Number.NaN;
  return Number.isFinite(at) ? at : Date.now();
}

/**
 * The local HTTP API: matches the route table, runs the JWT check on protected routes exactly as
 * the authorizer would (401 before the function runs), then builds an API Gateway v2 event for the
 * same handler code Lambda runs. Unmatched requests reach the owning glue like `$default` does.
 */
export function createApiGateway(
  handlers: Record<FunctionName, DomainHandler>,
  authorize: Authorize,
  options: { testClock?: boolean } = {},
) {
  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    edgeIp?: string,
  ): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toUpperCase();
    const match = matchRoute(method, path);
    const raw = await readRaw(req);
    if (raw === 'too-large')
      return sendJson(res, 413, { message: 'Request Entity Too Large', code: 'PAYLOAD_TOO_LARGE' });

    // Public routes have no authorizer in AWS, so their functions get no claims, whatever token came.
    let claims: Record<string, string> | null = null;
    if (match.kind === 'found' && match.route.access !== 'public') {
      claims = await authorize(req.headers.authorization);
      if (!claims) return sendJson(res, 401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
    // Payload 2.0 moves the Cookie header into `cookies`, one entry per cookie.
    const cookies = headers.cookie
      ?.split(';')
      .map((pair) => pair.trim())
      .filter(Boolean);
    delete headers.cookie;
    // Own properties, as in API Gateway's JSON event: `query.__proto__ = v` would set the prototype
    // instead, and an unknown `__proto__` parameter would slip past the strict query schemas.
    const values = new Map<string, string>();
    for (const [k, v] of url.searchParams) values.set(k, values.has(k) ? `${values.get(k)},${v}` : v);
    const query: Record<string, string> = Object.fromEntries(values);
    const requestId = randomUUID();
    const arrivedAt = arrivalTime(headers, options.testClock === true);
    delete headers[TEST_CLOCK_HEADER];
    const event = {
      version: '2.0',
      routeKey: match.kind === 'found' ? routeKey(match.route) : '$default',
      rawPath: path,
      rawQueryString: url.search.slice(1),
      ...(cookies?.length ? { cookies } : {}),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: match.kind === 'found' && Object.keys(match.params).length ? match.params : undefined,
      body: raw.length ? raw.toString('utf8') : undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        requestId,
        routeKey: match.kind === 'found' ? routeKey(match.route) : '$default',
        stage: '$default',
        time: new Date(arrivedAt).toISOString(),
        timeEpoch: arrivedAt,
        http: {
          method,
          path,
          protocol: 'HTTP/1.1',
          // Behind the front door (CloudFront), the edge's address; on the bare gateway, the caller's.
          sourceIp: edgeIp ?? req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        // AWS sends an authorizer block only on routes that have one.
        ...(claims
          ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: null } } }
          : {}),
      },
    } as unknown as ApiEvent;

    // Unmatched paths go to the jobs function's glue, as the `$default` route does in AWS.
    const fn: FunctionName = match.kind === 'found' ? match.route.fn : 'jobs';
    const result = await handlers[fn](event);
    res.writeHead(result.statusCode ?? 200, {
      'x-request-id': requestId,
      ...(result.headers as Record<string, string>),
      // API Gateway sends each of the function's `cookies` as its own Set-Cookie header.
      ...(result.cookies?.length ? { 'set-cookie': result.cookies } : {}),
    });
    // A function's bytes (a PDF) come base64-encoded; API Gateway sends them as bytes.
    res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
  };
}
