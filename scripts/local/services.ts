import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import sesModule from 'aws-ses-v2-local';
import { dynaliteWithTransactions } from './dynalite-transactions';
import { type DynamoFaultSwitch, withFaultInjection } from './dynamo-faults';
import { type DynamoMeter, withCapacityMeter } from './dynamo-meter';
import { waitForPort } from './ports';
import { createSesFront, type SesEventPublisher, type SesFront } from './ses-events';

const require = createRequire(import.meta.url);
// The package is CommonJS with `exports.default`; under ESM interop the function sits one level down.
const sesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

export interface Stoppable {
  stop(): Promise<void>;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * dynalite persists to LevelDB under the data folder, so data survives restarts. It lacks
 * TransactWriteItems/TransactGetItems; dynalite-transactions.ts adds them with AWS's behaviour.
 */
export async function startDynamo(
  dataDir: string,
  port: number,
): Promise<Stoppable & { faults: DynamoFaultSwitch; meter: DynamoMeter }> {
  const dir = path.join(dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  const server = dynaliteWithTransactions({
    path: dir,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  // DynamoDB's throttling and 5xx answers, switched on by tests (dynamo-faults.ts); off by default.
  const faults = withFaultInjection(server);
  // What requests consume, for the cost bench (dynamo-meter.ts); off unless started.
  const meter = withCapacityMeter(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { stop: () => closeServer(server), faults, meter };
}

export interface RestartableService extends Stoppable {
  /** Listens again on the same port after stop() (a no-op while running). */
  start(): Promise<void>;
  readonly running: boolean;
}

/**
 * aws-ses-v2-local keeps mail in memory; its root page is the local inbox, GET /store the JSON. Its
 * store and templates live in the module, so a restart (the mail-outage tests) keeps both. It runs on
 * a port of its own behind ses-events.ts, which listens on the SES port and adds SES's suppression
 * list and event publishing.
 */
export async function startSes(
  port: number,
  events?: SesEventPublisher,
): Promise<RestartableService & { front: SesFront }> {
  let inner: Server | null = null;
  let innerPort = 0;
  const front = createSesFront(() => innerPort, events);
  const start = async () => {
    if (inner) return;
    inner = await sesServer({ host: '127.0.0.1', port: 0 });
    innerPort = (inner.address() as { port: number }).port;
    await new Promise<void>((resolve, reject) => {
      front.server.once('error', reject);
      front.server.listen(port, '127.0.0.1', () => resolve());
    });
  };
  await start();
  return {
    front,
    get running() {
      return inner !== null;
    },
    start,
    async stop() {
      if (!inner) return;
      const stopping = inner;
      inner = null;
      await closeServer(front.server);
      await closeServer(stopping);
      await front.settled();
    },
  };
}

/**
 * cognito-local reads and writes `.cognito/` under its working directory, so it runs as a child
 * process rooted in the data folder (its own port, its own files: codes land in .cognito/db).
 */
export async function startCognito(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<Stoppable> {
  const cwd = path.join(dataDir, 'cognito');
  mkdirSync(cwd, { recursive: true });
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  // Adds the one call cognito-local lacks (ResendConfirmationCode) before its server starts, the
  // standard claims (names, phone) Cognito puts in ID tokens, and atomic saves of its pool files;
  // then client secrets, allowed flows and refresh tokens bound to their client (after resend: it
  // guards that call too).
  const extensions = [
    'cognito-local-resend.cjs',
    'cognito-local-client-secret.cjs',
    'cognito-local-sessions.cjs',
    // A disabled user (a suspended account) can neither sign in nor refresh, as in Cognito.
    'cognito-local-disabled-users.cjs',
    'cognito-local-id-claims.cjs',
    // An existing group is not made again empty, and memberships change one at a time, as in Cognito.
    'cognito-local-group-members.cjs',
    'cognito-local-atomic-writes.cjs',
    // PostConfirmation's failure reaches the caller, as in Cognito (the guardian invitation).
    'cognito-local-post-confirmation.cjs',
  ].flatMap((file) => ['-r', path.join(import.meta.dirname, file)]);
  const child: ChildProcess = spawn(process.execPath, [...extensions, bin], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: 'localhost', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    waitForPort(port),
    exited.then(() => {
      throw new Error('cognito-local exited during start; see its log above');
    }),
  ]);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
