import {
  type DynamoDBDocumentClient,
  paginateQuery,
  paginateScan,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  type ScanCommandInput,
  type ScanCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, type Key } from './dynamo';
import type { ItemDecoder } from './item-decoder';

/*
 * The one way past DynamoDB's page of at most 1 MB: the SDK's own paginators, which carry each
 * page's LastEvaluatedKey into the next request's ExclusiveStartKey. An access pattern that wants
 * every item of a partition or index takes `queryAll`; one that stops early (a cap, a batch) or
 * counts what each page read walks `queryPages` and leaves the loop when it is done, which ends the
 * reading. Local tools and tests pass the client of the stack they read.
 */

/** Each page of a Query, in order. */
export function queryPages(
  input: QueryCommandInput,
  client: DynamoDBDocumentClient = dynamoDocumentClient(),
): AsyncIterable<QueryCommandOutput> {
  // A copy: the paginator writes each page's start key into the input it is given.
  return paginateQuery({ client }, { ...input });
}

/** Each page of a Scan, in order (operators' jobs, tools and tests: never a request path). */
export function scanPages(
  input: ScanCommandInput,
  client: DynamoDBDocumentClient = dynamoDocumentClient(),
): AsyncIterable<ScanCommandOutput> {
  return paginateScan({ client }, { ...input });
}

/** Every item of a Query, all pages read, each through its table's decoder; `onPage` sees each page. */
export async function queryAll<T>(
  decoder: ItemDecoder<T>,
  input: QueryCommandInput,
  onPage?: (page: QueryCommandOutput) => void,
): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages(input)) {
    onPage?.(page);
    items.push(...decoder.list(page.Items));
  }
  return items;
}

/** Every item of a Scan, all pages read, each through its table's decoder. */
export async function scanAll<T>(decoder: ItemDecoder<T>, input: ScanCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of scanPages(input)) items.push(...decoder.list(page.Items));
  return items;
}

/**
 * One page of a Query from where the last one ended: what a screen that pages with a cursor reads (an
 * inbox). The key it answers is where the next page starts, or undefined after the last.
 */
export async function queryPage<T>(
  decoder: ItemDecoder<T>,
  input: QueryCommandInput,
  startKey: Key | undefined,
): Promise<{ items: T[]; lastKey: Key | undefined }> {
  const page = await dynamoDocumentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
  return { items: decoder.list(page.Items), lastKey: page.LastEvaluatedKey };
}
