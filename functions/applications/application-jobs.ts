import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { JobItem } from '../jobs';
import { documentClient, tableName } from '../lib/dynamo';
import { itemDecoder } from '../lib/item-decoder';
import type { ApplicationJob } from './entities/application';

/** What the BatchGet asks of each job (its projection). */
const applicationJob = itemDecoder<ApplicationJob & Pick<JobItem, 'jobId'>>('job of an application', {
  jobId: 'string',
  address: 'object',
  employerName: 'string',
});

/** BatchGetItem reads at most this many keys per call. */
const BATCH = 100;

/**
 * The jobs a student's applications point at, for their list: place, street address and the
 * employer's contact (shown only once accepted, see toStudentApplication). One BatchGet per 100
 * applications, only the fields needed; keys DynamoDB leaves unprocessed are asked again.
 */
export async function jobsOfApplications(jobIds: readonly string[]): Promise<Map<string, ApplicationJob>> {
  const found = new Map<string, ApplicationJob>();
  const unique = [...new Set(jobIds)];
  for (let start = 0; start < unique.length; start += BATCH) {
    let keys: Record<string, unknown>[] = unique.slice(start, start + BATCH).map((jobId) => ({ jobId }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** Math.min(attempt, 5)));
      const result = await documentClient.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName('jobs')]: {
              Keys: keys,
              ProjectionExpression: 'jobId, address, employerName, employerEmail, employerPhone',
            },
          },
        }),
      );
      for (const job of applicationJob.list(result.Responses?.[tableName('jobs')])) found.set(job.jobId, job);
      keys = result.UnprocessedKeys?.[tableName('jobs')]?.Keys ?? [];
    }
  }
  return found;
}
