import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

/*
 * What is proved here happens before zod's first load, as main.tsx runs it; so it runs in a process of
 * its own, where nothing has loaded zod yet (the unit project's workers share loaded modules between
 * files).
 */
const probe = `
  const before = '__zod_globalConfig' in globalThis;
  await import(${JSON.stringify(new URL('./zod-csp.ts', import.meta.url).href)});
  const z = await import('zod/mini');
  const { util } = await import('zod/v4/core');
  console.log(JSON.stringify({
    before,
    jitless: z.config().jitless,
    allowsEval: util.allowsEval.value,
    parsed: z.object({ a: z.string() }).parse({ a: 'x' }),
  }));
`;

it('sets jitless for zod before zod loads, so no parser probes for eval under the CSP', () => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', probe], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  expect(JSON.parse(output)).toEqual({
    // zod had not loaded: the setting is made before it does.
    before: false,
    jitless: true,
    // zod's own probe answers from the setting: no `new Function` is tried.
    allowsEval: false,
    // And an object schema still parses.
    parsed: { a: 'x' },
  });
});
