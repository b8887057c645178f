import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { toIsoDay } from '../../shared/rules/job-status';
import { decodeCursor, documentClient, encodeCursor, tableName } from '../lib/dynamo';
import type { JobItem } from './job-item';

/** Bounds the filtered reads one page may take, so a page costs what it returns. */
const MAX_PAGE_QUERIES = 4;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const jobRepository = {
  async getById(jobId: string): Promise<JobItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('jobs'), Key: { jobId } }),
    );
    return Item as JobItem | undefined;
  },

  async put(item: JobItem): Promise<void> {
    await documentClient.send(new PutCommand({ TableName: tableName('jobs'), Item: item }));
  },

  /**
   * Access pattern "newest listed jobs": the sparse `newest` index, newest first. Jobs that ended
   * before today are filtered out (they stay in the index until a sweep unlists them).
   */
  async listNewest(limit: number, cursor: string | undefined, now = new Date()): Promise<Page<JobItem>> {
    const items: JobItem[] = [];
    let startKey = decodeCursor(cursor);
    for (let i = 0; i < MAX_PAGE_QUERIES && items.length < limit; i++) {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: tableName('jobs'),
          IndexName: 'newest',
          KeyConditionExpression: 'listing = :open',
          FilterExpression: 'endDate >= :today',
          ExpressionAttributeValues: { ':open': 'OPEN', ':today': toIsoDay(now) },
          ScanIndexForward: false,
          Limit: limit - items.length,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...((page.Items ?? []) as JobItem[]));
      startKey = page.LastEvaluatedKey;
      if (!startKey) break;
    }
    return { items, nextCursor: encodeCursor(startKey) };
  },
};
