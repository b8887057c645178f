import { tableName } from '../lib/dynamo';
import { condition, equal, expressions } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryPages } from '../lib/read-all-pages';
import { listingPartitions } from './job-state';

/*
 * The sitemap's read of the jobs table, apart from job-repository.ts: it needs the
 * listing shards of job-state.ts, whose time-zone and geohash libraries the other functions that read
 * jobs (applications, reports) must not carry.
 */

export interface ListedJobRef {
  jobId: string;
  updatedAt: string;
}

const listedJobRef = itemDecoder<ListedJobRef>('listed job', { jobId: 'string', updatedAt: 'string' });

/**
 * Access pattern "every listed job, for the sitemap": the `newest` shards, ids and last changes only,
 * up to `max`. Ended jobs the sweep has not unlisted yet are filtered out by their end.
 */
export async function listListedJobsForSitemap(max: number, now: Date = new Date()): Promise<ListedJobRef[]> {
  const refs: ListedJobRef[] = [];
  for (const listing of listingPartitions) {
    const pages = queryPages({
      TableName: tableName('jobs'),
      IndexName: 'newest',
      ...expressions({
        key: equal({ listing }),
        filter: condition('#endsAt > :now', { ':now': now.toISOString() }),
      }),
      ProjectionExpression: 'jobId, updatedAt',
      ScanIndexForward: false,
    });
    for await (const page of pages) {
      refs.push(...listedJobRef.list(page.Items));
      if (refs.length >= max) return refs.slice(0, max);
    }
  }
  return refs;
}
