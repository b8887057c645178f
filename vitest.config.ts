import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web code imports shared code as @shared/… (web/vite.config.ts); unit tests resolve it the same way. */
const resolve = { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } };

/**
 * One runner, four projects: `npm test` runs them all; `vitest run --project <name>` runs one.
 * Integration and e2e each start their own local stack (free ports, a fresh data folder).
 */
export default defineConfig({
  test: {
    // Vitest's default on a two-core CI machine is one worker: every file one after another. The node
    // projects' files mostly wait on their local stack, so three run at once.
    maxWorkers: 3,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          // Files share their worker's loaded modules instead of loading them again each: the unit
          // project spent 51 CPU-s with isolation and 22 without. Our own modules still load afresh
          // for each file (test/support/fresh-modules.ts); a test whose subject must load before a
          // dependency does runs it in a process of its own (web/src/lib/zod-csp.test.ts); env a
          // test changes is put back by vi.stubEnv / vi.unstubAllEnvs.
          isolate: false,
          setupFiles: ['test/support/fresh-modules.ts'],
          // A timeout catches a test that hangs; speed is the benches' to measure. Vitest's 5 s
          // failed the property tests that walk every hour of two years (job-day) or many circles
          // (geo) when the machine was busy with another suite beside them. Hooks get as long: the
          // places stand-in's test builds its gazetteer from every US ZIP in `beforeAll`, 1.1 s on a
          // quiet machine, and it passed Vitest's 10 s in a fresh-clone suite on two busy cores.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          environment: 'node',
          // As the unit project: the files talk to the stack over HTTP and keep no module state of
          // their own, and loading the SDK and the support modules once per worker saves about 10 %.
          isolate: false,
          setupFiles: ['test/support/fresh-modules.ts'],
          include: ['test/integration/**/*.test.ts'],
          exclude: ['test/integration/faults.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          // Files share their stack three at a time, and a "sends nothing" check waits until every
          // mail queued by then is sent (test/integration/support/inbox.ts): on a busy machine that
          // can take a while after a step that mails a lot.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          // The mail service stopped and DynamoDB throttling: on a stack of their own, so the other
          // integration files never see the faults.
          name: 'faults',
          environment: 'node',
          include: ['test/integration/faults.test.ts'],
          globalSetup: ['test/support/global-stack-faults.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          environment: 'node',
          // Prod is synthesized and bundled once for the run, beside the other tests (global-synth.ts).
          globalSetup: ['test/infra/global-synth.ts'],
          // The files a worker runs share its synth of the dev stage (test/infra/synth-stage.ts): they
          // only read the templates.
          isolate: false,
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 240_000,
          // A prod synth is 40-50 s alone, but took longer than 240 s in a fresh-clone run on two cores
          // that were also running a second copy of the suite (load average 16-20). It is work, not a
          // wait: this limit only catches a synth that hangs.
          hookTimeout: 600_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-stack-web.ts'],
          // Two Chromiums at a time: each keeps about one core busy. In a run of every project they
          // come after the others (a worker count of their own needs a group of their own); `npm test`
          // runs them beside the others instead (scripts/test/run-suite.ts).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A browser test that fails once is run once more: on a loaded two-core machine a render can
          // come later than any fixed wait. A test failing twice still fails the run, and the report
          // names every retried test, so a flaky one is seen and fixed rather than hidden.
          retry: 1,
          // How long expect.poll waits for a page to show what it checks. Vitest's 1 s is a fixed wait in
          // disguise: on a busy two-core machine, /jobs took longer than that to show its first cards,
          // and a green run needed its retry. A condition met returns at once, so this costs a passing
          // check nothing; 15 s is the longest a page of ours may take under load before it is a failure.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
