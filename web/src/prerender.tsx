import { webPaths } from '@shared/web-paths';
/**
 * The build's pre-render (web/prerender-plugin.ts runs it in Node after the browser build): the HTML of
 * each public page, and the frame for every other route, rendered by the app's own components. What
 * the build cannot know stays out: the person is signed out, data is still loading, and the stage's
 * settings are markers that whoever serves the HTML fills in (shared/web-serving/app-html.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type RouteObject, StaticRouter } from 'react-router-dom';
import { markerConfig } from '../../shared/web-serving/app-html';
import { AppProviders } from './app/App';
import { PageLoading } from './app/pages/PageLoading';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadRouteCode, routes } from './app/router';
import { setConfig } from './lib/config';

export interface RenderedPage {
  /** What goes into #root. */
  html: string;
  /** The page's <title>, description and canonical link, for <head>. */
  head: string;
}

async function render(pathname: string, table: RouteObject[]): Promise<RenderedPage> {
  setConfig(markerConfig());
  // The page's code first, as the browser does before hydrating: the render is then the page itself.
  await loadRouteCode(pathname, table);
  const queryClient = createQueryClient();
  try {
    const markup = renderToString(
      <StrictMode>
        <AppProviders client={queryClient}>
          <StaticRouter location={pathname}>
            <AppRoutes table={table} />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    return splitHead(markup);
  } finally {
    // A query the render started (the place list's 10-minute gcTime) holds a timer that would keep the
    // build's Node process alive for its whole gcTime after the build is done: clearing removes them.
    queryClient.clear();
  }
}

/** A public page, as the browser will hydrate it. */
export function renderPage(pathname: string): Promise<RenderedPage> {
  return render(pathname, routes);
}

/**
 * The frame with the page-loading skeleton: painted at once for any other route while its code loads.
 * The browser renders that page from scratch over it (no hydration: the shell is one file for all).
 */
export function renderShell(): Promise<RenderedPage> {
  const [root] = routes;
  if (!root) throw new Error('The route table has no root route');
  const { children: _pages, ...frame } = root;
  return render(webPaths.home, [
    { ...frame, children: [{ index: true, Component: PageLoading }] },
  ] as RouteObject[]);
}

/**
 * React puts the hoistable elements a tree renders (title, meta, link) first in the string it returns
 * for a tree without <html>; they belong in <head>.
 */
function splitHead(markup: string): RenderedPage {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? '';
  return { head: hoisted, html: markup.slice(hoisted.length) };
}
