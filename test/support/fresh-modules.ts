import { afterAll, vi } from 'vitest';

/*
 * The unit and integration projects do not isolate their files (vitest.config.ts): a worker runs file
 * after file with the modules already loaded. Dependencies (the AWS SDK, zod) staying loaded is the
 * saving; our own modules staying loaded is not wanted, since some keep state made from the
 * environment a file set (a lazily made SDK client pointing at that file's local DynamoDB, since
 * closed). So each file leaves with our modules dropped, and the next loads them afresh, as it would
 * in a worker of its own.
 */
afterAll(() => {
  vi.resetModules();
});
