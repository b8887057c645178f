import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportReason } from '../../shared/schemas/report';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';

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

export const reportRepository = {
  /** Stores a report once per user and job: false when this user has reported this job already. */
  async create(item: ReportItem): Promise<boolean> {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName('reports'),
          Item: item,
          ConditionExpression: 'attribute_not_exists(reporterId)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Access pattern "the jobs a user has reported" (byReporter index): their ids, newest report first. */
  async listJobIdsByReporter(reporterId: string): Promise<string[]> {
    const jobIds: string[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: tableName('reports'),
          IndexName: 'byReporter',
          KeyConditionExpression: 'reporterId = :me',
          ExpressionAttributeValues: { ':me': reporterId },
          ProjectionExpression: 'jobId',
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) jobIds.push(String(item.jobId));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return jobIds;
  },

  /** Takes back this very report (not a later one by the same user), e.g. when it was past the limit. */
  async remove(item: ReportItem): Promise<void> {
    try {
      await documentClient.send(
        new DeleteCommand({
          TableName: tableName('reports'),
          Key: { jobId: item.jobId, reporterId: item.reporterId },
          ConditionExpression: 'reportId = :id',
          ExpressionAttributeValues: { ':id': item.reportId },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
