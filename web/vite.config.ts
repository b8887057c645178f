import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from '../scripts/build/prerender.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedRoot = fileURLToPath(new URL('../shared', import.meta.url));

/**
 * One build serves every stage: runtime settings come from /config.json (DESIGN §1), never from
 * build-time env. Pages are lazy routes, so each route's code and CSS arrive as their own chunks.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    react(),
    ...(command === 'build' ? [productionBuild(), pureRouterDefinitions(), prerender()] : []),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: sharedRoot },
      ...(command === 'build' ? routerProductionBuild() : []),
    ],
  },
  // The same value in the browser bundle and the pre-render (one process builds both): the footer's
  // year as pre-rendered, which hydration must repeat before it shows the visitor's year.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    // /api and /config.json come from the local stack when it runs (`npm start` proxies to it).
    fs: { allow: [webRoot, sharedRoot] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser the es2022 target covers but Safari 16 knows <link rel=modulepreload>; there it
    // only means the page's chunks are fetched as imported. Not worth 0.6 KB on every first screen.
    // A lazy chunk's own imports are not preloaded either (its CSS still is: Vite waits for that, so
    // nothing shows unstyled). Vite made one <link rel=modulepreload> on the main thread for each of
    // them, 20–30 a page, ~2.5 ms each on a phone-class CPU: in Lighthouse the biggest script cost
    // of a page's load, in the task that starts it (Total Blocking Time). The chunk names
    // its imports itself, so the browser fetches them together as soon as it arrives: one round trip
    // later, which measured no worse for LCP (on HTTP/2, as CloudFront serves).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_chunk, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    // The pre-render's Node build (scripts/build/prerender.ts) bundles the app alone; libraries stay imports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Libraries change rarely: long-cached chunks shared by every route, instead of being
                // re-downloaded whenever app code changes. The frame needs React, the router and React
                // Query on every page.
                //
                // Not React Query's writes (useMutation) nor its paged reads (useInfiniteQuery): no
                // visitor's first screen writes, and only the job list reads page by page. They load with
                // the pages that use them (initial JS on / and /jobs).
                {
                  name: 'vendor',
                  test: (id: string) =>
                    /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query))[\\/]/.test(
                      id,
                    ) &&
                    !/[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(
                      id,
                    ),
                  priority: 2,
                },
                // What the entry and the lazy pages share (API client, settings, page head, roles, the deferred
                // query hook of the list pages, where to go after signing in and the site's paths): one
                // chunk rather than seven small ones, each a request and a gzip stream of its own. No
                // schema: they would bring zod with them (the error and settings schemas load on demand).
                {
                  name: 'app-core',
                  test: /web[\\/]src[\\/]lib[\\/](api-client|config|page-meta|use-deferred-query|auth[\\/]after-sign-in)\.tsx?$|shared[\\/](auth[\\/]pool-definition|web-serving[\\/]html-names|web-paths)\.ts$|vite[\\/]preload-helper/,
                  priority: 1,
                },
                // zod/mini and the core it builds on, in one chunk for the pages that parse (forms, the
                // signed-in pages); a visitor's first screen parses nothing and never loads it.
                // zod's English messages (shared/schemas/zod-locale.ts) load with the schemas that use them.
                {
                  name: 'zod-core',
                  test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/,
                  priority: 2,
                },
                // Small modules that many pages share (how a job is shown, the little notices and the busy
                // button, a student's own profile and applications) would each be a chunk of their own: on
                // /jobs, fourteen requests of a few hundred bytes, each compressed on its own. In one chunk they
                // gzip as one (2.6 KB less on /jobs, initial JS). Only these modules, not what they
                // import (includeDependenciesRecursively: false), so no page gets another page's code with them.
                {
                  name: 'job-display',
                  test: /shared[\\/]rules[\\/](display|job-hours|job-kinds|job-status|job-day|job-search)\.ts$|web[\\/]src[\\/]lib[\\/](ui[\\/](Alert|BusyButton|Notice|Tooltip)|profile[\\/](get-own-profile|profile-keys)|applications[\\/](list-own-applications|application-keys))\.(tsx?|module\.css)$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                // The search form of the home page and /jobs, with its place picker: one chunk, not five.
                {
                  name: 'search-form',
                  test: /web[\\/]src[\\/]lib[\\/](JobSearchForm|job-search-params|places[\\/](LocationCombobox|search-places|search-field)|use-debounced-value)\.(tsx?|module\.css)$|shared[\\/]rules[\\/]place-search\.ts$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));

/**
 * web/dist is what ships, so a build is always a production build. Vite decides from NODE_ENV, and a
 * build started by a test runner (NODE_ENV=test) would bundle React's development builds and dev JSX:
 * half again the size, and not what people get. Vite reads NODE_ENV right after loading this file (its
 * documented way to set it), and the caller's value is put back once the config is resolved.
 */
function productionBuild(): Plugin {
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  return {
    name: 'neighbourhood-jobs:production-build',
    configResolved() {
      if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = callerNodeEnv;
    },
  };
}

/**
 * react-router's package sends every bundler to its development build, which runs its warnings in
 * production too (ENABLE_DEV_WARNINGS). Its production build sits beside it, outside the package's
 * exports, so it is named by path here.
 */
function routerProductionBuild() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * react-router defines its components at the top of its module as `var Form = React.forwardRef(…)`
 * followed by `Form.displayName = "Form"`. A bundler must keep a call it cannot prove pure, and the
 * property write on its result, so every component and context of the library stayed in the bundle,
 * used or not: its data-router forms (Form, useSubmit, the form-data encoding), ScrollRestoration, and
 * the rest. These definitions are marked pure and the displayNames (names for React's dev tools) are
 * dropped: what the app does not use now goes, 1.4 KB gzip of every page (initial JS).
 * Only whole top-level statements are touched; a library update that writes them differently only
 * makes the bundle bigger again (`npm run bench -- web` shows it).
 */
function pureRouterDefinitions(): Plugin {
  const chunk = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
  return {
    name: 'neighbourhood-jobs:pure-router-definitions',
    transform(code, id) {
      if (!chunk.test(id)) return null;
      // Lines stay where they were, so the library's source map still holds (map: null).
      const pure = code
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
      return { code: pure, map: null };
    },
  };
}
