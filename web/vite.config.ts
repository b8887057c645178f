import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedRoot = fileURLToPath(new URL('../shared', import.meta.url));

/**
 * One build serves every stage: runtime settings come from /config.json (DESIGN §1), never from
 * build-time env. Pages are lazy routes, so each route's code and CSS arrive as their own chunks.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries change rarely: one long-cached chunk shared by every route, instead of being
            // re-downloaded whenever app code changes. zod is here too: /config.json is validated
            // before the first render, so every route needs it anyway.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|zod)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
