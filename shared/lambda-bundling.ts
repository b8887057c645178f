import type { BuildOptions } from 'esbuild';
import { ownModulesPure } from './own-modules-pure';
import { sdkSchemaKeys } from './sdk-schema-keys';
import { unrunDynamicImports } from './unrun-dynamic-imports';

/**
 * How every function is bundled (DESIGN §1): ESM, minified, Node 22, AWS SDK bundled rather than
 * taken from the runtime, no source maps in the hot path. The CDK stacks (infra/constructs/
 * node-function.ts) and `npm run bench` both build with `lambdaBuildOptions`, so the benchmark
 * measures what ships.
 */
export const lambdaBundling = {
  target: 'node22',
  /** The entry file's name in the asset, so the Lambda handler is `index.handler`. */
  entryName: 'index',
} as const;

/** Some bundled CommonJS dependencies call require(); ESM output needs it defined (in every chunk). */
const esmRequireBanner =
  "import { createRequire as __nj_createRequire } from 'module'; const require = __nj_createRequire(import.meta.url);";

/**
 * esbuild's options for one function, written to `outdir` as `index.mjs` plus `chunks/`.
 *
 * Code splitting: a function's handler.ts loads each route with `import()` (RouteLoader in
 * functions/lib/http-handler.ts), and with splitting each route becomes its own chunk, evaluated on
 * that route's first request. A cold start then builds the schemas of the route it serves only, not
 * of every route. Without splitting, esbuild would inline those imports as lazily
 * initialised modules, and lose tree-shaking of the AWS SDK inside them.
 *
 * The sdkSchemaKeys plugin lets esbuild drop the shapes of AWS operations a function never calls
 * (sdk-schema-keys.ts), and ownModulesPure lets it drop a module of ours that a function reaches
 * through a domain's index.ts but never calls (own-modules-pure.ts); unrunDynamicImports keeps the
 * import()s of the modules left out from writing chunks nothing loads (unrun-dynamic-imports.ts).
 * Plugins need esbuild's asynchronous `build`: the CDK bundles each function in a child process for
 * that (infra/constructs/bundle-function.ts).
 */
export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { [lambdaBundling.entryName]: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: lambdaBundling.target,
    minify: true,
    sourcemap: false,
    // Prefer ESM builds of dependencies so esbuild can tree-shake the SDK.
    mainFields: ['module', 'main'],
    // .mjs: Node loads each file as ESM without a package.json beside it.
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    banner: { js: esmRequireBanner },
    plugins: [unrunDynamicImports, ownModulesPure, sdkSchemaKeys],
    logLevel: 'warning',
  };
}
