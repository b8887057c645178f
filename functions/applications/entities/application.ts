import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ageOf, isMinorAge } from '../../../shared/rules/age';
import { type ApplicationStatus, isEmployerVisible } from '../../../shared/rules/application-status';
import type { FullAddress } from '../../../shared/schemas/address';
import type { EmployerApplication, StudentApplication } from '../../../shared/schemas/application';
import type { BookingSummary } from '../../../shared/schemas/booking-summary';
import type { PriceType } from '../../../shared/schemas/common';
import { applicationCounted, type JobItem } from '../../jobs';
import { conditionalWrite, type Refused, refusedFor, type Written } from '../../lib/conditional-write';
import { documentClient, tableName } from '../../lib/dynamo';
import { and, condition, equal, exists, expressions, notExists, update } from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { queryAll } from '../../lib/read-all-pages';
import { type TransactItem, transact } from '../../lib/transact';
import type { UserItem } from '../../users';

/*
 * The applications table: an application's item type and the making of a new one, its decoder, keys
 * and access patterns, and its writes (each answering Written<T>), in one place.
 */

/**
 * An application as stored (table `applications`: pk jobId, sk studentId, so one student applies to
 * one job once). It carries what the review screens need, copied from our records when the student
 * applied (job title and employer, the student's display name and e-mail), so a review is one
 * conditional update. The parent's contact details are kept for their alerts only and never leave
 * the server towards an employer.
 */
export interface ApplicationItem {
  jobId: string;
  studentId: string;
  /** The entity id clients use (byApplicationId index). */
  applicationId: string;
  createdAt: string;
  updatedAt: string;
  status: ApplicationStatus;
  employerId: string;
  /** The job's title and employer name at the time of applying (neither can change). */
  jobTitle: string;
  employerName: string;
  firstName: string;
  lastName: string;
  emailId: string;
  /** Under 18 when they applied: employers see only this flag, never the age. */
  isMinor: boolean;
  parentName?: string;
  parentEmail?: string;
  /** 0 when the student gave none. */
  expectedPrice: number;
  priceType?: PriceType;
  bio: string;
  /** Set once, by the one interest e-mail an employer may send per application. */
  interestSentAt?: string;
  /**
   * Only for an application that had to wait for the student's guardian: waiting, then
   * approved or declined. While waiting, `approvalNonce` is the nonce of the one Approve/Decline link
   * that works (functions/lib/signed-token.ts); the decision removes it.
   */
  approval?: 'waiting' | 'approved' | 'declined';
  approvalNonce?: string;
}

/**
 * Whether the job's employer may see (and act on) it: never one that waits for, or was declined by,
 * a guardian, even after its job ended.
 */
export function employerCanSee(item: Pick<ApplicationItem, 'status' | 'approval'>): boolean {
  return isEmployerVisible(item.status) && item.approval !== 'waiting' && item.approval !== 'declined';
}

/** What the student chooses when applying; everything else comes from our records. */
export interface ApplicationChoices {
  expectedPrice: number;
  priceType?: PriceType;
  bio: string;
}

/**
 * A new application: the student's and the job's facts from our records, only the student's choices
 * from the request. A parent is kept only for a student under 18 (for their alerts).
 */
export function newApplicationItem(
  student: Pick<
    UserItem,
    | 'userId'
    | 'firstName'
    | 'lastName'
    | 'emailId'
    | 'dateOfBirth'
    | 'age'
    | 'createdAt'
    | 'parentName'
    | 'parentEmail'
  >,
  job: Pick<JobItem, 'jobId' | 'employerId' | 'title' | 'employerName'>,
  choices: ApplicationChoices,
  now: Date,
  status: ApplicationStatus = 'Applied',
  approvalNonce?: string,
): ApplicationItem {
  const age = ageOf(student, now);
  const minor = age !== null && isMinorAge(age);
  return {
    jobId: job.jobId,
    studentId: student.userId,
    applicationId: randomUUID(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    status,
    employerId: job.employerId,
    jobTitle: job.title,
    employerName: job.employerName,
    firstName: student.firstName,
    lastName: student.lastName,
    emailId: student.emailId,
    isMinor: minor,
    ...(minor && student.parentEmail
      ? { parentName: student.parentName ?? '', parentEmail: student.parentEmail }
      : {}),
    expectedPrice: choices.expectedPrice,
    ...(choices.priceType ? { priceType: choices.priceType } : {}),
    bio: choices.bio,
    ...(approvalNonce ? { approval: 'waiting' as const, approvalNonce } : {}),
  };
}

/** The job as a student's application list shows it (read from the jobs table when the list is built). */
export interface ApplicationJob {
  address: FullAddress;
  employerName: string;
  employerEmail: string;
  employerPhone: string;
}

/**
 * What an accepted application shows its student, and their guardian exactly the same:
 * the street address and the employer's contact. Nothing before it is accepted.
 */
export function acceptedView(item: ApplicationItem, job: ApplicationJob | undefined) {
  if (item.status !== 'Accepted' || !job) return {};
  return {
    accepted: {
      address: {
        address1: job.address.address1,
        address2: job.address.address2 ?? '',
        city: job.address.city,
        state: job.address.state,
        zipCode: job.address.zipCode,
        country: job.address.country,
        latitude: job.address.latitude,
        longitude: job.address.longitude,
      },
      employerName: job.employerName,
      employerEmail: job.employerEmail,
      employerPhone: job.employerPhone,
    },
  };
}

/**
 * GET /applications: the student's own view. The street address and the employer's contact details
 * only once the application is accepted (DESIGN §4).
 */
export function toStudentApplication(
  item: ApplicationItem,
  job: ApplicationJob | undefined,
  booking?: BookingSummary,
): StudentApplication {
  return {
    entity: item.applicationId,
    createdAt: item.createdAt,
    data: {
      jobId: item.jobId,
      jobTitle: item.jobTitle,
      createdBy: item.employerName,
      applicationStatus: item.status,
      expectedPrice: item.expectedPrice,
      ...(item.priceType ? { priceType: item.priceType } : {}),
      jobAddress: { city: job?.address.city ?? '', state: job?.address.state ?? '' },
      ...acceptedView(item, job),
      ...(item.interestSentAt ? { interestSentAt: item.interestSentAt } : {}),
      ...(booking ? { booking } : {}),
    },
  };
}

/**
 * The employer's view (docs/spec/2-employers-and-info-pages.md §3), built field by field: never the student's parent, age, phone or
 * ZIP code, only whether they are under 18.
 */
export function toEmployerApplication(item: ApplicationItem, booking?: BookingSummary): EmployerApplication {
  return {
    entity: item.applicationId,
    id: item.studentId,
    createdAt: item.createdAt,
    data: {
      jobId: item.jobId,
      firstName: item.firstName,
      lastName: item.lastName,
      ...(item.status === 'Accepted' && !item.isMinor && item.emailId ? { emailId: item.emailId } : {}),
      jobTitle: item.jobTitle,
      createdBy: item.employerName,
      applicationStatus: item.status,
      expectedPrice: item.expectedPrice,
      ...(item.priceType ? { priceType: item.priceType } : {}),
      bio: item.bio,
      isMinor: item.isMinor,
      ...(item.interestSentAt ? { interestSentAt: item.interestSentAt } : {}),
      ...(booking ? { booking } : {}),
    },
  };
}

/** Newest first; equal timestamps by id, so the order is stable. */
export function newestFirst(a: ApplicationItem, b: ApplicationItem): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.applicationId < b.applicationId ? 1 : -1;
}

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
