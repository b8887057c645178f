import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../../../shared/tables';
import { documentClient, tableName } from '../../lib/dynamo';
import { and, between, condition, type Expression, equal, expressions } from '../../lib/expressions';
import type { JobItem, JobSummary } from '../job-item';
import { jobItem } from '../job-repository';
import { type JobTermItem, jobTermItem, summaryOf } from '../job-state';

/*
 * One Query on one partition of an index whose sort key is `listKey` (createdAt#jobId): the `newest`
 * shards, the geohash cells, the title terms and the title-term cells all are. Reads are ranges on
 * that sort line with exclusive bounds, so a source is resumed exactly where it was left, whatever
 * the direction. No Scan, ever.
 */

export type Order = 'desc' | 'asc';

/** One partition of one index. */
export interface Source {
  table: Extract<TableId, 'jobs' | 'jobTerms'>;
  index?: string;
  partitionKey: string;
  partition: string;
  /**
   * A cell of a search circle's cover (geo.ts coverCircle): miles from the point to its nearest
   * point, and the share of a page's reads it should hold where jobs are spread evenly.
   */
  cover?: { minDistance: number; share: number };
}

/** A job read from any source: its place on the sort line and what a result shows. */
export interface Candidate {
  listKey: string;
  summary: JobSummary;
}

/** Items DynamoDB read (ScannedCount, the unit it charges by) and queries sent, for one search. */
export interface ReadStats {
  itemsRead: number;
  queries: number;
}

export const newReadStats = (): ReadStats => ({ itemsRead: 0, queries: 0 });

/** Exclusive bounds on the sort line: keys strictly between `above` and `below`. */
export interface Range {
  above?: string;
  below?: string;
}

/*
 * BETWEEN is inclusive; these turn an exclusive bound into an inclusive one. Every real key has the
 * same shape (ISO instant, '#', UUID: characters below '~'), so no real key lies between `k` and
 * justAbove(k) (k + ' '), nor between justBelow(k) (last character one lower, then '~') and `k`.
 */
export const justAbove = (key: string) => `${key} `;
export function justBelow(key: string): string {
  const last = key.charCodeAt(key.length - 1);
  return `${key.slice(0, -1)}${String.fromCharCode(last - 1)}~`;
}

// A job item holds the precise point: a result sees its public summary only (job-state.ts).
const fromItem = (item: JobItem | JobTermItem): Candidate =>
  'summary' in item
    ? { listKey: item.listKey, summary: item.summary }
    : { listKey: item.listKey, summary: summaryOf(item) };

export interface RangeRead {
  items: Candidate[];
  /** The sort key of the last item evaluated when DynamoDB stopped at the limit; absent: range done. */
  last?: string;
}

/**
 * Up to `limit` items of `range` in `order`. Jobs whose end passed since the last sweep are still in
 * the indexes for a few minutes: the filter keeps them out (DynamoDB still reads them, and counts them).
 */
export async function readRange(
  source: Source,
  range: Range,
  order: Order,
  limit: number,
  nowIso: string,
  stats: ReadStats,
): Promise<RangeRead> {
  // Exclusive bounds: BETWEEN the keys just inside them, or a strict comparison.
  let bounds: Expression | undefined;
  if (range.above !== undefined && range.below !== undefined) {
    const low = justAbove(range.above);
    const high = justBelow(range.below);
    if (low > high) return { items: [] };
    bounds = between('listKey', low, high);
  } else if (range.above !== undefined) {
    bounds = condition('#listKey > :above', { ':above': range.above });
  } else if (range.below !== undefined) {
    bounds = condition('#listKey < :below', { ':below': range.below });
  }
  const partition = equal({ [source.partitionKey]: source.partition });
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(source.table),
      IndexName: source.index,
      ...expressions({
        key: bounds ? and(partition, bounds) : partition,
        filter: condition('#endsAt > :now', { ':now': nowIso }),
      }),
      ScanIndexForward: order === 'asc',
      Limit: limit,
    }),
  );
  stats.queries += 1;
  stats.itemsRead += result.ScannedCount ?? 0;
  const read = source.table === 'jobTerms' ? jobTermItem.list(result.Items) : jobItem.list(result.Items);
  const items = read.map(fromItem);
  const last = result.LastEvaluatedKey?.listKey;
  return typeof last === 'string' ? { items, last } : { items };
}
