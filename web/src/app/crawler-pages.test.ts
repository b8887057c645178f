import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { privatePrefixes, publicPages } from '../../../shared/web-serving/crawlers';
import { routes } from './router';

/**
 * The crawler lists (shared/web-serving/crawlers.ts: the sitemap, robots.txt, the pre-rendered pages)
 * against THE route table, so a page added to one and not the other fails here.
 */

/** Every page path the table defines, parents joined: `/`, `/jobs`, `/auth/signin`, … and `*`. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const own = route.index || route.path ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

const isPrivate = (path: string) =>
  privatePrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

describe('crawler pages against the route table', () => {
  it('gives every public page a route of its own (not the 404 catch-all)', () => {
    for (const page of publicPages) {
      const deepest = matchRoutes(routes, page)?.at(-1)?.route;
      expect(deepest, page).toBeDefined();
      expect(deepest?.path, page).not.toBe('*');
    }
  });

  it('puts every route either in the sitemap or under a prefix robots.txt disallows', () => {
    const paths = pagePaths(routes).filter((path) => path !== '/*');
    expect(paths.length).toBeGreaterThan(publicPages.length);
    for (const path of paths) {
      const listed = (publicPages as readonly string[]).includes(path);
      expect(listed !== isPrivate(path), `${path}: public ${listed}, private ${isPrivate(path)}`).toBe(true);
    }
  });

  it('disallows only prefixes the app or the API has', () => {
    const paths = pagePaths(routes);
    for (const prefix of privatePrefixes.filter((p) => p !== '/api/')) {
      expect(
        paths.some((path) => path === prefix || path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });
});
