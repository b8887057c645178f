import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

/** E2E runs against the built SPA served same-origin with /api, as CloudFront serves it. */
export default async (project: TestProject) => {
  await build({
    configFile: path.resolve(import.meta.dirname, '../../web/vite.config.ts'),
    logLevel: 'warn',
  });
  return startTestStack(project, 'dist');
};
