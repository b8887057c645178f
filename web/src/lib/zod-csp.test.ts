import { expect, it } from 'vitest';

it('sets jitless for zod before zod loads, so no parser probes for eval under the CSP', async () => {
  // This file imports no zod: the module under test must run first, as main.tsx runs it.
  expect('__zod_globalConfig' in globalThis).toBe(false);
  await import('./zod-csp');
  const z = await import('zod/mini');
  expect(z.config().jitless).toBe(true);
  // zod's own probe answers from the setting: no `new Function` is tried.
  const { util } = await import('zod/v4/core');
  expect(util.allowsEval.value).toBe(false);
  // And an object schema still parses.
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
