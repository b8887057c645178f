/**
 * Synthesizes the prod stage, bundled and with cdk-nag, into `<dir>/assembly`, then writes what the
 * tests read besides the templates to `<dir>/facts.json` (written aside and renamed into place, so a
 * reader never sees half of it). A failure is written there too, so the files waiting for it fail at
 * once with the reason. Started by global-synth.ts:
 *   node --import tsx test/infra/synth-prod.ts <dir>
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FACTS_FILE, synthesizeFacts } from './synth-stage';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: synth-prod.ts <dir>');

let facts: unknown;
try {
  facts = synthesizeFacts('prod', { outdir: join(dir, 'assembly') });
} catch (error) {
  facts = { failed: (error as Error).stack ?? String(error) };
  process.exitCode = 1;
}
const aside = join(dir, `${FACTS_FILE}.partial`);
writeFileSync(aside, JSON.stringify(facts));
renameSync(aside, join(dir, FACTS_FILE));
