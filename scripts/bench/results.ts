import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Writes bench-results/<part>.json with when and where it was measured, and says so. */
export function writeBenchResults(part: string, figures: object): void {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${part}.json`);
  const machine = { cpus: os.cpus().length, node: process.version };
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...figures }, null, 2)}\n`,
  );
  console.log(`  written to ${path.relative(root, file)}`);
}
