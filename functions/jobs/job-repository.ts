import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamo';
import { equal, expressions } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import type { JobItem } from './job-item';

/*
 * Reads of the jobs table, one function per access pattern. Writes live in job-writes.ts. The
 * listed-job reads (newest, near a point, by title) are search/: one k-way merge serves them all.
 */

/** A jobs-table item as read back (lib/item-decoder.ts): its key, owner, state and place. */
export const jobItem = itemDecoder<JobItem>('job', {
  jobId: 'string',
  employerId: 'string',
  status: 'string',
  createdAt: 'string',
  address: 'object',
});

export const jobRepository = {
  async getById(jobId: string, consistent = false): Promise<JobItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('jobs'), Key: { jobId }, ConsistentRead: consistent }),
    );
    return jobItem.maybe(Item);
  },

  /** Access pattern "an employer's own jobs", every status, newest first. */
  listByEmployer(employerId: string): Promise<JobItem[]> {
    return queryAll(jobItem, {
      TableName: tableName('jobs'),
      IndexName: 'byEmployer',
      ...expressions({ key: equal({ employerId }) }),
      ScanIndexForward: false,
    });
  },
};
