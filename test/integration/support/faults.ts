import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { expect } from 'vitest';
import { scanPages } from '../../../functions/lib/read-all-pages';
import { localTableName } from '../../../scripts/local/bootstrap';
import type { DynamoFault } from '../../../scripts/local/dynamo-faults';
import type { Ports } from '../../../scripts/local/ports';
import { NOTIFICATIONS_QUEUE, NOTIFY_DEAD_LETTER_QUEUE } from '../../../scripts/local/stack';
import { tableIds } from '../../../shared/tables';
import { stack } from './api';
import { tablesClient } from './tables';

/*
 * The fault tests' remote control (scripts/local/local-admin.ts on their own stack): stop and start
 * the mail service and the notify function's event source, make DynamoDB throttle, read the
 * notifications queue and its dead-letter queue, and run the operator's redrive command exactly as
 * documented.
 */

function adminUrl(): string {
  const url = stack().adminUrl;
  if (!url)
    throw new Error('This stack has no admin endpoint: run the faults project (vitest --project faults)');
  return url;
}

async function admin(method: string, route: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${adminUrl()}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${route}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

export const stopMail = () => admin('POST', '/ses/stop');
export const startMail = () => admin('POST', '/ses/start');
/** Stops the notify function's event source (its mapping disabled): notifications wait in their queue. */
export const stopNotify = () => admin('POST', '/notify/stop');
export const startNotify = () => admin('POST', '/notify/start');

/** Table names for a fault, from the logical ids. */
export const physical = (...ids: (typeof tableIds)[number][]) => ids.map(localTableName);

export const setDynamoFaults = (faults: DynamoFault[]) => admin('PUT', '/dynamodb/faults', faults);
export const clearDynamoFaults = () => admin('DELETE', '/dynamodb/faults');

export async function stackPorts(): Promise<Ports> {
  return ((await (await admin('GET', '/info')).json()) as { ports: Ports }).ports;
}

let sqs: SQSClient | undefined;
async function queue(name: string) {
  const ports = await stackPorts();
  sqs ??= new SQSClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${ports.sqs}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  return { client: sqs, QueueUrl };
}

/** How many notifications wait in the dead-letter queue (visible or being read). */
export const deadLetterCount = () => messageCount(NOTIFY_DEAD_LETTER_QUEUE);
/** How many notifications wait in the notifications queue (visible or being handled). */
export const queuedCount = () => messageCount(NOTIFICATIONS_QUEUE);

async function messageCount(name: string): Promise<number> {
  const { client, QueueUrl } = await queue(name);
  const { Attributes = {} } = await client.send(
    new GetQueueAttributesCommand({
      QueueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes.ApproximateNumberOfMessages) + Number(Attributes.ApproximateNumberOfMessagesNotVisible)
  );
}

/** The notifications waiting, read without taking them (visibility 0: they stay for the redrive). */
export async function peekDeadLetters(): Promise<Record<string, any>[]> {
  const { client, QueueUrl } = await queue(NOTIFY_DEAD_LETTER_QUEUE);
  const seen = new Map<string, Record<string, any>>();
  for (let round = 0; round < 10; round++) {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, VisibilityTimeout: 0 }),
    );
    const fresh = Messages.filter((message) => !seen.has(message.MessageId ?? ''));
    if (fresh.length === 0) break;
    for (const message of fresh) seen.set(message.MessageId ?? '', JSON.parse(message.Body ?? '{}'));
  }
  return [...seen.values()];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (or the time is up, when the caller's expectation reports the state). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
}

/** `npm run notifications:redrive -- --stage local` against this stack's ports. */
export async function runRedrive(...options: string[]): Promise<{ code: number | null; output: string }> {
  const ports = await stackPorts();
  const root = path.resolve(import.meta.dirname, '../../..');
  const child = spawn(
    'npm',
    ['run', '--silent', 'notifications:redrive', '--', '--stage', 'local', ...options],
    {
      cwd: root,
      env: {
        ...process.env,
        NJ_PORT_SQS: String(ports.sqs),
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * Every item of every table, sorted: the whole database, to show a refused request changed nothing.
 * Left out: the notify function's delivery records (written when an earlier step's mail goes out,
 * and no mail is checked separately), and limit counters standing at zero (a slot taken and given
 * back on the failure: it counts nothing, as no counter would).
 */
export async function everyTable(): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const id of tableIds.filter((table) => table !== 'deliveries')) {
    const items: string[] = [];
    for await (const page of scanPages(
      { TableName: localTableName(id), ConsistentRead: true },
      tablesClient(),
    )) {
      for (const item of page.Items ?? []) {
        if (id === 'limits' && item.used === 0) continue;
        items.push(JSON.stringify(item, Object.keys(item).sort()));
      }
    }
    all[id] = items.sort();
  }
  return all;
}
