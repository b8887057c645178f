import * as z from 'zod/mini';

/**
 * Imported first by main.tsx, before any schema is built. zod compiles object parsers with `new Function`
 * when the page allows it, and finds out by trying: under our CSP (no 'unsafe-eval',
 * shared/web-serving/security-headers.ts) that probe is refused and reported as a CSP violation even
 * though zod catches it. Jitless mode skips the probe and parses the same way without eval.
 */
z.config({ jitless: true });
