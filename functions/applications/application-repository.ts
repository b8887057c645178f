import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '../../shared/rules/application-status';
import { applicationCounted } from '../jobs';
import { conditionalWrite, type Refused, refusedFor, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { and, condition, equal, exists, expressions, notExists, update } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import { type TransactItem, transact } from '../lib/transact';
import type { ApplicationItem } from './application-item';

/*
 * Reads and writes of the applications table, one function per access pattern. Every write that
 * creates, removes or re-files an application moves its job's counters in the same transaction
 * (jobs/job-counters.ts, which builds that write to the jobs table); no write touches a job's
 * index keys (job-state.ts owns those). Each write is conditioned on what the caller may do, so the
 * decision is the write's, never a value read earlier; conditions also name the applicationId, so a
 * request about a withdrawn application can never touch a later one to the same job.
 */

/** The job is open and its end still ahead: only then may an application be added to it. */
const jobTakesApplications = (now: Date) =>
  and(equal({ status: 'open' }), condition('#endsAt > :now', { ':now': now.toISOString() }));

/** An applications-table item as read back (lib/item-decoder.ts). */
const applicationItem = itemDecoder<ApplicationItem>('application', {
  jobId: 'string',
  studentId: 'string',
  applicationId: 'string',
  status: 'string',
  employerId: 'string',
});

/** What the byApplicationId index is asked for: the table key. */
const applicationKey = itemDecoder<Pick<ApplicationItem, 'jobId' | 'studentId'>>('application key', {
  jobId: 'string',
  studentId: 'string',
});

export const applicationRepository = {
  /** One application by its table key, read consistently (the state a conditional write will meet). */
  async get(jobId: string, studentId: string): Promise<ApplicationItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName('applications'),
        Key: { jobId, studentId },
        ConsistentRead: true,
      }),
    );
    return applicationItem.maybe(Item);
  },

  /**
   * Access pattern "one application by its entity id": the byApplicationId index finds its key, then
   * the item itself is read consistently (an index may lag a write by a moment).
   */
  async getByApplicationId(applicationId: string): Promise<ApplicationItem | undefined> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: tableName('applications'),
        IndexName: 'byApplicationId',
        ...expressions({ key: equal({ applicationId }) }),
        ProjectionExpression: 'jobId, studentId',
      }),
    );
    const key = applicationKey.maybe(Items?.[0]);
    if (!key) return undefined;
    const item = await applicationRepository.get(key.jobId, key.studentId);
    return item?.applicationId === applicationId ? item : undefined;
  },

  /** Access pattern "a job's applications" (the employer's reviewer): the table's partition. */
  async listByJob(jobId: string): Promise<ApplicationItem[]> {
    return queryAll(applicationItem, {
      TableName: tableName('applications'),
      ...expressions({ key: equal({ jobId }) }),
    });
  },

  /** Access pattern "a student's own applications", newest first (byStudent index). */
  async listByStudent(studentId: string): Promise<ApplicationItem[]> {
    return queryAll(applicationItem, {
      TableName: tableName('applications'),
      IndexName: 'byStudent',
      ...expressions({ key: equal({ studentId }) }),
      ScanIndexForward: false,
    });
  },

  /**
   * The Approve and Decline links of a student's applications that wait for a guardian stop working
   * (their nonces go): the guardian they were mailed to is no longer the student's. The applications
   * still wait, for the next guardian to decide on /family.
   */
  async voidApprovalLinks(studentId: string): Promise<void> {
    const linked = (await applicationRepository.listByStudent(studentId)).filter(
      (item) => item.approvalNonce !== undefined,
    );
    await Promise.all(
      linked.map((item) =>
        conditionalWrite(() =>
          documentClient.send(
            new UpdateCommand({
              TableName: tableName('applications'),
              Key: { jobId: item.jobId, studentId: item.studentId },
              ...expressions({
                update: update({ remove: ['approvalNonce'] }),
                condition: equal({ applicationId: item.applicationId }),
              }),
            }),
          ),
        ),
      ),
    );
  },

  /**
   * A new application and its job's counters, in one transaction: the put only if this student has
   * no application to the job (one per student per job), the counters only if the job is open and
   * its end is still ahead. Which condition refused says why.
   */
  async create(
    item: ApplicationItem,
    now: Date,
  ): Promise<Written<void, Refused<'duplicate' | 'job-unavailable'>>> {
    const result = await transact([
      {
        Put: {
          TableName: tableName('applications'),
          Item: item,
          ...expressions({ condition: notExists('studentId') }),
        },
      },
      // An application that waits for a guardian counts nowhere yet (job-counters.ts).
      applicationCounted(item.jobId, null, item.status, jobTakesApplications(now)),
    ]);
    if (result.ok) return result;
    return refusedFor(result.failed[0] ? 'duplicate' : 'job-unavailable');
  },

  /**
   * Removes a student's own pending application (a withdrawal, or undoing an apply past the limit)
   * and takes it off its job's counters. Refused when it is not theirs, not pending, or gone.
   */
  async removePending(item: ApplicationItem, studentId: string, also: TransactItem[] = []): Promise<Written> {
    // Pending is the employer's (Applied) or the guardian's (AwaitingApproval): as it was read.
    const status = item.status === 'AwaitingApproval' ? 'AwaitingApproval' : 'Applied';
    const result = await transact([
      {
        Delete: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ...expressions({ condition: equal({ studentId, applicationId: item.applicationId, status }) }),
        },
      },
      applicationCounted(item.jobId, status, null, exists('jobId')),
      ...also,
    ]);
    return result;
  },

  /**
   * Ends a pending application without the employer's decision (its job was filled or removed), with
   * its job's counters, only if it is still in the status it was read in. `also`: the writes of other
   * domains that must happen with it (its conversation closes).
   */
  async end(
    item: ApplicationItem,
    to: ApplicationStatus,
    now: Date,
    also: TransactItem[] = [],
  ): Promise<Written> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ...expressions({
            update: update({ set: { status: to, updatedAt: now.toISOString() }, remove: ['approvalNonce'] }),
            condition: equal({ status: item.status, applicationId: item.applicationId }),
          }),
        },
      },
      applicationCounted(item.jobId, item.status, to, exists('jobId')),
      ...also,
    ]);
    return result;
  },

  /**
   * The guardian's decision on an application that waits for them, only while it still
   * waits and, from an e-mail link, only with the link's nonce (single use). Approval sends it to the
   * employer: its job's counters move, only while the job is open and not ended. Which condition
   * refused says why: 'gone' (decided, withdrawn, or the link was used) or 'job-unavailable'.
   */
  async decideApproval(
    item: ApplicationItem,
    approve: boolean,
    now: Date,
    nonce?: string,
  ): Promise<Written<void, Refused<'gone' | 'job-unavailable'>>> {
    const to: ApplicationStatus = approve ? 'Applied' : 'NotApproved';
    const result = await transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ...expressions({
            update: update({
              set: { status: to, approval: approve ? 'approved' : 'declined', updatedAt: now.toISOString() },
              remove: ['approvalNonce'],
            }),
            // From an e-mail link, only with the link's nonce (single use).
            condition: equal({
              status: 'AwaitingApproval',
              applicationId: item.applicationId,
              ...(nonce === undefined ? {} : { approvalNonce: nonce }),
            }),
          }),
        },
      },
      approve
        ? applicationCounted(item.jobId, 'AwaitingApproval', 'Applied', jobTakesApplications(now))
        : applicationCounted(item.jobId, 'AwaitingApproval', 'NotApproved', exists('jobId')),
    ]);
    if (result.ok) return result;
    return refusedFor(result.failed[0] ? 'gone' : 'job-unavailable');
  },

  /**
   * The employer's decision: the application goes from `from` to `to` and the job's counters move,
   * in one transaction, only if it is still `from`, of this employer's job and of this applicant.
   * `also`: other writes that stand or fall with it (its conversation opening or closing, an
   * acceptance's booking, from the schedule).
   */
  async changeStatus(
    item: ApplicationItem,
    employerId: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    now: Date,
    also: TransactItem[] = [],
  ): Promise<Written> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ...expressions({
            update: update({ set: { status: to, updatedAt: now.toISOString() } }),
            condition: equal({
              employerId,
              status: from,
              studentId: item.studentId,
              applicationId: item.applicationId,
            }),
          }),
        },
      },
      applicationCounted(item.jobId, from, to, equal({ employerId })),
      ...also,
    ]);
    return result;
  },

  /**
   * Records the one interest e-mail of a pending application; refused if already sent, decided, or
   * not theirs. `also`: the writes that must happen with it (the conversation the interest opens).
   */
  async markInterestSent(
    item: ApplicationItem,
    employerId: string,
    now: Date,
    also: TransactItem[] = [],
  ): Promise<Written> {
    return transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ...expressions({
            update: update({ set: { interestSentAt: now.toISOString() } }),
            condition: and(
              equal({ employerId, applicationId: item.applicationId, status: 'Applied' }),
              notExists('interestSentAt'),
            ),
          }),
        },
      },
      ...also,
    ]);
  },

  /** Takes back this request's interest mark (past the daily limit), only if it is still the one it set. */
  clearInterestSent(item: ApplicationItem, sentAt: Date): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ...expressions({
            update: update({ remove: ['interestSentAt'] }),
            condition: equal({ interestSentAt: sentAt.toISOString() }),
          }),
        }),
      ),
    );
  },
};
