import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureTables, localTableName } from '../../scripts/local/bootstrap';
import { freePort } from '../../scripts/local/ports';
import { closeServer } from '../../scripts/local/services';
import { limits } from '../../shared/rules/limits';
import { tableEnvVar } from '../../shared/table-env';
import { HttpError } from './errors';
import {
  consumeLimit,
  limitItem,
  limitKeyOf,
  newWindowItem,
  releaseLimit,
  retryAfterSeconds,
  withinLimit,
} from './limits';

const T0 = new Date('2026-11-23T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('limit windows (pure)', () => {
  it('a window opens at the first counted action, counts it, and expires by TTL when it ends', () => {
    const item = newWindowItem('postJob', 'u1', limits.postJob, T0);
    expect(item).toEqual({
      limitKey: 'postJob#u1',
      used: 1,
      windowEndsAt: T0.getTime() + DAY_MS,
      expiresAt: (T0.getTime() + DAY_MS) / 1000,
    });
  });

  it('keys are per action and per user', () => {
    expect(limitKeyOf('apply', 'u1')).not.toBe(limitKeyOf('report', 'u1'));
    expect(limitKeyOf('apply', 'u1')).not.toBe(limitKeyOf('apply', 'u2'));
  });

  it('Retry-After is the whole seconds left in the window, never below 1', () => {
    const ends = T0.getTime() + 90_500;
    expect(retryAfterSeconds(ends, T0)).toBe(91);
    expect(retryAfterSeconds(ends, new Date(ends))).toBe(1);
    expect(retryAfterSeconds(ends, new Date(ends + 5000))).toBe(1);
  });
});

/* The same functions against dynalite, the local DynamoDB, with the limits table of shared/tables.ts. */
describe('consumeLimit / releaseLimit on DynamoDB', () => {
  let server: Server;
  let db: DynamoDBDocumentClient;
  const table = localTableName('limits');
  let user = 0;
  const newUser = () => `user-${++user}`;
  const stored = async (userId: string) =>
    limitItem.maybe(
      (await db.send(new GetCommand({ TableName: table, Key: { limitKey: limitKeyOf('postJob', userId) } })))
        .Item,
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  beforeAll(async () => {
    const port = await freePort();
    server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    const endpoint = `http://127.0.0.1:${port}`;
    // The functions' client reads these lazily, on its first request.
    vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', endpoint);
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    vi.stubEnv(tableEnvVar.limits, table);
    const client = new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTables(client);
    db = DynamoDBDocumentClient.from(client);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeServer(server);
  });

  it('counts up to the limit, then refuses with 429, the rule message and Retry-After', async () => {
    const userId = newUser();
    for (let i = 1; i <= limits.postJob.max; i++) {
      const slot = await consumeLimit('postJob', userId, at(i * 1000));
      expect(slot.windowEndsAt).toBe(T0.getTime() + 1000 + DAY_MS);
    }
    expect((await stored(userId))?.used).toBe(limits.postJob.max);
    const error = await refusal(consumeLimit('postJob', userId, at(3_600_000)));
    expect(error.status).toBe(429);
    expect(error.message).toBe(limits.postJob.message);
    expect(error.headers?.['retry-after']).toBe(String((DAY_MS + 1000 - 3_600_000) / 1000));
    expect((await stored(userId))?.used).toBe(limits.postJob.max);
  });

  it('the window starts at the first action and a new one opens once it has ended', async () => {
    const userId = newUser();
    for (let i = 0; i < limits.postJob.max; i++) await consumeLimit('postJob', userId, T0);
    await refusal(consumeLimit('postJob', userId, at(DAY_MS - 1)));
    const slot = await consumeLimit('postJob', userId, at(DAY_MS));
    expect(slot.windowEndsAt).toBe(T0.getTime() + 2 * DAY_MS);
    expect(await stored(userId)).toMatchObject({ used: 1, windowEndsAt: T0.getTime() + 2 * DAY_MS });
  });

  it('limits are per user and per action', async () => {
    const [a, b] = [newUser(), newUser()];
    for (let i = 0; i < limits.postJob.max; i++) await consumeLimit('postJob', a, T0);
    await refusal(consumeLimit('postJob', a, T0));
    await expect(consumeLimit('postJob', b, T0)).resolves.toMatchObject({ userId: b });
    await expect(consumeLimit('report', a, T0)).resolves.toMatchObject({ name: 'report' });
  });

  it('many requests at once never count past the limit', async () => {
    const userId = newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => consumeLimit('postJob', userId, T0)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(limits.postJob.max);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r.reason as HttpError).status).toBe(429);
    }
    expect((await stored(userId))?.used).toBe(limits.postJob.max);
  });

  it('a released slot can be used again; a release never touches a later window', async () => {
    const userId = newUser();
    const slots = [];
    for (let i = 0; i < limits.postJob.max; i++) slots.push(await consumeLimit('postJob', userId, T0));
    await releaseLimit(slots[0]!);
    expect((await stored(userId))?.used).toBe(limits.postJob.max - 1);
    await consumeLimit('postJob', userId, T0);
    await refusal(consumeLimit('postJob', userId, T0));

    await consumeLimit('postJob', userId, at(DAY_MS)); // a new window, used = 1
    await releaseLimit(slots[1]!); // belongs to the old window: nothing to give back
    expect((await stored(userId))?.used).toBe(1);
  });

  it('a late TTL sweep changes nothing: an ended window is replaced, not counted in', async () => {
    const userId = newUser();
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { limitKey: limitKeyOf('postJob', userId), used: 20, windowEndsAt: T0.getTime(), expiresAt: 0 },
      }),
    );
    await expect(consumeLimit('postJob', userId, T0)).resolves.toMatchObject({
      windowEndsAt: T0.getTime() + DAY_MS,
    });
    expect((await stored(userId))?.used).toBe(1);
  });

  it('withinLimit gives the slot back when the guarded action throws, and keeps it when it succeeds', async () => {
    const userId = newUser();
    await expect(withinLimit('postJob', userId, async () => 'posted', T0)).resolves.toBe('posted');
    await expect(
      withinLimit(
        'postJob',
        userId,
        async () => {
          throw new Error('write failed');
        },
        T0,
      ),
    ).rejects.toThrow('write failed');
    expect((await stored(userId))?.used).toBe(1);
  });
});
