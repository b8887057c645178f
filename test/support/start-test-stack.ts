import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { RunningStack, StackOptions } from '../../scripts/local/stack';
import type { ProvidedStack } from './stack-context';

const root = path.resolve(import.meta.dirname, '../..');

/** The line serve-stack.ts prints once the stack is ready. */
type StackInfo = Pick<RunningStack, 'urls' | 'userPoolId' | 'userPoolClientId' | 'functionsClientId'>;

/**
 * How many times a stack that exits before it is ready is started again. Its free ports are found
 * before its services listen on them, and the suite starts several stacks at once (integration,
 * faults, e2e): another process can take a port in between (EADDRINUSE), which a new try avoids.
 */
const STACK_STARTS = 3;

/**
 * Starts a fresh, seeded local stack on free ports for one test project, in a child process so its
 * environment stays out of the test workers, and tears it down after.
 */
export async function startTestStack(
  project: TestProject,
  web: StackOptions['web'],
  distDir?: string,
  /** Extra environment for the stack's process (the fault tests: admin endpoint, short retries). */
  env: Record<string, string> = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchStack(project, web, distDir, env);
    } catch (error) {
      if (!(error instanceof StackExitedEarly) || attempt >= STACK_STARTS) throw error;
      console.warn(`${error.message}; starting it again (try ${attempt + 1} of ${STACK_STARTS})`);
    }
  }
}

class StackExitedEarly extends Error {}

async function launchStack(
  project: TestProject,
  web: StackOptions['web'],
  distDir: string | undefined,
  env: Record<string, string>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-test-'));
  // NJ_TEST_STACK_LOG=1: the stack and its functions log (LOG_LEVEL INFO unless set) to
  // test-results/stack-<project>.log, to see why a test failed (a mail not sent, a 5xx).
  const logFile = process.env.NJ_TEST_STACK_LOG
    ? path.join(root, 'test-results', `stack-${project.name}.log`)
    : undefined;
  const logEnv = logFile ? { NJ_STACK_LOG: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'INFO' } : {};
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/local/serve-stack.ts', dataDir, web, ...(distDir ? [distDir] : [])],
    {
      cwd: root,
      env: { ...process.env, NODE_NO_WARNINGS: '1', ...logEnv, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // The stack announces itself with one JSON line ({"urls": …}); with the log on, its own lines come
  // before and after that one, and all of them go to the log file.
  const log = logFile ? openLog(logFile) : undefined;
  const readyLine = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    let ready = false;
    lines.on('line', (line) => {
      if (!ready && line.startsWith('{"urls":')) {
        ready = true;
        resolve(line);
      } else log?.write(`${line}\n`);
    });
    lines.once('close', () => log?.end());
    exited.then((code) =>
      reject(new StackExitedEarly(`The local stack exited (code ${code}) before it was ready`)),
    );
  });
  let info: StackInfo;
  try {
    info = JSON.parse(await readyLine) as StackInfo;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const provided: ProvidedStack = {
    appUrl: info.urls.app,
    apiUrl: info.urls.api,
    executeApiUrl: info.urls.executeApi,
    inboxUrl: info.urls.inbox,
    cognitoUrl: info.urls.cognito,
    dynamodbUrl: info.urls.dynamodb,
    sqsUrl: info.urls.sqs,
    adminUrl: info.urls.admin,
    rumUrl: info.urls.rum,
    liveUrl: info.urls.live,
    dataDir,
    userPoolId: info.userPoolId,
    userPoolClientId: info.userPoolClientId,
    functionsClientId: info.functionsClientId,
  };
  project.provide('stack', provided);
  return async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function openLog(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  return createWriteStream(file);
}
