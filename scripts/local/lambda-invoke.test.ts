import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLambdaInvokeServer,
  type DeadLetterRecord,
  type LambdaInvokeServer,
  RETRY_ATTEMPTS,
} from './lambda-invoke';

/*
 * The Lambda stand-in's asynchronous invoke, as AWS documents it: 202 at once, the function runs
 * afterwards, a failure is retried twice after waits, then the invocation record goes to the
 * on-failure destination.
 */

let running: LambdaInvokeServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(fn: (event: unknown) => Promise<unknown>, delays = [40, 80]) {
  const attempts: { at: number; event: unknown }[] = [];
  const dead: DeadLetterRecord[] = [];
  running = createLambdaInvokeServer(
    {
      fn: async (event) => {
        attempts.push({ at: Date.now(), event });
        return fn(event);
      },
    },
    {
      retryDelaysMs: delays,
      onFailure: { fn: async (record) => void dead.push(record) },
      log: () => undefined,
    },
  );
  running.server.listen(0, '127.0.0.1');
  await once(running.server, 'listening');
  const client = new LambdaClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  return { client, attempts, dead };
}

const invoke = (client: LambdaClient, payload: unknown, name = 'fn') =>
  client.send(
    new InvokeCommand({ FunctionName: name, InvocationType: 'Event', Payload: JSON.stringify(payload) }),
  );

describe('local asynchronous invoke', () => {
  it('answers 202 before the function has finished', async () => {
    let finish = () => undefined as void;
    const { client, attempts } = await start(() => new Promise<void>((resolve) => (finish = resolve)));
    const result = await invoke(client, { n: 1 });
    expect(result.StatusCode).toBe(202);
    await sleep(20);
    expect(attempts).toHaveLength(1);
    finish();
  });

  it('retries a failing function twice, after the configured waits, then sends the record to the destination', async () => {
    const { client, attempts, dead } = await start(async () => {
      throw new Error('SES is down');
    });
    await invoke(client, { n: 2 });
    await sleep(400);
    expect(attempts).toHaveLength(1 + RETRY_ATTEMPTS);
    const [first, second, third] = attempts.map((attempt) => attempt.at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(35);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(75);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      version: '1.0',
      requestContext: {
        functionArn: expect.stringMatching(/:function:fn:\$LATEST$/),
        condition: 'RetriesExhausted',
        approximateInvokeCount: 3,
      },
      requestPayload: { n: 2 },
      responsePayload: { errorMessage: 'SES is down' },
    });
  });

  it('stops retrying once an attempt succeeds, and dead-letters nothing', async () => {
    let calls = 0;
    const { client, attempts, dead } = await start(async () => {
      calls++;
      if (calls === 1) throw new Error('once');
    });
    await invoke(client, { n: 3 });
    await sleep(300);
    expect(attempts).toHaveLength(2);
    expect(dead).toEqual([]);
  });

  it('takes the function by ARN too (how a redrive names it from the record)', async () => {
    const { client, attempts } = await start(async () => undefined);
    await invoke(client, { n: 4 }, 'arn:aws:lambda:us-east-1:123456789012:function:fn');
    await sleep(20);
    expect(attempts.map((attempt) => attempt.event)).toEqual([{ n: 4 }]);
  });

  it('hands events still waiting for a retry to the destination when the stack stops', async () => {
    const { client, dead } = await start(async () => {
      throw new Error('down');
    }, [60_000, 120_000]);
    await invoke(client, { n: 5 });
    await sleep(50);
    expect(dead).toEqual([]);
    await running?.stop();
    running = undefined;
    expect(dead.map((record) => record.requestPayload)).toEqual([{ n: 5 }]);
  });
});
