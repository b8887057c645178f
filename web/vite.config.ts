import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from '../scripts/build/prerender';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedRoot = fileURLToPath(new URL('../shared', import.meta.url));

/**
 * One build serves every stage: runtime settings come from /config.json (DESIGN §1), never from
 * build-time env. Pages are lazy routes, so each route's code and CSS arrive as their own chunks.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), ...(command === 'build' ? [productionBuild(), prerender()] : [])],
  resolve: {
    alias: { '@shared': sharedRoot },
  },
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
    // The pre-render's Node build (scripts/build/prerender.ts) bundles the app alone; libraries stay imports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Libraries change rarely: one long-cached chunk shared by every route, instead of being
                // re-downloaded whenever app code changes. zod is here too: /config.json is validated
                // before the first render, so every route needs it anyway.
                {
                  name: 'vendor',
                  // web/src/lib/zod-csp.ts sits with zod: it must run before any module builds a schema.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|zod)[\\/]|web[\\/]src[\\/]lib[\\/]zod-csp\.ts$/,
                  priority: 2,
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
