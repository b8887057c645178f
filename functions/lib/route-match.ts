import { type HttpMethod, type Route, routes } from '../../shared/routes';

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  keys: string[];
}

const compiled: CompiledRoute[] = routes.map((route) => {
  const keys: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), keys };
});

/**
 * Matches a request against the route table the way API Gateway does (literal segments and
 * `{param}` segments), and tells a wrong method (405) apart from an unknown path (404).
 */
export function matchRoute(method: string, path: string): RouteMatch {
  const allowed: HttpMethod[] = [];
  for (const { route, pattern, keys } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    if (route.method !== method.toUpperCase()) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      params[key] = safeDecode(m[i + 1] ?? '');
    });
    return { kind: 'found', route, params };
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `GET /job/{id}`: the API Gateway route key of a route. */
export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;
