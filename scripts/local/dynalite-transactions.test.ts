import type { Server } from 'node:http';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  TransactionCanceledException,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynaliteWithTransactions } from './dynalite-transactions';
import { freePort } from './ports';
import { closeServer } from './services';

const JOBS = 'tx-jobs';
const COUNTERS = 'tx-counters';

let server: Server;
let client: DynamoDBClient;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  const port = await freePort();
  server = dynaliteWithTransactions({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  doc = DynamoDBDocumentClient.from(client);
  await client.send(
    new CreateTableCommand({
      TableName: JOBS,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'owner', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byOwner',
          KeySchema: [
            { AttributeName: 'owner', KeyType: 'HASH' },
            { AttributeName: 'pk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await client.send(
    new CreateTableCommand({
      TableName: COUNTERS,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    }),
  );
  for (const TableName of [JOBS, COUNTERS]) {
    while ((await client.send(new DescribeTableCommand({ TableName }))).Table?.TableStatus !== 'ACTIVE') {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
});

afterAll(async () => {
  client?.destroy();
  if (server) await closeServer(server);
});

const getJob = async (pk: string, sk = 'job') =>
  (await doc.send(new GetCommand({ TableName: JOBS, Key: { pk, sk } }))).Item;
const byOwner = async (owner: string) =>
  (
    await doc.send(
      new QueryCommand({
        TableName: JOBS,
        IndexName: 'byOwner',
        KeyConditionExpression: '#o = :o',
        ExpressionAttributeNames: { '#o': 'owner' },
        ExpressionAttributeValues: { ':o': owner },
      }),
    )
  ).Items?.map((item) => item.pk);

/** The rejection of a transaction, to look at the error the SDK raised. */
async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof Error)) throw new Error('the transaction was expected to fail');
  return err as Error & Partial<TransactionCanceledException>;
}

describe('TransactWriteItems on the local dynalite', () => {
  it('writes every item, across tables, with their GSI entries', async () => {
    const result = await doc.send(
      new TransactWriteCommand({
        ReturnConsumedCapacity: 'TOTAL',
        TransactItems: [
          { Put: { TableName: JOBS, Item: { pk: 'a1', sk: 'job', owner: 'ann', title: 'Walk Rex' } } },
          { Put: { TableName: JOBS, Item: { pk: 'a2', sk: 'job', owner: 'ann', title: 'Mow lawn' } } },
          {
            Update: {
              TableName: COUNTERS,
              Key: { pk: 'ann' },
              UpdateExpression: 'ADD jobs :two',
              ExpressionAttributeValues: { ':two': 2 },
            },
          },
        ],
      }),
    );
    expect(await getJob('a1')).toEqual({ pk: 'a1', sk: 'job', owner: 'ann', title: 'Walk Rex' });
    expect(await getJob('a2')).toMatchObject({ title: 'Mow lawn' });
    expect(await byOwner('ann')).toEqual(['a1', 'a2']);
    const counter = await doc.send(new GetCommand({ TableName: COUNTERS, Key: { pk: 'ann' } }));
    expect(counter.Item).toEqual({ pk: 'ann', jobs: 2 });
    // Two writes per item, per table, as AWS bills a transaction.
    expect(result.ConsumedCapacity).toEqual([
      { TableName: JOBS, CapacityUnits: 4, WriteCapacityUnits: 4 },
      { TableName: COUNTERS, CapacityUnits: 2, WriteCapacityUnits: 2 },
    ]);
  });

  it('writes nothing when one condition fails, and says which one failed with the old item', async () => {
    await doc.send(
      new PutCommand({ TableName: JOBS, Item: { pk: 'b1', sk: 'job', owner: 'bob', title: 'Old' } }),
    );
    const err = await failure(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: JOBS, Item: { pk: 'b2', sk: 'job', owner: 'bob', title: 'New' } } },
            {
              Put: {
                TableName: JOBS,
                Item: { pk: 'b1', sk: 'job', owner: 'bea', title: 'Replaced' },
                ConditionExpression: 'attribute_not_exists(pk)',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            {
              ConditionCheck: {
                TableName: JOBS,
                Key: { pk: 'b3', sk: 'job' },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    expect(err).toBeInstanceOf(TransactionCanceledException);
    expect(err.name).toBe('TransactionCanceledException');
    expect(err.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons ' +
        '[None, ConditionalCheckFailed, ConditionalCheckFailed]',
    );
    expect(err.CancellationReasons).toEqual([
      { Code: 'None' },
      {
        Code: 'ConditionalCheckFailed',
        Message: 'The conditional request failed',
        Item: { pk: { S: 'b1' }, sk: { S: 'job' }, owner: { S: 'bob' }, title: { S: 'Old' } },
      },
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
    ]);
    expect(await getJob('b2')).toBeUndefined();
    expect(await getJob('b1')).toMatchObject({ title: 'Old', owner: 'bob' });
    expect(await byOwner('bob')).toEqual(['b1']);
    expect(await byOwner('bea')).toEqual([]);
  });

  it('applies SET, ADD and REMOVE, moves and drops GSI entries, and honours a ConditionCheck', async () => {
    await doc.send(
      new PutCommand({
        TableName: JOBS,
        Item: { pk: 'c1', sk: 'job', owner: 'cat', views: 1, tags: new Set(['dogs']), draft: true },
      }),
    );
    await doc.send(new PutCommand({ TableName: JOBS, Item: { pk: 'c2', sk: 'job', owner: 'cat' } }));
    await doc.send(new PutCommand({ TableName: JOBS, Item: { pk: 'c3', sk: 'job', status: 'open' } }));
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: JOBS,
              Key: { pk: 'c1', sk: 'job' },
              UpdateExpression:
                'SET #o = :o, title = if_not_exists(title, :t) ADD #v :one, tags :tags REMOVE draft',
              ConditionExpression: '#v < :max',
              ExpressionAttributeNames: { '#o': 'owner', '#v': 'views' },
              ExpressionAttributeValues: {
                ':o': 'cy',
                ':t': 'Tutoring',
                ':one': 1,
                ':max': 10,
                ':tags': new Set(['cats']),
              },
            },
          },
          {
            Delete: {
              TableName: JOBS,
              Key: { pk: 'c2', sk: 'job' },
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            ConditionCheck: {
              TableName: JOBS,
              Key: { pk: 'c3', sk: 'job' },
              ConditionExpression: '#s = :open',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':open': 'open' },
            },
          },
        ],
      }),
    );
    expect(await getJob('c1')).toEqual({
      pk: 'c1',
      sk: 'job',
      owner: 'cy',
      title: 'Tutoring',
      views: 2,
      tags: new Set(['dogs', 'cats']),
    });
    expect(await getJob('c2')).toBeUndefined();
    expect(await getJob('c3')).toEqual({ pk: 'c3', sk: 'job', status: 'open' });
    expect(await byOwner('cat')).toEqual([]);
    expect(await byOwner('cy')).toEqual(['c1']);
  });

  it('cancels with ValidationError when an update only fails against the stored item', async () => {
    await doc.send(new PutCommand({ TableName: JOBS, Item: { pk: 'd1', sk: 'job', views: 'many' } }));
    const err = await failure(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: JOBS, Item: { pk: 'd2', sk: 'job' } } },
            {
              Update: {
                TableName: JOBS,
                Key: { pk: 'd1', sk: 'job' },
                UpdateExpression: 'ADD #v :one',
                ExpressionAttributeNames: { '#v': 'views' },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );
    expect(err.CancellationReasons).toEqual([
      { Code: 'None' },
      { Code: 'ValidationError', Message: 'An operand in the update expression has an incorrect data type' },
    ]);
    expect(await getJob('d2')).toBeUndefined();
  });

  it('never lets 20 concurrent transactions push a guarded counter past its maximum', async () => {
    await doc.send(new PutCommand({ TableName: COUNTERS, Item: { pk: 'slots', taken: 0 } }));
    const max = 5;
    const attempts = Array.from({ length: 20 }, (_, i) =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: COUNTERS,
                Key: { pk: 'slots' },
                UpdateExpression: 'ADD taken :one',
                ConditionExpression: 'taken < :max',
                ExpressionAttributeValues: { ':one': 1, ':max': max },
              },
            },
            {
              Put: {
                TableName: JOBS,
                Item: { pk: `e${String(i).padStart(2, '0')}`, sk: 'job', owner: 'eve' },
              },
            },
          ],
        }),
      ),
    );
    const results = await Promise.allSettled(attempts);
    const rejected = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
    expect(results.length - rejected.length).toBe(max);
    for (const err of rejected) expect(err).toBeInstanceOf(TransactionCanceledException);
    const counter = await doc.send(new GetCommand({ TableName: COUNTERS, Key: { pk: 'slots' } }));
    expect(counter.Item?.taken).toBe(max);
    expect(await byOwner('eve')).toHaveLength(max);
  });

  it('serializes transactions with plain conditional writes to the same item', async () => {
    await doc.send(new PutCommand({ TableName: COUNTERS, Item: { pk: 'mixed', taken: 0 } }));
    const max = 8;
    const guarded = {
      TableName: COUNTERS,
      Key: { pk: 'mixed' },
      UpdateExpression: 'ADD taken :one',
      ConditionExpression: 'taken < :max',
      ExpressionAttributeValues: { ':one': 1, ':max': max },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? doc.send(new UpdateCommand(guarded))
          : doc.send(new TransactWriteCommand({ TransactItems: [{ Update: guarded }] })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(max);
    const counter = await doc.send(new GetCommand({ TableName: COUNTERS, Key: { pk: 'mixed' } }));
    expect(counter.Item?.taken).toBe(max);
  });

  it('refuses two operations on one item, an unknown table and a malformed request, as AWS does', async () => {
    const twice = await failure(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: JOBS, Item: { pk: 'f1', sk: 'job' } } },
            {
              ConditionCheck: {
                TableName: JOBS,
                Key: { pk: 'f1', sk: 'job' },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    expect(twice.name).toBe('ValidationException');
    expect(twice.message).toBe('Transaction request cannot include multiple operations on one item');
    expect(await getJob('f1')).toBeUndefined();

    const unknown = await failure(
      doc.send(
        new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'nowhere', Item: { pk: 'x' } } }] }),
      ),
    );
    expect(unknown.name).toBe('ResourceNotFoundException');
    expect(unknown.message).toBe('Requested resource not found');

    const empty = await failure(client.send(new TransactWriteItemsCommand({ TransactItems: [] })));
    expect(empty.name).toBe('ValidationException');
    expect(empty.message).toMatch(
      /at 'transactItems' failed to satisfy constraint: Member must have length greater/,
    );

    const both = await failure(
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Put: { TableName: JOBS, Item: { pk: { S: 'g' }, sk: { S: 'job' } } },
              Delete: { TableName: JOBS, Key: { pk: { S: 'g' }, sk: { S: 'job' } } },
            },
          ],
        }),
      ),
    );
    expect(both.message).toBe('TransactItems can only contain one of Check, Put, Update or Delete');

    const badKey = await failure(
      doc.send(
        new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: JOBS, Key: { pk: 'g' } } }] }),
      ),
    );
    expect(badKey.name).toBe('ValidationException');
    expect(badKey.message).toBe('The provided key element does not match the schema');
  });
});

describe('TransactGetItems on the local dynalite', () => {
  it('reads items in request order, an empty response for a missing one, with projections', async () => {
    await doc.send(
      new PutCommand({ TableName: JOBS, Item: { pk: 'h1', sk: 'job', owner: 'hal', title: 'Yard' } }),
    );
    const result = await doc.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName: JOBS, Key: { pk: 'h1', sk: 'job' }, ProjectionExpression: 'title' } },
          { Get: { TableName: JOBS, Key: { pk: 'missing', sk: 'job' } } },
          { Get: { TableName: COUNTERS, Key: { pk: 'ann' } } },
        ],
      }),
    );
    expect(result.Responses).toEqual([{ Item: { title: 'Yard' } }, {}, { Item: { pk: 'ann', jobs: 2 } }]);
  });
});
