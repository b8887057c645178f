/**
 * The load bench's stack, in a process of its own (scripts/bench/load.ts starts it), so the load
 * generator and the API do not share one event loop. It starts the local stack (seeded, API only),
 * adds the bench's people and jobs, and serves a second API on its own port where GET /jobs/search is
 * answered by a filtered Scan: the baseline, through the same gateway and function glue.
 * Prints one JSON line (LoadStackInfo), stops on SIGTERM.
 *   load-stack.ts <dataDir>
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { UserItem } from '../../functions/users/user-item';
import type { FunctionName } from '../../shared/routes';
import { functionNames } from '../../shared/routes';
import { createApiGateway, type DomainHandler } from '../local/api-gateway';
import { localTableName } from '../local/bootstrap';
import { throughFrontDoor } from '../local/front-door';
import { freePorts } from '../local/ports';
import { createPerson, userItemOf } from '../local/seed';
import { DEMO_PASSWORD } from '../local/seed-data';
import { startStack } from '../local/stack';
import { benchJobMaker, inPool, SEARCH_ZIP } from './bench-jobs';

export interface LoadStackInfo {
  /** The stack's API (…/api). */
  api: string;
  /** The same API where GET /jobs/search is a filtered Scan. */
  scanApi: string;
  password: string;
  students: string[];
  employers: string[];
  jobs: { total: number; near: number; listedNear: number };
  /** The open jobs near ZIP 78704, for a student who has applied to every job a search showed. */
  nearJobIds: string[];
}

/** Sizes (env for trial runs): enough students that applies never meet the 30-a-day limit. */
const STUDENTS = Number(process.env.NJ_BENCH_LOAD_STUDENTS ?? 120);
const EMPLOYERS = Number(process.env.NJ_BENCH_LOAD_EMPLOYERS ?? 40);
const JOBS = Number(process.env.NJ_BENCH_LOAD_JOBS ?? 10_000);
const NEAR_JOBS = Math.min(JOBS, 2_000);

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: load-stack.ts <dataDir>');
process.env.LOG_LEVEL ??= 'SILENT';

const stack = await startStack({
  dataDir,
  ports: await freePorts(),
  web: 'none',
  reset: true,
  log: () => undefined,
});
const local = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const cognito = new CognitoIdentityProviderClient({ ...local, endpoint: stack.urls.cognito });
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ ...local, endpoint: stack.urls.dynamodb }), {
  marshallOptions: { removeUndefinedValues: true },
});

/** Bench people, as the seed makes its demo people: a pool user with a password and a profile. */
async function createPeople(role: 'student' | 'employer', count: number): Promise<UserItem[]> {
  const stamp = new Date().toISOString();
  const users: UserItem[] = [];
  for (let i = 0; i < count; i++) {
    const person = {
      key: `${role}-${i}`,
      email: `bench-${role}-${i}@example.com`,
      firstName: role === 'student' ? 'Bench' : 'Load',
      lastName: role === 'student' ? `Student ${String.fromCharCode(65 + (i % 26))}` : 'Employer',
      phone: `512555${String(1000 + i).slice(-4)}`,
      roleId: role === 'student' ? (1 as const) : (2 as const),
      ...(role === 'student' ? { zipCode: SEARCH_ZIP, age: 17 + (i % 4) } : {}),
      ...(role === 'student' && i % 4 === 0
        ? { parentName: 'Bench Parent', parentEmail: `bench-parent-${i}@example.com` }
        : {}),
    };
    users.push(userItemOf(person, await createPerson(cognito, stack.userPoolId, person), stamp));
  }
  return users;
}

async function putAll(table: string, items: object[]) {
  const batches: object[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  await inPool(batches, 8, async (batch) => {
    let request: Record<string, { PutRequest: { Item: object } }[]> | undefined = {
      [table]: batch.map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length > 0) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems as typeof request;
    }
  });
}

const students = await createPeople('student', STUDENTS);
const employers = await createPeople('employer', EMPLOYERS);
await putAll(localTableName('users'), [...students, ...employers]);

// Jobs as the search bench writes them: NEAR_JOBS within 50 mi of ZIP 78704 posted by the bench
// employers (so their review has applications to read), the rest over the US; half have ended. Only
// the jobs table is written (its listing and geohash keys): the mix searches by place, not by title.
const { withDerivedKeys } = await import('../../functions/jobs/job-writes');
const now = new Date();
const makeJob = await benchJobMaker({
  now,
  nearMiles: 50,
  farMiles: 60,
  endedShare: 'half',
  employerOf: (i) => {
    const employer = i < NEAR_JOBS ? employers[i % employers.length] : undefined;
    return employer
      ? {
          id: employer.userId,
          name: `${employer.firstName} ${employer.lastName}`,
          email: employer.emailId,
          phone: employer.contactNumber,
        }
      : {
          id: `far-employer-${i % 997}`,
          name: 'Far Employer',
          email: 'far@example.com',
          phone: '5125550100',
        };
  },
});
const jobs = Array.from({ length: JOBS }, (_, i) => withDerivedKeys(makeJob(i, i < NEAR_JOBS), now));
await putAll(localTableName('jobs'), jobs);

// The baseline API: every function as the stack has it but jobs, whose search is the Scan.
const { scanSearchHandler } = await import('./scan-search');
const notServed: DomainHandler = async () => ({
  statusCode: 404,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Not served by the baseline API.', code: 'NOT_FOUND' }),
});
const handlers = Object.fromEntries(functionNames.map((fn) => [fn, notServed])) as Record<
  FunctionName,
  DomainHandler
>;
handlers.jobs = scanSearchHandler;
// Through the front door, as the stack's own /api is: the functions refuse a request without its secret.
const gateway = throughFrontDoor(
  createApiGateway(handlers, async () => null),
  stack.originSecret,
);
let inFlight = 0;
const scanServer = createServer((req, res) => {
  inFlight++;
  const pathname = new URL(req.url ?? '/', 'http://local').pathname;
  gateway(req, res, pathname.replace(/^\/api/, '') || '/')
    .catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error), code: 'BAD_GATEWAY' }));
    })
    .finally(() => inFlight--);
});
await new Promise<void>((resolve) => scanServer.listen(0, '127.0.0.1', resolve));
const scanPort = (scanServer.address() as AddressInfo).port;

const info: LoadStackInfo = {
  api: stack.urls.api,
  scanApi: `http://127.0.0.1:${scanPort}/api`,
  password: DEMO_PASSWORD,
  students: students.map((s) => s.emailId),
  employers: employers.map((e) => e.emailId),
  jobs: {
    total: JOBS,
    near: NEAR_JOBS,
    listedNear: jobs.slice(0, NEAR_JOBS).filter((job) => job.listing).length,
  },
  nearJobIds: jobs
    .slice(0, NEAR_JOBS)
    .filter((job) => job.listing)
    .map((job) => job.jobId),
};
process.stdout.write(`${JSON.stringify(info)}\n`);

const stop = async () => {
  scanServer.close();
  // Scans still running when the load stopped would read a closed database: let them finish (≤ 60 s).
  for (let waited = 0; inFlight > 0 && waited < 60_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
