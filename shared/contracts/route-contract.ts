import type * as z from 'zod/mini';
import type { RouteName } from '../routes';
import type { LimitName } from '../rules/limits';

/**
 * A route's request and response shapes, beside its method, path and access in shared/routes.ts.
 * Each function's contracts are one module (shared/contracts/<function>.ts), loaded only where they are
 * used: a route module imports its own (its Lambda chunk then holds that route's schemas, not every
 * route's), `npm run openapi` reads them all, and a client loads a function's module lazily
 * (shared/contracts/load-contract.ts), so neither routes.ts nor a visitor's first screen carries them.
 */
export interface RouteContract {
  /** The route's name in the table: its access, method and path come from there. */
  readonly name: RouteName;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  /** The JSON body. A route without one refuses any body. */
  readonly body?: z.ZodMiniType;
  /**
   * Also takes the body as `application/x-www-form-urlencoded`, read as an object of its fields and
   * checked by `body` like JSON: RFC 8058's one-click unsubscribe is such a POST.
   */
  readonly formBody?: boolean;
  /**
   * The per-user abuse limits (shared/rules/limits.ts) a call counts toward; past one, a 429 with
   * Retry-After. The use case enforces them where its write happens (functions/lib/limits.ts); this
   * says so to clients and the OpenAPI document.
   */
  readonly limits?: readonly LimitName[];
  /** The success status (200 unless a route creates something). */
  readonly status?: 200 | 201;
  /** The success answer: a JSON schema, or a text body of a media type (the sitemap's XML). */
  readonly response: z.ZodMiniType | { readonly text: string };
}

/** The value a route receives for one of its schemas (`undefined` where it declares none). */
export type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a client sends for one of a contract's schemas (`undefined` where it declares none). */
export type Sent<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** What a client gets back on success: the response schema's output, or a text response's text. */
export type Answer<C extends RouteContract> = C['response'] extends z.ZodMiniType
  ? z.output<C['response']>
  : string;
