import { DeleteCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApplicationItem } from '../applications';
import { conditionalWrite, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { and, condition, equal, exists, expressions, notExists, or, update } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import { type ReportItem, reportItem } from '../reports';
import type { UserItem } from '../users';

/*
 * "Your data is yours": the access patterns that find and change everything one person
 * left in the other domains' tables, for a deletion and an export. Each is a Query of a partition or
 * an index (never a Scan), and each write is conditioned on the person it is about, so a deletion that
 * runs twice (a retry, two tabs) changes nothing the second time.
 */

/** A conditional update; refused when its condition no longer holds (done already, or changed). */
const updateIf = (input: UpdateCommandInput): Promise<Written<unknown>> =>
  conditionalWrite(() => documentClient.send(new UpdateCommand(input)));

/** Any item of a family partition: a guardian's link to a teen, or one of the teen's activity items. */
export interface FamilyItem {
  familyKey: string;
  itemKey: string;
  teenId?: string;
}

const familyItem = itemDecoder<FamilyItem>('family', { familyKey: 'string', itemKey: 'string' });
const deliveryRecord = itemDecoder<DeliveryRecord>('delivery', {
  template: 'string',
  state: 'string',
  createdAt: 'string',
});
const savedSearchKey = itemDecoder<{ studentId: string; itemKey: string }>('saved search key', {
  studentId: 'string',
  itemKey: 'string',
});

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
    return queryAll(reportItem, {
      TableName: tableName('reports'),
      IndexName: 'byReporter',
      ...expressions({ key: equal({ reporterId }) }),
    });
  },

  /** Access pattern "reports about a job" (the table's partition). */
  reportsAbout(jobId: string): Promise<ReportItem[]> {
    return queryAll(reportItem, {
      TableName: tableName('reports'),
      ...expressions({ key: equal({ jobId }) }),
    });
  },

  /**
   * A report stays (support needs what was reported, and why), without the reporter's address: the
   * reporter id is an account id that no longer exists.
   */
  forgetReporter(report: Pick<ReportItem, 'jobId' | 'reporterId'>): Promise<Written<unknown>> {
    return updateIf({
      TableName: tableName('reports'),
      Key: { jobId: report.jobId, reporterId: report.reporterId },
      ...expressions({ update: update({ set: { reporterEmail: '' } }), condition: exists('reporterId') }),
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
  ): Promise<Written<unknown>> {
    return updateIf({
      TableName: tableName(table),
      Key: key,
      ...expressions({
        update: update({ set: { employerName: FORMER_EMPLOYER } }),
        condition: equal({ employerId }),
      }),
    });
  },

  /**
   * A deleted student's past application, as its employer keeps seeing it: "Former student", no
   * e-mail, no note, no guardian. The status, the price and the dates stay (the employer's history
   * and their job's counters).
   */
  anonymizeApplicant(item: Pick<ApplicationItem, 'jobId' | 'studentId'>): Promise<Written<unknown>> {
    return updateIf({
      TableName: tableName('applications'),
      Key: { jobId: item.jobId, studentId: item.studentId },
      ...expressions({
        update: update({
          set: { firstName: FORMER_STUDENT, lastName: '', emailId: '', bio: '', anonymized: true },
          remove: ['parentName', 'parentEmail', 'approvalNonce'],
        }),
        condition: equal({ studentId: item.studentId }),
      }),
    });
  },

  /** A deleted guardian's name and address leave their teen's applications (kept for the guardian's mails). */
  forgetApplicationGuardian(item: Pick<ApplicationItem, 'jobId' | 'studentId'>): Promise<Written<unknown>> {
    return updateIf({
      TableName: tableName('applications'),
      Key: { jobId: item.jobId, studentId: item.studentId },
      ...expressions({
        update: update({ remove: ['parentName', 'parentEmail'] }),
        condition: exists('parentEmail'),
      }),
    });
  },

  /** Every item of one family partition: a guardian's teens (`GUARDIAN#…`) or a teen's activity (`TEEN#…`). */
  familyPartition(familyKey: string): Promise<FamilyItem[]> {
    return queryAll(familyItem, {
      TableName: tableName('family'),
      ...expressions({ key: equal({ familyKey }) }),
    });
  },

  async deleteFamilyItem(item: Pick<FamilyItem, 'familyKey' | 'itemKey'>): Promise<void> {
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
  endGuardianLink(teenId: string, guardianId: string): Promise<Written<unknown>> {
    return updateIf({
      TableName: tableName('users'),
      Key: { userId: teenId },
      ...expressions({
        update: update({
          set: {
            guardianStatus: 'ended',
            guardianEndedAt: new Date().toISOString(),
            parentName: '',
            parentEmail: '',
          },
          remove: ['guardianId', 'guardianConfirmedAt', 'guardianNonce'],
        }),
        condition: equal({ guardianId }),
      }),
    });
  },

  /**
   * The claim on a deletion: one request at a time runs it (a second one meanwhile is told it is under
   * way). A claim older than `staleMs` belongs to a run that died (a timeout), and a retry takes it over:
   * every step is idempotent.
   */
  claimDeletion(userId: string, now: Date, staleMs: number): Promise<Written<unknown>> {
    const stale = new Date(now.getTime() - staleMs).toISOString();
    return updateIf({
      TableName: tableName('users'),
      Key: { userId },
      ...expressions({
        update: update({ set: { deletionStartedAt: now.toISOString() } }),
        condition: and(
          exists('userId'),
          or(notExists('deletionStartedAt'), condition('#deletionStartedAt < :stale', { ':stale': stale })),
        ),
      }),
    });
  },

  /** The mails sent to an address (the deliveries table's byRecipient index: a hash of the address). */
  deliveriesTo(recipientHash: string): Promise<DeliveryRecord[]> {
    const key = expressions({ key: equal({ recipientHash }) });
    return queryAll(deliveryRecord, {
      TableName: tableName('deliveries'),
      IndexName: 'byRecipient',
      ...key,
      ProjectionExpression: 'template, #state, createdAt, sentAt',
      ExpressionAttributeNames: { ...key.ExpressionAttributeNames, '#state': 'state' },
    });
  },

  /** Every item left in a student's saved-search partition (the count, the daily-alert markers). */
  async deleteSavedSearchPartition(studentId: string): Promise<void> {
    const items = await queryAll(savedSearchKey, {
      TableName: tableName('savedSearches'),
      ...expressions({ key: equal({ studentId }) }),
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
