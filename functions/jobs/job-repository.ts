import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { decodeCursor, documentClient, encodeCursor, invalidCursor, tableName } from '../lib/dynamo';
import type { JobItem } from './job-item';
import { listingPartitions } from './job-state';

/*
 * Reads of the jobs table, one function per access pattern. Writes live in job-writes.ts.
 */

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type Key = Record<string, unknown>;

/** A shard's position: the index key of the last job read, or null once the shard is exhausted. */
const shardPosition = z
  .strictObject({ jobId: z.uuid(), listing: z.string().max(16), listKey: z.string().max(80) })
  .nullable()
  .optional();
/** The newest-list cursor: opaque to clients, checked here (a forged one is a 400, never a 500). */
const newestCursorSchema = z.strictObject(
  Object.fromEntries(listingPartitions.map((shard) => [shard, shardPosition])),
);

function newestPositions(cursor: string | undefined): Record<string, Key | null | undefined> {
  const parsed = newestCursorSchema.safeParse(decodeCursor(cursor) ?? {});
  if (!parsed.success) throw invalidCursor();
  return parsed.data as Record<string, Key | null | undefined>;
}

export const jobRepository = {
  async getById(jobId: string, consistent = false): Promise<JobItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('jobs'), Key: { jobId }, ConsistentRead: consistent }),
    );
    return Item as JobItem | undefined;
  },

  /**
   * Access pattern "newest listed jobs": the sparse `newest` index over its shards, merged newest
   * first. The cursor holds each shard's position after the last job returned, so every job comes
   * once. Jobs that ended since the last sweep are skipped by `endsAt` (job-writes.ts unlistEnded).
   */
  async listNewest(limit: number, cursor: string | undefined, now = new Date()): Promise<Page<JobItem>> {
    const positions = newestPositions(cursor);
    const shards = listingPartitions.filter((shard) => positions[shard] !== null);
    // Each shard's next `limit` jobs hold the page: the merged first `limit` are among them.
    const pages = await Promise.all(
      shards.map(async (shard) => {
        const result = await documentClient.send(
          new QueryCommand({
            TableName: tableName('jobs'),
            IndexName: 'newest',
            KeyConditionExpression: 'listing = :shard',
            FilterExpression: 'endsAt > :now',
            ExpressionAttributeValues: { ':shard': shard, ':now': now.toISOString() },
            ScanIndexForward: false,
            Limit: limit,
            ExclusiveStartKey: (positions[shard] as Key | undefined) ?? undefined,
          }),
        );
        return { shard, items: (result.Items ?? []) as JobItem[], last: result.LastEvaluatedKey };
      }),
    );
    const merged = pages
      .flatMap((page) => page.items.map((item) => ({ shard: page.shard, item })))
      .sort((a, b) => (a.item.listKey < b.item.listKey ? 1 : -1))
      .slice(0, limit);

    const next: Record<string, Key | null | undefined> = { ...positions };
    for (const page of pages) {
      const taken = merged.filter((entry) => entry.shard === page.shard);
      const lastTaken = taken.at(-1)?.item;
      if (taken.length === page.items.length) {
        // Everything read was returned: continue after the read, or the shard is done.
        next[page.shard] = page.last ?? null;
      } else if (lastTaken) {
        next[page.shard] = { jobId: lastTaken.jobId, listing: page.shard, listKey: lastTaken.listKey };
      }
    }
    const done = listingPartitions.every((shard) => next[shard] === null);
    return { items: merged.map((entry) => entry.item), nextCursor: done ? null : encodeCursor(next) };
  },

  /** Access pattern "an employer's own jobs", every status, newest first. */
  async listByEmployer(employerId: string): Promise<JobItem[]> {
    const items: JobItem[] = [];
    let startKey: Key | undefined;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: tableName('jobs'),
          IndexName: 'byEmployer',
          KeyConditionExpression: 'employerId = :employer',
          ExpressionAttributeValues: { ':employer': employerId },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...((page.Items ?? []) as JobItem[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  },
};
