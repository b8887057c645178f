import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportReason } from '../../shared/schemas/report';
import { conditionalWrite, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { equal, expressions, notExists } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryPages } from '../lib/read-all-pages';

/** A report as stored (table `reports`: pk jobId, sk reporterId, so a user reports a job once). */
export interface ReportItem {
  jobId: string;
  reporterId: string;
  reportId: string;
  createdAt: string;
  reason: ReportReason;
  description: string;
  /** From the reporter's record (or their token when they have none yet). */
  reporterEmail: string;
  reporterRole: 'student' | 'employer' | 'guardian';
  /** The job as it was reported, for the support team. */
  jobTitle: string;
  employerId: string;
  employerName: string;
}

/** A reports-table item as read back (lib/item-decoder.ts). */
export const reportItem = itemDecoder<ReportItem>('report', {
  jobId: 'string',
  reporterId: 'string',
  reportId: 'string',
});

export const reportRepository = {
  /** Stores a report once per user and job: refused when this user has reported this job already. */
  create(item: ReportItem): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('reports'),
          Item: item,
          ...expressions({ condition: notExists('reporterId') }),
        }),
      ),
    );
  },

  /** Access pattern "the jobs a user has reported" (byReporter index): their ids, newest report first. */
  async listJobIdsByReporter(reporterId: string): Promise<string[]> {
    const jobIds: string[] = [];
    const pages = queryPages({
      TableName: tableName('reports'),
      IndexName: 'byReporter',
      ...expressions({ key: equal({ reporterId }) }),
      ProjectionExpression: 'jobId',
      ScanIndexForward: false,
    });
    for await (const page of pages) for (const item of page.Items ?? []) jobIds.push(String(item.jobId));
    return jobIds;
  },

  /**
   * Takes back this very report (not a later one by the same user), e.g. when it was past the limit;
   * refused when it is gone already.
   */
  remove(item: ReportItem): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new DeleteCommand({
          TableName: tableName('reports'),
          Key: { jobId: item.jobId, reporterId: item.reporterId },
          ...expressions({ condition: equal({ reportId: item.reportId }) }),
        }),
      ),
    );
  },
};
