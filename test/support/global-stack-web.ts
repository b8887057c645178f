import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

/**
 * E2E runs against the built SPA served same-origin with /api, as CloudFront serves it. The build
 * goes to a folder of its own, so a developer's web/dist (or another run) is never emptied under it.
 */
export default async (project: TestProject) => {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'nj-web-'));
  await build({
    configFile: path.resolve(import.meta.dirname, '../../web/vite.config.ts'),
    build: { outDir: distDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  // The admin endpoint: the mail-status banner test makes the SES stand-in bounce. Browser monitoring
  // on, as in AWS: every page of every test runs with the RUM client. The alerts journey runs the daily job alert now, as EventBridge's test invoke.
  const teardown = await startTestStack(project, 'dist', distDir, { NJ_LOCAL_ADMIN: '1', NJ_LOCAL_RUM: '1' });
  return async () => {
    await teardown();
    rmSync(distDir, { recursive: true, force: true });
  };
};
