/**
 * The import boundaries, checked by `npm run lint` (so by `npm test`) with
 * dependency-cruiser. Biome's `noRestrictedImports` matches the import *string*, and our imports are
 * relative ('../../profile/x' from one folder, '../profile/x' from another), so it cannot tell a
 * feature's own files from another feature's; dependency-cruiser resolves each import to a file first.
 *
 * Paths below are relative to the folder the check runs in (the repo root; the fixture test in
 * scripts/lint/boundaries.test.ts runs this same file in a temporary copy of the layout).
 *
 * A known exception goes in its rule's `pathNot`, named in a constant that says why.
 */

/** Test files may use test helpers and the local stack; product code may not. */
const testFile = '\\.test\\.tsx?$';

/**
 * Files in product folders that are build tooling, not product: Vite's config runs in Node at build
 * time and plugs in the pre-render (scripts/build/prerender.ts); nothing of it ships.
 */
const buildTooling = '^web/vite\\.config\\.ts$';

/** A file in a domain (functions/<domain>/, not functions/lib); `$1` is the domain. */
const domainFile = '^functions/(?!lib/)([^/]+)/';
/**
 * A domain folder or one of its sub-folders, not functions/lib: a circle through lib is lib importing
 * a domain, which lib-imports-domain reports.
 */
const domainFolder = '^functions/(?!lib(/|$))[^/]+';
/** The one file of a domain that another domain may import: its public face. */
const publicFace = '^functions/[^/]+/index\\.ts$';

const innerFileComment =
  'A domain imports another domain only through its index.ts, its public face (DESIGN §3): the rest of ' +
  'its files are its own to change. Export what you need from that index.ts (create it if the domain ' +
  'has none yet), or move what two domains share into functions/lib or shared/.';

const domainCircleComment =
  'Domains stand in a row: imports between domain folders go one way only (docs/architecture.md), ' +
  'also when no single file closes the circle. Move what both sides need into the lower domain, ' +
  'functions/lib or shared/.';

/**
 * A circle between domain folders, by dependency-cruiser's folder graph. Severity 'ignore' here:
 * that graph draws an edge for every import of every file in a folder, and test files may use the
 * local stack in scripts/, which imports every domain, so with them any two domains would close a
 * circle. The second pass of `npm run lint:boundaries` (.dependency-cruiser-domains.cjs) runs these
 * rules as errors on the product code of functions/ alone.
 */
const domainCircleRules = [
  {
    name: 'domain-circle',
    comment: domainCircleComment,
    severity: 'ignore',
    scope: 'folder',
    from: { path: '^functions/(?!lib$)[^/]+$' },
    to: { circular: true, path: domainFolder },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A web feature does not import another feature: what two features share moves to web/src/lib/, so ' +
        'each feature can change, move or lazy-load on its own.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment:
        'A web feature does not import web/src/app/ (the router and layout import features, not the other ' +
        'way round): move what a feature needs from app/ into web/src/lib/.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-lib-imports-feature',
      comment:
        'web/src/lib is what features share: it imports no feature and not web/src/app/, or moving shared ' +
        'code into lib would only hide the feature-to-feature import.',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'lib-imports-domain',
      comment:
        'functions/lib is the HTTP glue every function bundles: it does not import a domain ' +
        '(functions/<domain>/), or every function would carry that domain. Move the shared part into ' +
        'functions/lib or shared/.',
      severity: 'error',
      from: { path: '^functions/lib/' },
      to: { path: '^functions/(?!lib/)[^/]+/' },
    },
    {
      name: 'shared-imports-code',
      comment:
        'shared/ is what web, functions and infra all use (DESIGN §3): it imports none of them. Move what ' +
        'shared code needs into shared/. A test file beside shared code may import the code it is used by.',
      severity: 'error',
      from: { path: '^shared/', pathNot: testFile },
      to: { path: '^(functions|web|infra)/' },
    },
    {
      name: 'product-imports-scripts-or-test',
      comment:
        'Product code (functions/, shared/, web/, infra/) does not import scripts/ or test/: those are ' +
        'the local runner, benchmarks and test helpers, never deployed. A test file beside the code may ' +
        'use them; a helper for tests lives in test/support/.',
      severity: 'error',
      from: { path: '^(functions|shared|web|infra)/', pathNot: [testFile, buildTooling] },
      to: { path: '^(scripts|test)/' },
    },
    {
      name: 'domain-imports-inner-file',
      comment: innerFileComment,
      severity: 'error',
      from: { path: domainFile },
      to: { path: '^functions/(?!lib/)[^/]+/', pathNot: ['^functions/$1/', publicFace] },
    },
    ...domainCircleRules,
    {
      name: 'no-circular',
      comment:
        'No import circles, type-only and lazy imports included: a circle makes load order matter ' +
        '(symbols undefined at start) and means two files are one module in disguise. Move what both ' +
        'need into a third file they both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|cdk\\.out|dist|\\.local|test-results|bench-results)/' },
    // Type-only imports count: a circle of types still ties two files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
