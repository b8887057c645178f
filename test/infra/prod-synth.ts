import { existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { FACTS_FILE, loadStage, type SynthesizedStage, type SynthFacts } from './synth-stage';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where synth-prod.ts writes the run's prod synth and, when it is complete, its facts.json. */
    infraProd: { dir: string };
  }
}

let prod: Promise<SynthesizedStage> | undefined;

/**
 * The prod stage, bundled, as `cdk synth` makes it. Bundling every function is most of a synth's
 * time, and the infra files used to do it once in each worker that ran one of them: the project's
 * global setup (global-synth.ts) now synthesizes prod once, in a process of its own that runs beside
 * the other tests, and the files wait here until it is done.
 */
export function prodStage(): Promise<SynthesizedStage> {
  prod ??= factsWritten(inject('infraProd').dir).then(loadStage);
  return prod;
}

async function factsWritten(dir: string): Promise<SynthFacts> {
  const file = join(dir, FACTS_FILE);
  // synth-prod.ts renames the file into place once complete: its arrival in the directory is the signal.
  await new Promise<void>((resolve) => {
    const arrived = () => {
      if (!existsSync(file)) return false;
      watcher.close();
      resolve();
      return true;
    };
    const watcher = watch(dir, arrived);
    arrived();
  });
  const written = JSON.parse(readFileSync(file, 'utf8')) as SynthFacts | { failed: string };
  if ('failed' in written) throw new Error(`The prod synth failed:\n${written.failed}`);
  return written;
}
