import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '../../shared/schemas/application';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';
import { type TransactItem, transact } from '../lib/transact';
import type { ApplicationItem } from './application-item';
import { counterUpdate } from './job-counters';

/*
 * Reads and writes of the applications table, one function per access pattern. Every write that
 * creates, removes or re-files an application moves its job's counters in the same transaction
 * (job-counters.ts); no write touches a job's index keys (job-state.ts owns those). Each write is
 * conditioned on what the caller may do, so the decision is the write's, never a value read earlier;
 * conditions also name the applicationId, so a request about a withdrawn application can never touch
 * a later one to the same job.
 */

type Key = Record<string, unknown>;

function jobCounters(
  jobId: string,
  from: ApplicationStatus | null,
  to: ApplicationStatus | null,
  condition: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
): TransactItem {
  const counters = counterUpdate(from, to);
  if (!counters) {
    return {
      ConditionCheck: {
        TableName: tableName('jobs'),
        Key: { jobId },
        ConditionExpression: condition.expression,
        ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      },
    };
  }
  return {
    Update: {
      TableName: tableName('jobs'),
      Key: { jobId },
      UpdateExpression: counters.expression,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: { ...counters.names, ...condition.names },
      ExpressionAttributeValues: { ...counters.values, ...condition.values },
    },
  };
}

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<ApplicationItem[]> {
  const items: ApplicationItem[] = [];
  let startKey: Key | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as ApplicationItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export type CreateResult = 'created' | 'duplicate' | 'job-unavailable';

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
    return Item as ApplicationItem | undefined;
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
        KeyConditionExpression: 'applicationId = :id',
        ExpressionAttributeValues: { ':id': applicationId },
        ProjectionExpression: 'jobId, studentId',
      }),
    );
    const key = Items?.[0] as Pick<ApplicationItem, 'jobId' | 'studentId'> | undefined;
    if (!key) return undefined;
    const item = await applicationRepository.get(key.jobId, key.studentId);
    return item?.applicationId === applicationId ? item : undefined;
  },

  /** Access pattern "a job's applications" (the employer's reviewer): the table's partition. */
  async listByJob(jobId: string): Promise<ApplicationItem[]> {
    return queryAll({
      TableName: tableName('applications'),
      KeyConditionExpression: 'jobId = :job',
      ExpressionAttributeValues: { ':job': jobId },
    });
  },

  /** Access pattern "a student's own applications", newest first (byStudent index). */
  async listByStudent(studentId: string): Promise<ApplicationItem[]> {
    return queryAll({
      TableName: tableName('applications'),
      IndexName: 'byStudent',
      KeyConditionExpression: 'studentId = :student',
      ExpressionAttributeValues: { ':student': studentId },
      ScanIndexForward: false,
    });
  },

  /**
   * A new application and its job's counters, in one transaction: the put only if this student has
   * no application to the job (one per student per job), the counters only if the job is open and
   * its end is still ahead. Which condition refused says why.
   */
  async create(item: ApplicationItem, now: Date): Promise<CreateResult> {
    const result = await transact([
      {
        Put: {
          TableName: tableName('applications'),
          Item: item,
          ConditionExpression: 'attribute_not_exists(studentId)',
        },
      },
      // An application that waits for a guardian counts nowhere yet (job-counters.ts).
      jobCounters(item.jobId, null, item.status, {
        expression: '#status = :open AND endsAt > :now',
        names: { '#status': 'status' },
        values: { ':open': 'open', ':now': now.toISOString() },
      }),
    ]);
    if (result.ok) return 'created';
    return result.failed[0] ? 'duplicate' : 'job-unavailable';
  },

  /**
   * Removes a student's own pending application (a withdrawal, or undoing an apply past the limit)
   * and takes it off its job's counters. False when it is not theirs, not pending, or gone.
   */
  async removePending(item: ApplicationItem, studentId: string): Promise<boolean> {
    // Pending is the employer's (Applied) or the guardian's (AwaitingApproval): as it was read.
    const status = item.status === 'AwaitingApproval' ? 'AwaitingApproval' : 'Applied';
    const result = await transact([
      {
        Delete: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          ConditionExpression: 'studentId = :me AND applicationId = :id AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':me': studentId, ':id': item.applicationId, ':pending': status },
        },
      },
      jobCounters(item.jobId, status, null, { expression: 'attribute_exists(jobId)' }),
    ]);
    return result.ok;
  },

  /**
   * Ends a pending application without the employer's decision (its job was filled or removed), with
   * its job's counters, only if it is still in the status it was read in.
   */
  async end(item: ApplicationItem, to: ApplicationStatus, now: Date): Promise<boolean> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          UpdateExpression: 'SET #status = :to, updatedAt = :now REMOVE approvalNonce',
          ConditionExpression: '#status = :from AND applicationId = :id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':now': now.toISOString(),
            ':from': item.status,
            ':id': item.applicationId,
          },
        },
      },
      jobCounters(item.jobId, item.status, to, { expression: 'attribute_exists(jobId)' }),
    ]);
    return result.ok;
  },

  /**
   * The guardian's decision on an application that waits for them (issue 20 §3), only while it still
   * waits and, from an e-mail link, only with the link's nonce (single use). Approval sends it to the
   * employer: its job's counters move, only while the job is open and not ended. Which condition
   * refused says why: 'gone' (decided, withdrawn, or the link was used) or 'job-unavailable'.
   */
  async decideApproval(
    item: ApplicationItem,
    approve: boolean,
    now: Date,
    nonce?: string,
  ): Promise<'decided' | 'gone' | 'job-unavailable'> {
    const to: ApplicationStatus = approve ? 'Applied' : 'NotApproved';
    const result = await transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          UpdateExpression: 'SET #status = :to, approval = :approval, updatedAt = :now REMOVE approvalNonce',
          ConditionExpression:
            '#status = :waiting AND applicationId = :id' +
            (nonce === undefined ? '' : ' AND approvalNonce = :nonce'),
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':approval': approve ? 'approved' : 'declined',
            ':now': now.toISOString(),
            ':waiting': 'AwaitingApproval',
            ':id': item.applicationId,
            ...(nonce === undefined ? {} : { ':nonce': nonce }),
          },
        },
      },
      approve
        ? jobCounters(item.jobId, 'AwaitingApproval', 'Applied', {
            expression: '#status = :open AND endsAt > :now',
            names: { '#status': 'status' },
            values: { ':open': 'open', ':now': now.toISOString() },
          })
        : jobCounters(item.jobId, 'AwaitingApproval', 'NotApproved', {
            expression: 'attribute_exists(jobId)',
          }),
    ]);
    if (result.ok) return 'decided';
    return result.failed[0] ? 'gone' : 'job-unavailable';
  },

  /**
   * The employer's decision: the application goes from `from` to `to` and the job's counters move,
   * in one transaction, only if it is still `from`, of this employer's job and of this applicant.
   */
  async changeStatus(
    item: ApplicationItem,
    employerId: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    now: Date,
  ): Promise<boolean> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          UpdateExpression: 'SET #status = :to, updatedAt = :now',
          ConditionExpression:
            'employerId = :me AND #status = :from AND studentId = :student AND applicationId = :id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':now': now.toISOString(),
            ':me': employerId,
            ':from': from,
            ':student': item.studentId,
            ':id': item.applicationId,
          },
        },
      },
      jobCounters(item.jobId, from, to, {
        expression: 'employerId = :me',
        values: { ':me': employerId },
      }),
    ]);
    return result.ok;
  },

  /** Records the one interest e-mail of a pending application: false if already sent, decided, or not theirs. */
  async markInterestSent(item: ApplicationItem, employerId: string, now: Date): Promise<boolean> {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          UpdateExpression: 'SET interestSentAt = :now',
          ConditionExpression:
            'employerId = :me AND applicationId = :id AND attribute_not_exists(interestSentAt) AND #status = :applied',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':now': now.toISOString(),
            ':me': employerId,
            ':id': item.applicationId,
            ':applied': 'Applied',
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Takes back this request's interest mark (past the daily limit), only if it is still the one it set. */
  async clearInterestSent(item: ApplicationItem, sentAt: Date): Promise<boolean> {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName('applications'),
          Key: { jobId: item.jobId, studentId: item.studentId },
          UpdateExpression: 'REMOVE interestSentAt',
          ConditionExpression: 'interestSentAt = :sentAt',
          ExpressionAttributeValues: { ':sentAt': sentAt.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
