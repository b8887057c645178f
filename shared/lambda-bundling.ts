/**
 * How every function is bundled (DESIGN §1): ESM, minified, Node 22, AWS SDK bundled rather than
 * taken from the runtime, no source maps in the hot path. The CDK api stack and `npm run bench`
 * both use these, so the benchmark measures what ships.
 */
export const lambdaBundling = {
  target: 'node22',
  minify: true,
  sourceMap: false,
  /** Prefer ESM builds of dependencies so esbuild can tree-shake the SDK. */
  mainFields: ['module', 'main'],
  /** Some bundled CommonJS dependencies call require(); ESM output needs it defined. */
  esmRequireBanner:
    "import { createRequire as __nj_createRequire } from 'module'; const require = __nj_createRequire(import.meta.url);",
} as const;
