import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { webPaths } from '../../../shared/web-paths';
import { disallowedPrefixes, publicPages } from '../../../shared/web-serving/crawlers';
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

describe('the route table', () => {
  it('declares every page with a path of webPaths, and every path of webPaths is a page', () => {
    const paths = pagePaths(routes).filter((path) => path !== '/*');
    expect([...new Set(paths)].sort()).toEqual(Object.values(webPaths).sort());
  });
});

describe('crawler pages against the route table', () => {
  it('gives every public page a route of its own (not the 404 catch-all)', () => {
    for (const page of publicPages) {
      const deepest = matchRoutes(routes, page)?.at(-1)?.route;
      expect(deepest, page).toBeDefined();
      expect(deepest?.path, page).not.toBe('*');
    }
  });

  it('lets crawlers reach every route: robots.txt disallows the API only', () => {
    const paths = pagePaths(routes).filter((path) => path !== '/*');
    expect(paths.length).toBeGreaterThan(publicPages.length);
    for (const path of paths) {
      expect(
        disallowedPrefixes.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });
});
