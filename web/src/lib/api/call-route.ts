import type { ContractOf } from '@shared/contracts/load-contract';
import type { Answer } from '@shared/contracts/route-contract';
import { type RouteName, type RouteParams, routeOf, routePath } from '@shared/routes';
import type * as z from 'zod/mini';
import { type ApiRequestOptions, apiRequest } from './api-request';
import type { QueryParams } from './api-url';

/**
 * The reads whose answers are returned as the contract types them, unchecked: the public pages'
 * reads (the jobs list, a search, one job) are a visitor's first screen, which carries no zod (11 KB
 * gzip of it), and sign-out's revoke, whose answer nobody reads. test/integration/first-screen-reads
 * parses each of their answers with its contract's schema.
 */
export const unparsedReads = ['listNewestJobs', 'searchJobs', 'getJob', 'revokeToken'] as const;
export type UnparsedRead = (typeof unparsedReads)[number];

/** What a client sends for a schema: its input, optional when it may be left out. */
type Part<K extends string, S> = S extends z.ZodMiniType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : Record<never, never> extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

type Declared<C, K extends string> = C extends { readonly [P in K]: infer S } ? S : undefined;

/**
 * Everything of a call of route N but its name, typed by its contract: the path parameters (required
 * exactly when its path has some), the query and the body (required when the contract's schema needs
 * them, refused when it declares none).
 */
export type RouteCall<N extends RouteName> =
  // Distributed over the names first: for a name not yet known (inside a generic call) the compiler
  // then sees one call per route, where the intersection over the union of all routes would multiply
  // their variants together and be refused as "too complex" once the table is large enough.
  N extends RouteName
    ? RouteParams<N> &
        Part<'params', Declared<ContractOf<N>, 'params'>> &
        Part<'query', Declared<ContractOf<N>, 'query'>> &
        Part<'body', Declared<ContractOf<N>, 'body'>> &
        Pick<ApiRequestOptions<unknown>, 'signal' | 'anonymous' | 'keepalive'> &
        // Only the reads listed in `unparsedReads` may skip the check of their answer.
        (N extends UnparsedRead ? { unparsed?: true } : { unparsed?: never })
    : never;

/** What route N answers on success, as its contract types it. */
export type RouteAnswer<N extends RouteName> = Answer<ContractOf<N>>;

/**
 * The schema of route N's answer, from its contract, which loads with the first call of its function.
 * The loader itself loads then too: it names every function's contract module, and a visitor's first
 * screen, which calls nothing that is checked, need not carry that list.
 */
async function responseSchemaOf<N extends RouteName>(name: N): Promise<z.ZodMiniType<RouteAnswer<N>>> {
  const { loadContract } = await import('@shared/contracts/load-contract');
  const { response } = await loadContract(name);
  if (!('safeParse' in response)) throw new Error(`${name} answers with text, not JSON`);
  return response as unknown as z.ZodMiniType<RouteAnswer<N>>;
}

/**
 * THE way the web calls the API: by route name. Method and path come from the route table
 * (shared/routes.ts), so no path is written anywhere else; what is sent and what comes back are typed
 * by the route's contract (shared/contracts), and the answer is checked by the contract's response
 * schema, loaded beside the request so that no screen carries schemas before it calls.
 */
export function callRoute<N extends RouteName>(name: N, call: RouteCall<N>): Promise<RouteAnswer<N>> {
  return sendRoute(name, call, false) as Promise<RouteAnswer<N>>;
}

/**
 * A route whose answer is a file of text (a calendar's .ics), read as the text it is: by route name,
 * with the session's token, like every call.
 */
export function callRouteForText<N extends RouteName>(name: N, call: RouteCall<N>): Promise<string> {
  return sendRoute(name, call, true) as Promise<string>;
}

/** A route whose answer is a file of bytes (a work history's PDF), read as a Blob, with the session's token. */
export function callRouteForFile<N extends RouteName>(name: N, call: RouteCall<N>): Promise<Blob> {
  return sendRoute(name, call, false, true) as Promise<Blob>;
}

function sendRoute(name: RouteName, call: object, text: boolean, file = false): Promise<unknown> {
  let method: ApiRequestOptions<unknown>['method'];
  try {
    method = routeOf(name).method;
  } catch (error) {
    return Promise.reject(error);
  }
  const { params, query, body, signal, anonymous, keepalive, unparsed } = call as Pick<
    ApiRequestOptions<unknown>,
    'signal' | 'anonymous' | 'keepalive'
  > & {
    params?: Record<string, string>;
    query?: QueryParams;
    body?: unknown;
    unparsed?: true;
  };
  return apiRequest<unknown>(routePath(name, params ?? {}), {
    method,
    query,
    body,
    signal,
    anonymous,
    keepalive,
    text,
    file,
    schema: unparsed || text || file ? undefined : () => responseSchemaOf(name),
  });
}
