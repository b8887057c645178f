import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
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

/** BatchGetItem reads at most this many keys per request. */
const BATCH = 100;

export interface Wanted {
  table: TableId;
  key: Record<string, unknown>;
}

/** An item's identity: its table and the values of the key attributes named, in a stable order. */
const identity = (table: TableId, item: Record<string, unknown>, keyNames: readonly string[]) =>
  JSON.stringify([table, ...[...keyNames].sort().map((name) => item[name])]);
const idOf = ({ table, key }: Wanted) => identity(table, key, Object.keys(key));

/**
 * Many items by their keys, read consistently, answered in the order asked (undefined where there is
 * none): the same reads as one readItem each, in BatchGetItem requests of up to 100 keys. A "wrote
 * nothing" check reads a couple of hundred items (every counter of every person), and with one
 * request per item the stand-in spent most of its time on handling requests, not on reading.
 */
export async function readItems<T = Record<string, unknown>>(
  wanted: readonly Wanted[],
): Promise<(T | undefined)[]> {
  const found = new Map<string, T>();
  const unique = [...new Map(wanted.map((w) => [idOf(w), w])).values()];
  for (let start = 0; start < unique.length; start += BATCH) {
    let pending = unique.slice(start, start + BATCH);
    while (pending.length > 0) {
      // Each table's keys name the same attributes: the first one asked says which.
      const tables = new Map<TableId, { keyNames: string[]; keys: Record<string, unknown>[] }>();
      for (const { table, key } of pending) {
        const entry = tables.get(table) ?? { keyNames: Object.keys(key), keys: [] };
        entry.keys.push(key);
        tables.set(table, entry);
      }
      const { Responses = {}, UnprocessedKeys = {} } = await tablesClient().send(
        new BatchGetCommand({
          RequestItems: Object.fromEntries(
            [...tables].map(([table, { keys }]) => [
              localTableName(table),
              { Keys: keys, ConsistentRead: true },
            ]),
          ),
        }),
      );
      const left = new Set<string>();
      for (const [table, { keyNames }] of tables) {
        for (const item of Responses[localTableName(table)] ?? []) {
          found.set(identity(table, item, keyNames), item as T);
        }
        for (const key of UnprocessedKeys[localTableName(table)]?.Keys ?? []) {
          left.add(identity(table, key, keyNames));
        }
      }
      pending = pending.filter((w) => left.has(idOf(w)));
    }
  }
  return wanted.map((w) => found.get(idOf(w)));
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
