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
 * Matches a request against the route table (literal segments and `{param}` segments), and tells a
 * wrong method (405) apart from an unknown path (404). An address is the resource of the route whose
 * path names it most exactly (fewest `{param}` segments): `/alerts/unsubscribe` is the unsubscribe
 * link's, so PUT there is a 405, never `PUT /alerts/{id}` with the id "unsubscribe" (which API Gateway
 * picks when it has no route for the method: the glue answers it the same).
 */
export function matchRoute(method: string, path: string): RouteMatch {
  const matching = compiled.flatMap(({ route, pattern, keys }) => {
    const m = pattern.exec(path);
    return m ? [{ route, keys, values: m.slice(1) }] : [];
  });
  const fewestParams = Math.min(...matching.map(({ keys }) => keys.length));
  const resource = matching.filter(({ keys }) => keys.length === fewestParams);
  const found = resource.find(({ route }) => route.method === method.toUpperCase());
  if (found) {
    const params: Record<string, string> = {};
    found.keys.forEach((key, i) => {
      params[key] = safeDecode(found.values[i] ?? '');
    });
    return { kind: 'found', route: found.route, params };
  }
  return resource.length > 0
    ? { kind: 'method-not-allowed', allowed: resource.map(({ route }) => route.method) }
    : { kind: 'not-found' };
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
