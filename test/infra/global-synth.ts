import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FACTS_FILE } from './synth-stage';

/**
 * The infra project's global setup: starts the one prod synth of the run (synth-prod.ts) and returns
 * at once, so the other projects' tests run beside it; the infra files wait for it (prod-synth.ts).
 */
export default (project: TestProject) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nj-infra-prod-'));
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/infra/synth-prod.ts', dir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      // Ended without a word (killed, or it could not start): the waiting files are told so.
      const facts = path.join(dir, FACTS_FILE);
      if (!existsSync(facts)) {
        writeFileSync(
          facts,
          JSON.stringify({ failed: `synth-prod.ts ended (${code ?? signal}) before it was done` }),
        );
      }
      resolve();
    });
  });
  project.provide('infraProd', { dir });
  return async () => {
    // A run stopped early (a failed check, Ctrl-C) does not wait for the synth to finish.
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
};
