import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaBuildOptions } from './lambda-bundling';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'nj-own-modules-pure-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file of the function's bundle, as the CDK builds it (less the plugin named), as one text. */
async function bundleText(entry: string, without?: 'own-modules-pure' | 'unrun-dynamic-imports') {
  const outdir = path.join(scratch, `${path.basename(path.dirname(entry))}-${without ?? 'all'}`);
  const built = lambdaBuildOptions(path.join(root, entry), outdir);
  const plugins = (built.plugins ?? []).filter((plugin) => plugin.name !== without);
  await build({ ...built, plugins, minify: false, logLevel: 'silent' });
  const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.mjs'),
  );
  return { files, text: files.map((file) => readFileSync(path.join(outdir, file), 'utf8')).join('\n') };
}

describe('our own modules are free of side effects in the functions’ bundles', { timeout: 60_000 }, () => {
  it('leaves out what a function reaches through a domain’s index.ts but never calls', async () => {
    // jobs reads a profile through users/index.ts, which also exports the user-pool accounts.
    const jobs = await bundleText('functions/jobs/handler.ts');
    expect(jobs.text).toContain('userRepository');
    expect(jobs.text).not.toContain('CognitoIdentityProviderClient');
    // users' profile schemas and messages (shared/schemas/user.ts), which jobs never calls.
    const profileSchemas = ['Interests must be a list of words', 'Bio must be text'];
    for (const text of profileSchemas) expect(jobs.text).not.toContain(text);
    // Without the plugin the same bundle carries them: the test can fail.
    const without = await bundleText('functions/jobs/handler.ts', 'own-modules-pure');
    for (const text of profileSchemas) expect(without.text).toContain(text);
  });

  it('writes no chunk for an import() of a module the bundle leaves out', async () => {
    // alerts reads jobs through jobs/index.ts, which re-exports an owner's edit: that module loads the
    // time-zone table with import() when an edit moves a job, and alerts never edits one.
    const timeZoneTable = 'XKXJXJXIXIXSXSXRXRXQ'; // the start of the table's data
    const alerts = await bundleText('functions/alerts/handler.ts');
    expect(alerts.text).not.toContain(timeZoneTable);
    const without = await bundleText('functions/alerts/handler.ts', 'unrun-dynamic-imports');
    expect(without.text).toContain(timeZoneTable);
    expect(alerts.files.length).toBeLessThan(without.files.length);
    // An import() that the bundle keeps still has its chunk: jobs places a new job's address.
    expect((await bundleText('functions/jobs/handler.ts')).text).toContain(timeZoneTable);
  });

  it('keeps the zod locale, which is imported for its effect', async () => {
    const places = await bundleText('functions/places/handler.ts');
    expect(places.text).toContain('Invalid input: expected');
  });
});
