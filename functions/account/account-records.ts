import {
  DeleteCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ApplicationItem } from '../applications/application-item';
import type { ActivityItem } from '../family/activity-repository';
import type { JobItem } from '../jobs/job-item';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';
import type { ReportItem } from '../reports/report-repository';
import type { UserItem } from '../users/user-item';

/*
 * "Your data is yours" (issue 21 §4): the access patterns that find and change everything one person
 * left in the other domains' tables, for a deletion and an export. Each is a Query of a partition or
 * an index (never a Scan), and each write is conditioned on the person it is about, so a deletion that
 * runs twice (a retry, two tabs) changes nothing the second time.
 */

type Key = Record<string, unknown>;

async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let startKey: Key | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** A conditional update; false when its condition no longer holds (done already, or changed). */
async function updateIf(input: UpdateCommandInput): Promise<boolean> {
  try {
    await documentClient.send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** What an employer sees of a deleted student's past application, and a deleted employer's name. */
export const FORMER_STUDENT = 'Former student';
export const FORMER_EMPLOYER = 'Former employer';

/** A delivery record as the export shows it (the address is only ever a hash there). */
export interface DeliveryRecord {
  template: string;
  state: string;
  createdAt: string;
  sentAt?: string;
}

export const accountRecords = {
  /** Access pattern "reports a user made" (byReporter index), whole items. */
  reportsBy(reporterId: string): Promise<ReportItem[]> {
    return queryAll<ReportItem>({
      TableName: tableName('reports'),
      IndexName: 'byReporter',
      KeyConditionExpression: 'reporterId = :me',
      ExpressionAttributeValues: { ':me': reporterId },
    });
  },

  /** Access pattern "reports about a job" (the table's partition). */
  reportsAbout(jobId: string): Promise<ReportItem[]> {
    return queryAll<ReportItem>({
      TableName: tableName('reports'),
      KeyConditionExpression: 'jobId = :job',
      ExpressionAttributeValues: { ':job': jobId },
    });
  },

  /**
   * A report stays (support needs what was reported, and why), without the reporter's address: the
   * reporter id is an account id that no longer exists.
   */
  forgetReporter(report: Pick<ReportItem, 'jobId' | 'reporterId'>): Promise<boolean> {
    return updateIf({
      TableName: tableName('reports'),
      Key: { jobId: report.jobId, reporterId: report.reporterId },
      UpdateExpression: 'SET reporterEmail = :none',
      ConditionExpression: 'attribute_exists(reporterId)',
      ExpressionAttributeValues: { ':none': '' },
    });
  },

  /**
   * A deleted employer's name leaves a copy of it: a report about their job (which keeps the job's
   * title), or an application to it. Only on items of this employer's jobs.
   */
  forgetEmployerName(
    table: 'reports' | 'applications',
    key: { jobId: string; reporterId: string } | { jobId: string; studentId: string },
    employerId: string,
  ): Promise<boolean> {
    return updateIf({
      TableName: tableName(table),
      Key: key,
      UpdateExpression: 'SET employerName = :former',
      ConditionExpression: 'employerId = :employer',
      ExpressionAttributeValues: { ':former': FORMER_EMPLOYER, ':employer': employerId },
    });
  },

  /**
   * A deleted student's past application, as its employer keeps seeing it: "Former student", no
   * e-mail, no note, no guardian. The status, the price and the dates stay (the employer's history
   * and their job's counters).
   */
  anonymizeApplicant(item: Pick<ApplicationItem, 'jobId' | 'studentId'>): Promise<boolean> {
    return updateIf({
      TableName: tableName('applications'),
      Key: { jobId: item.jobId, studentId: item.studentId },
      UpdateExpression:
        'SET firstName = :former, lastName = :none, emailId = :none, bio = :none, anonymized = :yes REMOVE parentName, parentEmail, approvalNonce',
      ConditionExpression: 'studentId = :student',
      ExpressionAttributeValues: {
        ':former': FORMER_STUDENT,
        ':none': '',
        ':yes': true,
        ':student': item.studentId,
      },
    });
  },

  /** A deleted guardian's name and address leave their teen's applications (kept for the guardian's mails). */
  forgetApplicationGuardian(item: Pick<ApplicationItem, 'jobId' | 'studentId'>): Promise<boolean> {
    return updateIf({
      TableName: tableName('applications'),
      Key: { jobId: item.jobId, studentId: item.studentId },
      UpdateExpression: 'REMOVE parentName, parentEmail',
      ConditionExpression: 'attribute_exists(parentEmail)',
    });
  },

  /**
   * A deleted employer's job, closed already: the title, description, dates, town and counters stay
   * (its students' history); the employer's name, e-mail, phone and street address go. It is never
   * listed again (closed jobs are not in the indexes), so no title-index item needs changing.
   */
  anonymizeJob(job: Pick<JobItem, 'jobId' | 'employerId'>): Promise<boolean> {
    return updateIf({
      TableName: tableName('jobs'),
      Key: { jobId: job.jobId },
      UpdateExpression:
        'SET employerName = :former, employerEmail = :none, employerPhone = :none, address.address1 = :none, anonymized = :yes REMOVE address.address2',
      ConditionExpression: 'employerId = :employer AND #status <> :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':former': FORMER_EMPLOYER,
        ':none': '',
        ':yes': true,
        ':employer': job.employerId,
        ':open': 'open',
      },
    });
  },

  /** Every item of one family partition: a guardian's teens (`GUARDIAN#…`) or a teen's activity (`TEEN#…`). */
  familyPartition(familyKey: string): Promise<(ActivityItem | Record<string, unknown>)[]> {
    return queryAll({
      TableName: tableName('family'),
      KeyConditionExpression: 'familyKey = :key',
      ExpressionAttributeValues: { ':key': familyKey },
    });
  },

  async deleteFamilyItem(item: { familyKey: unknown; itemKey: unknown }): Promise<void> {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName('family'),
        Key: { familyKey: item.familyKey, itemKey: item.itemKey },
      }),
    );
  },

  /**
   * A deleted guardian's link leaves their teen's record: the teen keeps their account, and is asked to
   * name a parent or guardian again (status `ended`: applications are paused until one confirms; the
   * empty address is the "previous" one a correction replaces). Only while the record still names
   * this guardian.
   */
  endGuardianLink(teenId: string, guardianId: string): Promise<boolean> {
    return updateIf({
      TableName: tableName('users'),
      Key: { userId: teenId },
      UpdateExpression:
        'SET guardianStatus = :ended, guardianEndedAt = :now, parentName = :none, parentEmail = :none REMOVE guardianId, guardianConfirmedAt, guardianNonce',
      ConditionExpression: 'guardianId = :guardian',
      ExpressionAttributeValues: {
        ':ended': 'ended',
        ':none': '',
        ':now': new Date().toISOString(),
        ':guardian': guardianId,
      },
    });
  },

  /**
   * The claim on a deletion: one request at a time runs it (a second one meanwhile is told it is under
   * way). A claim older than `staleMs` belongs to a run that died (a timeout), and a retry takes it over:
   * every step is idempotent.
   */
  claimDeletion(userId: string, now: Date, staleMs: number): Promise<boolean> {
    return updateIf({
      TableName: tableName('users'),
      Key: { userId },
      UpdateExpression: 'SET deletionStartedAt = :now',
      ConditionExpression:
        'attribute_exists(userId) AND (attribute_not_exists(deletionStartedAt) OR deletionStartedAt < :stale)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':stale': new Date(now.getTime() - staleMs).toISOString(),
      },
    });
  },

  /** The mails sent to an address (the deliveries table's byRecipient index: a hash of the address). */
  deliveriesTo(recipientHash: string): Promise<DeliveryRecord[]> {
    return queryAll<DeliveryRecord>({
      TableName: tableName('deliveries'),
      IndexName: 'byRecipient',
      KeyConditionExpression: 'recipientHash = :hash',
      ExpressionAttributeValues: { ':hash': recipientHash },
      ProjectionExpression: 'template, #state, createdAt, sentAt',
      ExpressionAttributeNames: { '#state': 'state' },
    });
  },

  /** Every item left in a student's saved-search partition (the count, the daily-alert markers). */
  async deleteSavedSearchPartition(studentId: string): Promise<void> {
    const items = await queryAll<{ studentId: string; itemKey: string }>({
      TableName: tableName('savedSearches'),
      KeyConditionExpression: 'studentId = :student',
      ExpressionAttributeValues: { ':student': studentId },
      ProjectionExpression: 'studentId, itemKey',
    });
    await Promise.all(
      items.map((item) =>
        documentClient.send(
          new DeleteCommand({
            TableName: tableName('savedSearches'),
            Key: { studentId: item.studentId, itemKey: item.itemKey },
          }),
        ),
      ),
    );
  },

  /** The profile itself, last of all. */
  async deleteProfile(user: Pick<UserItem, 'userId'>): Promise<void> {
    await documentClient.send(
      new DeleteCommand({ TableName: tableName('users'), Key: { userId: user.userId } }),
    );
  },
};
