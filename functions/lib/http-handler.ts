import type { Context } from 'aws-lambda';
import type * as z from 'zod/mini';
// zod/mini's default messages (a body that is not an object, …) for every route's schemas.
import '../../shared/schemas/zod-locale';
import type { Parsed, RouteContract } from '../../shared/contracts/route-contract';
import type { FunctionName, Route, RouteName } from '../../shared/routes';
import { routes } from '../../shared/routes';
import type { ApiError } from '../../shared/schemas/error';
import type { ApiEvent, ApiResult } from './api-event';
import { authorize, type Caller, type CallerFor, callerFromClaims } from './caller';
import { badRequest, HttpError, methodNotAllowed, notFound, notImplemented, payloadTooLarge } from './errors';
import { parseJsonBody } from './json-body';
import { logger } from './logger';
import { assertThroughFrontDoor } from './origin-verify';
import { matchRoute, type RouteMatch, routeKey } from './route-match';
import { isDependencyUnavailable, serviceUnavailable } from './unavailable';
import { viewerAddress } from './viewer-ip';

export type { ApiEvent, ApiResult };

/** Requests carry small forms; anything bigger is a mistake or an attack. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Which of the table's routes a contract belongs to, and so who may call it. */
type AccessOf<C extends RouteContract> = Extract<Route, { name: C['name'] }>['access'];

export interface RouteContext<C extends RouteContract> {
  body: Parsed<C['body']>;
  query: Parsed<C['query']>;
  params: Parsed<C['params']>;
  /**
   * Typed by the route's access, which the glue enforced before the route ran: null only on a public
   * route called anonymously, and a student route's caller is a student.
   */
  caller: CallerFor<AccessOf<C>>;
  requestId: string;
  event: ApiEvent;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** A body that is not JSON (the sitemap's XML), sent as it is: `headers` give its content-type. */
  text?: string;
  /** Bytes (a PDF), sent base64-encoded as API Gateway expects (`isBase64Encoded`). */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
  /** Set-Cookie values (API Gateway's v2 `cookies`: one Set-Cookie header each). */
  cookies?: string[];
}

export interface RouteHandler<C extends RouteContract = RouteContract> {
  /** The route's schemas (shared/contracts): the glue checks the request against them. */
  contract: C;
  /**
   * Rewrites the error a body that fails its schema gets: verifyUser's messages carry a prefix the
   * screen cuts at (docs/spec/1-students-and-accounts.md §8).
   */
  invalidBody?: (error: HttpError) => HttpError;
  handle: (ctx: RouteContext<C>) => Promise<Reply>;
}

/**
 * A route module's handler, for the route its contract names: the contract gives the schemas and,
 * through the route table, the caller's type, so a route file declares neither again.
 */
export function defineRoute<const C extends RouteContract>(
  contract: C,
  def: Omit<RouteHandler<C>, 'contract'>,
): RouteHandler {
  return { ...def, contract } as unknown as RouteHandler;
}

/**
 * Loads a route's module on its first request. A function's handler.ts lists its routes this way
 * (`() => import('./routes/x').then((m) => m.x)`), and functions are bundled with code splitting
 * (shared/lambda-bundling.ts), so a cold start evaluates the glue and the one route it serves, with
 * the schemas that route builds, not every route's (module start).
 */
export type RouteLoader = () => Promise<RouteHandler>;

export type RouteHandlers = Partial<Record<RouteName, RouteHandler | RouteLoader>>;

/** Resolves a route's handler, loading its module once; a failed load is retried by the next request. */
function routeResolver(handlers: RouteHandlers) {
  const loaded = new Map<RouteName, Promise<RouteHandler>>();
  return (name: RouteName): Promise<RouteHandler> | undefined => {
    const entry = handlers[name];
    if (typeof entry !== 'function') return entry && Promise.resolve(entry);
    let pending = loaded.get(name);
    if (!pending) {
      pending = entry();
      loaded.set(name, pending);
      pending.catch(() => loaded.delete(name));
    }
    return pending;
  };
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { ...jsonHeaders, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function errorResult(error: HttpError): ApiResult {
  const body: ApiError = {
    message: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return json(error.status, body, error.headers);
}

/**
 * Turns zod issues into the spec's messages: the first one as `message`, each field's first as `fields`.
 * (`z.core.$ZodError`: zod/mini has no error class of its own; safeParse's error is core's.)
 */
export function validationError(error: z.core.$ZodError, where: 'body' | 'query' | 'path'): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = [...issue.path, key].join('.');
        fields[name] ??= `Unknown field "${name}".`;
      }
      continue;
    }
    const key = issue.path.join('.') || where;
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return badRequest(first, fields, 'VALIDATION_FAILED');
}

function parse<T>(schema: z.ZodMiniType<T> | undefined, value: unknown, where: 'body' | 'query' | 'path'): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

function parseBody(handler: RouteHandler, value: unknown): unknown {
  try {
    return parse(handler.contract.body, value, 'body');
  } catch (error) {
    if (error instanceof HttpError && handler.invalidBody) throw handler.invalidBody(error);
    throw error;
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form body's fields; a field named twice is refused, as a JSON key named twice is. */
function parseFormBody(raw: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    if (Object.hasOwn(fields, name)) {
      throw badRequest(
        `The field "${name}" appears more than once.`,
        { [name]: 'Send each field once.' },
        'DUPLICATE_KEY',
      );
    }
    fields[name] = value;
  }
  return fields;
}

function readBody(event: ApiEvent, acceptsForm: boolean): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw payloadTooLarge(MAX_BODY_BYTES);
  const type = (event.headers?.['content-type'] ?? '').toLowerCase();
  if (acceptsForm && type.startsWith(FORM_TYPE)) return parseFormBody(raw);
  if (type && !type.startsWith('application/json')) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Please send the request body as JSON (application/json).',
    );
  }
  return parseJsonBody(raw);
}

/**
 * Whether a request must find the caller's profile before it runs: a write by a caller with a role.
 * A caller without one is a Google sign-up not yet completed, who has no profile by definition; the
 * routes open to them answer that themselves (complete sign-up, ACCOUNT_INCOMPLETE).
 */
function needsProfile(route: Route, caller: Caller | null): caller is Caller {
  return (
    caller !== null &&
    caller.roleId !== null &&
    route.method !== 'GET' &&
    !('withoutProfile' in route && route.withoutProfile)
  );
}

/**
 * The route of a request, by the table (matchRoute): API Gateway sends `$default` for requests no
 * route matched, and `PUT /alerts/{id}` for PUT /alerts/unsubscribe (it has no such route); both are
 * answered 404 or 405 as the local server answers them. A route API Gateway matched keeps its path
 * parameters.
 */
function resolve(fn: FunctionName, event: ApiEvent): RouteMatch {
  const path = event.rawPath.replace(/^\/api(?=\/)/, '');
  const match = matchRoute(event.requestContext.http.method, path);
  if (match.kind !== 'found' || !event.routeKey || event.routeKey === '$default') return match;
  const route = routes.find((r) => routeKey(r) === event.routeKey && r.fn === fn);
  return route === match.route
    ? { kind: 'found', route, params: (event.pathParameters ?? {}) as Record<string, string> }
    : match;
}

/**
 * Builds a domain function's Lambda handler from its route handlers: routing, access from the
 * route table, body/query/path validation, and the error → JSON mapping every route inherits.
 */
export function createHttpHandler(fn: FunctionName, handlers: RouteHandlers) {
  const handle = createRouteHandler(fn, handlers);
  return async (event: ApiEvent, context?: Pick<Context, 'awsRequestId'>): Promise<ApiResult> => {
    const result = await handle(event, context);
    // The access log's viewer: API Gateway's own log sees only the CloudFront edge.
    logger.info('access', {
      requestId: event.requestContext?.requestId,
      routeKey: event.routeKey,
      status: result.statusCode,
      viewerIp: viewerAddress(event),
    });
    return result;
  };
}

function createRouteHandler(fn: FunctionName, handlers: RouteHandlers) {
  const handlerFor = routeResolver(handlers);
  return async (event: ApiEvent, context?: Pick<Context, 'awsRequestId'>): Promise<ApiResult> => {
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
    const match = resolve(fn, event);
    try {
      // Before anything else: a request that bypassed CloudFront (and its WAF) learns nothing.
      await assertThroughFrontDoor(event);
      if (match.kind === 'not-found') throw notFound('There is no such API address.', 'ROUTE_NOT_FOUND');
      if (match.kind === 'method-not-allowed') throw methodNotAllowed(match.allowed);
      const { route, params } = match;
      if (route.fn !== fn) throw notFound('There is no such API address.', 'ROUTE_NOT_FOUND');
      const caller = authorize(route.access, callerFromClaims(event.requestContext?.authorizer?.jwt?.claims));
      const handler = await handlerFor(route.name);
      // A handler.ts that maps a name to another route's module would validate with the wrong schemas.
      if (handler && handler.contract.name !== route.name) {
        throw new Error(`${route.name} is served by the handler of ${handler.contract.name}`);
      }
      const contract = handler?.contract;
      // Every route inherits the body checks, even one whose handler is not written yet.
      const body = readBody(event, contract?.formBody === true);
      if (!handler || !contract) throw notImplemented();
      if (body !== undefined && !contract.body) {
        throw badRequest('This request does not take a body.', undefined, 'UNEXPECTED_BODY');
      }
      // Unknown fields are refused, in the query too: a route without a query schema takes none.
      const queryNames = Object.keys(event.queryStringParameters ?? {});
      if (queryNames.length > 0 && !contract.query) {
        const fields = Object.fromEntries(queryNames.map((name) => [name, `Unknown field "${name}".`]));
        throw badRequest('This address takes no query parameters.', fields, 'UNEXPECTED_QUERY');
      }
      const request = {
        body: parseBody(handler, body === undefined ? {} : body),
        query: parse(contract.query, event.queryStringParameters ?? {}, 'query'),
        params: parse(contract.params, params, 'path'),
      };
      // After validation (bad input costs no read), before the route: no route can forget it.
      if (needsProfile(route, caller)) {
        await (await import('./profile-guard')).assertProfileExists(caller.userId);
      }
      const reply = await handler.handle({ ...request, caller, requestId, event });
      if (reply.bytes !== undefined) {
        return {
          statusCode: reply.status ?? handler.contract.status ?? 200,
          headers: { ...jsonHeaders, ...reply.headers },
          body: Buffer.from(reply.bytes).toString('base64'),
          isBase64Encoded: true,
        };
      }
      if (reply.text !== undefined) {
        return {
          statusCode: reply.status ?? handler.contract.status ?? 200,
          headers: { ...jsonHeaders, ...reply.headers },
          body: reply.text,
        };
      }
      const result = json(reply.status ?? handler.contract.status ?? 200, reply.body, reply.headers);
      return reply.cookies?.length ? { ...result, cookies: reply.cookies } : result;
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status >= 500 && error.status !== 501)
          logger.error('Request failed', { requestId, fn, code: error.code });
        return errorResult(error);
      }
      if (isDependencyUnavailable(error)) {
        // Throttled or down (DynamoDB, Cognito, …): not a bug, and the same request can succeed later.
        logger.warn('Dependency unavailable', { requestId, fn, route: event.routeKey, error });
        return errorResult(serviceUnavailable());
      }
      logger.error('Unexpected error', { requestId, fn, route: event.routeKey, error });
      return json(500, {
        message: `Something went wrong on our side. Please try again. (Reference: ${requestId})`,
        code: 'INTERNAL_ERROR',
      } satisfies ApiError);
    }
  };
}
