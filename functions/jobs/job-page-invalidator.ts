import { createHash } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent, StreamRecord } from 'aws-lambda';
import { runtimeEnv } from '../../shared/runtime-env';
import { webPath } from '../../shared/web-paths';
import { logger } from '../lib/logger';
import { jobItem } from './job-repository';
import { publicAnswerOf } from './public-job';

/*
 * The job pages' invalidation: the jobs table's stream (changes with the item before and after)
 * drives this function (infra/constructs/job-pages.ts), which asks CloudFront to drop each page whose
 * job changed in a way its page shows. A change of what the public does not see (an application's
 * counters, the sweep unlisting an ended job) costs no invalidation. Every write to a job is covered,
 * whichever code made it: an edit, closing, deleting, reopening, an account's deletion.
 */

let client: CloudFrontClient | undefined;

/** What the public saw of the job before or after the change, as text to compare. */
function answerOf(change: StreamRecord | undefined, side: 'OldImage' | 'NewImage'): string {
  const image = change?.[side];
  // The stream's attribute values are DynamoDB's wire shape, which the SDK's own type describes.
  const item = image ? jobItem.maybe(unmarshall(image as Record<string, AttributeValue>)) : undefined;
  return JSON.stringify(publicAnswerOf(item));
}

/** The pages (`/jobs/{id}`) whose public answer the records changed, each once. */
export function changedJobPages(records: readonly DynamoDBRecord[]): string[] {
  const paths = new Set<string>();
  for (const record of records) {
    const jobId = record.dynamodb?.Keys?.jobId?.S;
    if (!jobId || record.eventName === 'INSERT') continue;
    if (answerOf(record.dynamodb, 'OldImage') !== answerOf(record.dynamodb, 'NewImage')) {
      paths.add(webPath('job', { id: jobId }));
    }
  }
  return [...paths];
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const paths = changedJobPages(event.Records);
  if (paths.length === 0) return;
  client ??= new CloudFrontClient({});
  // The batch's own records name the request: a retried batch asks for the same invalidation, which
  // CloudFront answers with the one already made rather than another.
  const reference = createHash('sha256')
    .update(event.Records.map((record) => record.eventID ?? '').join(','))
    .digest('hex');
  await client.send(
    new CreateInvalidationCommand({
      DistributionId: process.env[runtimeEnv.distributionId],
      InvalidationBatch: { CallerReference: reference, Paths: { Quantity: paths.length, Items: paths } },
    }),
  );
  logger.info('job pages invalidated', { count: paths.length });
}
