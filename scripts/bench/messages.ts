import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import type { UserItem } from '../../functions/users/user-item';
import { LIVE_PROTOCOL } from '../../shared/live';
import { type RouteName, routeEndpoint } from '../../shared/routes';
import { localTableName } from '../local/bootstrap';
import { freePorts } from '../local/ports';
import { createPerson, seedJob, userItemOf } from '../local/seed';
import { DEMO_PASSWORD, type SeedPerson, timingOf } from '../local/seed-data';
import { type RunningStack, startStack } from '../local/stack';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- messages`: live delivery of messages on the local stack, with 100 open
 * conversations (10 employers, each with 10 students who applied to one of their jobs and in whom
 * they showed interest). Every student has the page open: a live connection through the front door,
 * as a browser opens it. Each employer writes MESSAGES_EACH messages in each of their conversations,
 * ten conversations at once, and the bench times each from the moment its POST leaves until the
 * student's connection has it. Figures:
 * - p50 and p95 of send → visible to the other party (target: p95 ≤ 1 s locally), beside the baseline
 *   measured in the same run, the round trip of a read of a thread that returns nothing new;
 * - items read per message delivered (DynamoDB's own count: a Get's item, a Query's ScannedCount),
 *   live (target ≤ 3) and when the reader's connection is down and it reads `after` its cursor;
 * - items read per inbox page.
 */

const EMPLOYERS = 10;
const STUDENTS_PER_EMPLOYER = 10;
const MESSAGES_EACH = Number(process.env.NJ_BENCH_MESSAGES_EACH ?? 5);
const P95_TARGET_MS = 1000;
const ITEMS_TARGET = 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function call(
  stack: RunningStack,
  route: RouteName,
  opts: { params?: Record<string, string>; token?: string; body?: unknown; query?: string } = {},
) {
  const { method, path: routeUrl } = routeEndpoint(route, opts.params);
  const res = await fetch(`${stack.urls.api}${routeUrl}${opts.query ? `?${opts.query}` : ''}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${route}: HTTP ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, any>) : {};
}

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

interface Reader {
  socket: WebSocket;
  /** Resolves when the message with this id arrives. */
  waitFor(messageId: string): Promise<number>;
}

function connect(stack: RunningStack, token: string): Promise<Reader> {
  const socket = new WebSocket(stack.urls.live, [LIVE_PROTOCOL, token]);
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  socket.on('message', (data) => {
    const at = performance.now();
    const id = (JSON.parse(data.toString()) as { message: { id: string } }).message.id;
    const waiter = waiting.get(id);
    if (waiter) waiter(at);
    else arrived.set(id, at);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        waitFor: (messageId) => {
          const at = arrived.get(messageId);
          if (at !== undefined) return Promise.resolve(at);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`message ${messageId} never arrived`)), 30_000);
            waiting.set(messageId, (when) => {
              clearTimeout(timer);
              done(when);
            });
          });
        },
      }),
    );
  });
}

export async function runMessagesBench(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-messages-'));
  process.env.LOG_LEVEL ??= 'SILENT';
  const stack = await startStack({
    dataDir,
    ports: await freePorts(),
    web: 'none',
    reset: true,
    seed: false,
    log: () => undefined,
  });
  const readers: Reader[] = [];
  try {
    console.log(
      `\nLive messages: ${EMPLOYERS * STUDENTS_PER_EMPLOYER} open conversations, ${MESSAGES_EACH} messages each, every reader connected`,
    );
    const region = 'us-east-1';
    const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
    const cognito = new CognitoIdentityProviderClient({ region, credentials, endpoint: stack.urls.cognito });
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region, credentials, endpoint: stack.urls.dynamodb }),
    );
    const now = new Date();
    const stamp = now.toISOString();
    const person = (key: string, roleId: 1 | 2): SeedPerson => ({
      key,
      email: `${key}@bench.example.com`,
      firstName: roleId === 2 ? 'Dana' : 'Sam',
      lastName: 'Bench',
      phone: '5125550100',
      roleId,
      ...(roleId === 1 ? { zipCode: '78704', age: 19 } : {}),
    });
    const make = async (key: string, roleId: 1 | 2): Promise<UserItem> =>
      userItemOf(
        person(key, roleId),
        await createPerson(cognito, stack.userPoolId, person(key, roleId)),
        stamp,
      );
    const employers: UserItem[] = [];
    const students: UserItem[] = [];
    for (let e = 0; e < EMPLOYERS; e++) employers.push(await make(`employer-${e}`, 2));
    for (let s = 0; s < EMPLOYERS * STUDENTS_PER_EMPLOYER; s++) students.push(await make(`student-${s}`, 1));
    const people = [...employers, ...students];
    for (let i = 0; i < people.length; i += 25) {
      await db.send(
        new BatchWriteCommand({
          RequestItems: {
            [localTableName('users')]: people.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    // Jobs, applications and the conversations the interest opens, by the domains' own code.
    const { jobWrites } = await import('../../functions/jobs/job-writes');
    const { newApplicationItem } = await import('../../functions/applications/entities/application');
    const { applicationRepository } = await import('../../functions/applications/entities/application');
    const { openingWrites } = await import('../../functions/applications/conversation-source');
    const { transact } = await import('../../functions/lib/transact');
    const conversations: { id: string; employer: number; student: number }[] = [];
    // Jobs that run now (the seed's active ones), in Austin.
    const active = Array.from({ length: 200 }, (_, i) => 4 * i).filter((i) => timingOf(i) === 'active');
    for (const [e, employer] of employers.entries()) {
      const job = await jobWrites.create(seedJob(active[e] as number, employer, now), now);
      for (let k = 0; k < STUDENTS_PER_EMPLOYER; k++) {
        const s = e * STUDENTS_PER_EMPLOYER + k;
        const application = newApplicationItem(
          students[s] as UserItem,
          job,
          { expectedPrice: 0, bio: '' },
          now,
        );
        if (!(await applicationRepository.create(application, now)).ok) throw new Error('apply');
        const opened = await transact(await openingWrites(application, job, false, now));
        if (!opened.ok) throw new Error('open');
        conversations.push({ id: application.applicationId, employer: e, student: s });
      }
    }
    const signIn = async (user: UserItem) =>
      (
        (await call(stack, 'signIn', {
          body: { emailId: user.emailId, password: DEMO_PASSWORD, expectedRoleId: user.roleId },
        })) as { data: { idToken: string } }
      ).data.idToken;
    const employerTokens: string[] = [];
    for (const employer of employers) employerTokens.push(await signIn(employer));
    const studentTokens: string[] = [];
    for (const student of students) studentTokens.push(await signIn(student));
    for (const token of studentTokens) readers.push(await connect(stack, token));

    // The baseline: an authenticated read of a thread that brings nothing new.
    const baselineSamples: number[] = [];
    for (const conversation of conversations.slice(0, 50)) {
      const started = performance.now();
      await call(stack, 'getConversation', {
        params: { id: conversation.id },
        token: studentTokens[conversation.student],
        query: 'after=bTA',
      });
      baselineSamples.push(performance.now() - started);
    }

    // Live delivery: each employer writes in their ten conversations at once, one message after another.
    const latencies: number[] = [];
    stack.dynamoMeter.start();
    for (let round = 0; round < MESSAGES_EACH; round++) {
      await inBatches(
        conversations,
        Number(process.env.NJ_BENCH_MESSAGES_AT_ONCE ?? 10),
        async (conversation) => {
          const started = performance.now();
          const sent = await call(stack, 'sendMessage', {
            params: { id: conversation.id },
            token: employerTokens[conversation.employer],
            body: { text: `Round ${round + 1}: could you come on Saturday at 10?` },
          });
          const arrivedAt = await (readers[conversation.student] as Reader).waitFor(sent.message.id);
          latencies.push(arrivedAt - started);
        },
      );
    }
    const live = stack.dynamoMeter.stop();
    const delivered = latencies.length;

    // Without the live connection: the reader reads `after` its cursor, once per new message.
    const pollSample = conversations.slice(0, 20);
    const cursors = new Map<string, string>();
    for (const conversation of pollSample) {
      const thread = await call(stack, 'getConversation', {
        params: { id: conversation.id },
        token: studentTokens[conversation.student],
      });
      cursors.set(conversation.id, thread.after);
      await call(stack, 'sendMessage', {
        params: { id: conversation.id },
        token: employerTokens[conversation.employer],
        body: { text: 'Are you still free on Saturday?' },
      });
    }
    stack.dynamoMeter.start();
    for (const conversation of pollSample) {
      const fresh = await call(stack, 'getConversation', {
        params: { id: conversation.id },
        token: studentTokens[conversation.student],
        query: `after=${cursors.get(conversation.id)}`,
      });
      if (fresh.messages.length !== 1) throw new Error('the poll did not bring exactly the new message');
    }
    const polled = stack.dynamoMeter.stop();

    // The inbox: each employer's first page (their ten conversations), and each student's.
    stack.dynamoMeter.start();
    for (const token of employerTokens) await call(stack, 'listConversations', { token });
    const employerInbox = stack.dynamoMeter.stop();
    stack.dynamoMeter.start();
    for (const token of studentTokens.slice(0, 20)) await call(stack, 'listConversations', { token });
    const studentInbox = stack.dynamoMeter.stop();

    const baseline = percentile(baselineSamples, 50);
    const figures = {
      conversations: conversations.length,
      messagesDelivered: delivered,
      sendToVisibleMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
      baselineReadMs: { p50: baseline },
      itemsReadPerMessageDelivered: {
        live: live.itemsRead / delivered,
        polling: polled.itemsRead / pollSample.length,
      },
      readUnitsPerMessageDelivered: {
        live: live.readUnits / delivered,
        polling: polled.readUnits / pollSample.length,
      },
      writeUnitsPerMessage: live.writeUnits / delivered,
      itemsReadPerInboxPage: {
        employer: employerInbox.itemsRead / employerTokens.length,
        conversationsOnPage: STUDENTS_PER_EMPLOYER,
        student: studentInbox.itemsRead / 20,
      },
    };
    const pass =
      figures.sendToVisibleMs.p95 <= P95_TARGET_MS &&
      figures.itemsReadPerMessageDelivered.live <= ITEMS_TARGET;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`  baseline: a read of a thread with nothing new, p50 ${ms(baseline)}  1.00×`);
    console.log(
      `  send → visible to the other party: p50 ${ms(figures.sendToVisibleMs.p50)} (${(figures.sendToVisibleMs.p50 / baseline).toFixed(2)}×), p95 ${ms(figures.sendToVisibleMs.p95)} (${(figures.sendToVisibleMs.p95 / baseline).toFixed(2)}×)  target p95 ≤ ${P95_TARGET_MS} ms: ${figures.sendToVisibleMs.p95 <= P95_TARGET_MS ? 'ok' : 'MISS'}`,
    );
    console.log(
      `  items read per message delivered: ${figures.itemsReadPerMessageDelivered.live.toFixed(2)} live  target ≤ ${ITEMS_TARGET}: ${figures.itemsReadPerMessageDelivered.live <= ITEMS_TARGET ? 'ok' : 'MISS'};  ${figures.itemsReadPerMessageDelivered.polling.toFixed(2)} when the reader polls after its cursor`,
    );
    console.log(
      `  items read per inbox page: ${figures.itemsReadPerInboxPage.employer.toFixed(1)} for ${STUDENTS_PER_EMPLOYER} conversations (an employer's), ${figures.itemsReadPerInboxPage.student.toFixed(1)} for 1 (a student's)`,
    );
    console.log(
      `  write units per message: ${figures.writeUnitsPerMessage.toFixed(1)} (the message, its conversation, the limits, the mail item)`,
    );
    writeBenchResults('messages', {
      targets: { p95Ms: P95_TARGET_MS, itemsReadPerMessageDelivered: ITEMS_TARGET },
      ...figures,
      pass,
    });
    return pass;
  } finally {
    for (const reader of readers) reader.socket.terminate();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
