import { BatchWriteCommand, DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localTableName } from '../../scripts/local/bootstrap';
import { startLocalDynamo } from '../../test/support/local-aws';
import { itemDecoder } from './item-decoder';
import { queryAll, queryPages, scanAll, scanPages } from './read-all-pages';

/* Paging against the local DynamoDB, with pages of two items so that every read spans several. */

const table = localTableName('family');
const decoder = itemDecoder<{ familyKey: string; itemKey: string }>('family', {
  familyKey: 'string',
  itemKey: 'string',
});
const partition = (familyKey: string): QueryCommandInput => ({
  TableName: table,
  KeyConditionExpression: 'familyKey = :key',
  ExpressionAttributeValues: { ':key': familyKey },
  Limit: 2,
});

let dynamo: Awaited<ReturnType<typeof startLocalDynamo>>;

beforeAll(async () => {
  dynamo = await startLocalDynamo();
  // The functions' own client (lib/dynamo.ts) reads these on its first request.
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', dynamo.url);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  const items = [
    ...Array.from({ length: 7 }, (_, i) => ({ familyKey: 'TEEN#a', itemKey: `ACT#${i}` })),
    { familyKey: 'TEEN#b', itemKey: 'ACT#0' },
  ];
  await DynamoDBDocumentClient.from(dynamo.client).send(
    new BatchWriteCommand({ RequestItems: { [table]: items.map((Item) => ({ PutRequest: { Item } })) } }),
  );
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await dynamo.close();
});

describe('reading every page', () => {
  it('queryAll reads a partition to its end, page after page, and leaves its input as it was', async () => {
    const input = partition('TEEN#a');
    const pages: number[] = [];
    const items = await queryAll(decoder, input, (page) => pages.push(page.Items?.length ?? 0));
    expect(items.map((item) => item.itemKey)).toEqual(Array.from({ length: 7 }, (_, i) => `ACT#${i}`));
    // 2 + 2 + 2 + 1: DynamoDB may end with an empty page when the last one was full.
    expect(pages.slice(0, 4)).toEqual([2, 2, 2, 1]);
    expect(input).toEqual(partition('TEEN#a'));
  });

  it('queryPages stops reading when the caller leaves the loop', async () => {
    const read: string[] = [];
    for await (const page of queryPages(partition('TEEN#a'))) {
      read.push(...decoder.list(page.Items).map((item) => item.itemKey));
      if (read.length >= 3) break;
    }
    expect(read).toEqual(['ACT#0', 'ACT#1', 'ACT#2', 'ACT#3']);
  });

  it('scanAll reads the whole table, through a client given by the caller as well', async () => {
    const all = await scanAll(decoder, { TableName: table, Limit: 3 });
    expect(all).toHaveLength(8);
    const ownClient = DynamoDBDocumentClient.from(dynamo.client);
    const sizes: number[] = [];
    for await (const page of scanPages({ TableName: table, Limit: 3 }, ownClient))
      sizes.push(page.Count ?? 0);
    expect(sizes.slice(0, 3)).toEqual([3, 3, 2]);
  });
});
