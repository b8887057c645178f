/**
 * Synthesizes the prod stage, bundled and with cdk-nag, into `<dir>/assembly`, then writes what the
 * tests read besides the templates to `<dir>/facts.json` (written aside and renamed into place, so a
 * reader never sees half of it). A failure is written there too, so the files waiting for it fail at
 * once with the reason. Started by global-synth.ts:
 *   node --import tsx test/infra/synth-prod.ts <dir>
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeWebBuild } from '../../scripts/bench/web-build-stand-in';
import { FACTS_FILE, synthesizeFacts } from './synth-stage';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: synth-prod.ts <dir>');

let facts: unknown;
const webBuild = fakeWebBuild();
try {
  facts = synthesizeFacts('prod', { outdir: join(dir, 'assembly'), webDist: webBuild });
} catch (error) {
  facts = { failed: (error as Error).stack ?? String(error) };
  process.exitCode = 1;
} finally {
  rmSync(webBuild, { recursive: true, force: true });
}
const aside = join(dir, `${FACTS_FILE}.partial`);
writeFileSync(aside, JSON.stringify(facts));
renameSync(aside, join(dir, FACTS_FILE));
