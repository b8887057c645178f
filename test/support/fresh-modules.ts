import { afterAll, vi } from 'vitest';

/*
 * The unit and integration projects do not isolate their files (vitest.config.ts): a worker runs file
 * after file with the modules already loaded. Dependencies (the AWS SDK, zod) staying loaded is the
 * saving; our own modules staying loaded is not wanted, since some keep state made from the
 * environment a file set (a lazily made SDK client pointing at that file's local DynamoDB, since
 * closed). So each file leaves with our modules dropped, and the next loads them afresh, as it would
 * in a worker of its own.
 *
 * The environment goes back too, to what the worker started with: a variable one file set (LOG_LEVEL
 * SILENT, a local stack's secret names) made a later file's logging or origin check behave
 * differently, depending only on which files had shared its worker before it.
 */
const WORKER_ENV = Symbol.for('nj.workerEnvironment');
const holder = globalThis as { [WORKER_ENV]?: Record<string, string | undefined> };
holder[WORKER_ENV] ??= { ...process.env };
const workerEnvironment = holder[WORKER_ENV];

afterAll(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) {
    if (!(name in workerEnvironment)) delete process.env[name];
  }
  for (const [name, value] of Object.entries(workerEnvironment)) {
    if (process.env[name] !== value && value !== undefined) process.env[name] = value;
  }
});
