import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryPages } from '../../../functions/lib/read-all-pages';
import { localTableName } from '../../../scripts/local/bootstrap';
import type { TableId } from '../../../shared/tables';
import { stack } from './api';

/*
 * Direct reads of the local stack's tables, for tests that check what a request wrote or left
 * alone (a refused request changes nothing). Tests never write here: they act through the API.
 */

let client: DynamoDBDocumentClient | undefined;

export function tablesClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack().dynamodbUrl,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return client;
}

/** One item by its key, read consistently (undefined when there is none). */
export async function readItem<T = Record<string, unknown>>(
  table: TableId,
  key: Record<string, unknown>,
): Promise<T | undefined> {
  const { Item } = await tablesClient().send(
    new GetCommand({ TableName: localTableName(table), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** A user's record as stored (undefined when there is none). */
export const storedUser = (userId: string) => readItem('users', { userId });

/** Every item of one partition of a table or index. */
/** Deletes one item by its key: for a test that must put a counter back, never for what it checks. */
export async function deleteItem(id: TableId, key: Record<string, unknown>): Promise<void> {
  await tablesClient().send(new DeleteCommand({ TableName: localTableName(id), Key: key }));
}

export async function readPartition<T = Record<string, unknown>>(
  table: TableId,
  key: { name: string; value: string },
  indexName?: string,
): Promise<T[]> {
  const items: T[] = [];
  const pages = queryPages(
    {
      TableName: localTableName(table),
      IndexName: indexName,
      KeyConditionExpression: '#k = :v',
      ExpressionAttributeNames: { '#k': key.name },
      ExpressionAttributeValues: { ':v': key.value },
    },
    tablesClient(),
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as T[]));
  return items;
}
