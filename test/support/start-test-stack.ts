import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../scripts/local/ports';
import { type StackOptions, startStack } from '../../scripts/local/stack';
import type { ProvidedStack } from './stack-context';

/** Starts a fresh, seeded local stack on free ports for one test project, and tears it down after. */
export async function startTestStack(project: TestProject, web: StackOptions['web']) {
  process.env.LOG_LEVEL ??= 'SILENT';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-test-'));
  const stack = await startStack({
    dataDir,
    ports: await freePorts(),
    web,
    reset: true,
    log: () => undefined,
  });
  const provided: ProvidedStack = {
    appUrl: stack.urls.app,
    apiUrl: stack.urls.api,
    inboxUrl: stack.urls.inbox,
    cognitoUrl: stack.urls.cognito,
    dataDir,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
  };
  project.provide('stack', provided);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
