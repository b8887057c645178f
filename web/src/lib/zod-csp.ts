/**
 * Imported first by main.tsx, before any chunk builds a schema. zod compiles object parsers with
 * `new Function` when the page allows it, and finds out by trying: under our CSP (no 'unsafe-eval',
 * shared/web-serving/security-headers.ts) that probe is refused and reported as a CSP violation even
 * though zod catches it. Jitless mode skips the probe and parses the same way without eval.
 *
 * zod keeps its settings in one object on `globalThis.__zod_globalConfig`, made on its first load only
 * if absent (so that every copy of zod in a page shares them). Setting it here, rather than calling
 * `z.config`, puts no zod on the first screen: pages that parse nothing never load it.
 * zod-csp.test.ts proves zod picks the setting up.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
