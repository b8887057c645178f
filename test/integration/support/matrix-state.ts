import { limitKeyOf } from '../../../functions/lib/limits';
import { type LimitName, limits } from '../../../shared/rules/limits';
import type { TableId } from '../../../shared/tables';
import type { Query } from './api';
import type { Actor } from './marketplace';
import { readItems, readPartition, type Wanted } from './tables';

/*
 * What the authorization matrix, the malformed-input and the concurrency tests compare before and
 * after: every table row a request about these things by these people could write. The stack is
 * shared with test files running at the same time, so the tests read these rows, not whole tables.
 */

/** The things a request is about: a job, an application to it, a profile. */
export interface Fixture {
  jobId: string;
  applicationId: string;
  /** The user id a profile update names. */
  profileId: string;
  /** A saved search of the student (the alerts rows). */
  savedSearchId?: string;
  /** A message in the conversation `applicationId` names (the conversation rows). */
  messageId?: string;
  /** The conversation each of some callers acts on instead (each blocks their own). */
  conversationFor?: Partial<Record<string, string>>;
  /** The moderation desk's rows: a report of the job, and a decision on it. */
  reportId?: string;
  decisionId?: string;
  /** The reviews' rows: the student's review of the fixture's completed job. */
  reviewId?: string;
}

/** A call of a row's route: method and path come from the route table, by the row's route name. */
export interface Request {
  params?: Record<string, string>;
  query?: Query;
  body?: unknown;
  /** Extra headers: the test stack's clock header, for a route that decides by the time. */
  headers?: Record<string, string>;
}

/** Items in a stable form: keys sorted, list sorted, so only a real change shows. */
const canonical = (items: readonly (Record<string, unknown> | undefined)[]) =>
  items.map((item) => (item ? JSON.stringify(item, Object.keys(item).sort()) : 'none')).sort();

const item = (table: TableId, key: Record<string, unknown>): Wanted => ({ table, key });

export async function tablesState(
  f: Pick<Fixture, 'jobId'> &
    Partial<Pick<Fixture, 'applicationId' | 'conversationFor' | 'reportId' | 'decisionId'>>,
  people: readonly Pick<Actor, 'userId'>[],
) {
  const userIds = people.map((p) => p.userId);
  const limitNames = Object.keys(limits) as LimitName[];
  // Every single item in one batched read: the job, each person's record, counters and calendar
  // link, and the desk's report and decision.
  const singles: Wanted[] = [
    item('jobs', { jobId: f.jobId }),
    ...userIds.map((userId) => item('users', { userId })),
    ...userIds.flatMap((userId) =>
      limitNames.map((name) => item('limits', { limitKey: limitKeyOf(name, userId) })),
    ),
    ...userIds.map((userId) => item('calendarFeeds', { feedKey: `USER#${userId}` })),
    ...(f.reportId ? [item('moderation', { recordKey: `REPORT#${f.reportId}`, itemKey: 'REPORT' })] : []),
    ...(f.decisionId
      ? [item('moderation', { recordKey: `DECISION#${f.decisionId}`, itemKey: 'DECISION' })]
      : []),
  ];
  const [items, applications, reports, jobsByEmployer, applicationsByStudent, alerts, booking, jobReviews] =
    await Promise.all([
      readItems(singles),
      readPartition('applications', { name: 'jobId', value: f.jobId }),
      readPartition('reports', { name: 'jobId', value: f.jobId }),
      Promise.all(userIds.map((value) => readPartition('jobs', { name: 'employerId', value }, 'byEmployer'))),
      Promise.all(
        userIds.map((value) => readPartition('applications', { name: 'studentId', value }, 'byStudent')),
      ),
      // Saved searches, their count and the alert records.
      Promise.all(userIds.map((value) => readPartition('savedSearches', { name: 'studentId', value }))),
      // The application's booking and visits.
      f.applicationId
        ? readPartition('bookings', { name: 'applicationId', value: f.applicationId })
        : Promise.resolve([]),
      // The application's two reviews (one per side).
      f.applicationId
        ? readPartition('reviews', { name: 'applicationId', value: f.applicationId })
        : Promise.resolve([]),
    ]);
  const itemsOf = (table: TableId) => items.filter((_, i) => singles[i]?.table === table);
  // The conversations the request is about (an application's id is its conversation's), and each
  // person's blocks and live connections.
  const conversationIds = [f.applicationId, ...Object.values(f.conversationFor ?? {})].filter(
    (id): id is string => Boolean(id),
  );
  const [conversations, blocks] = await Promise.all([
    Promise.all(
      conversationIds.map((id) =>
        readPartition('conversations', { name: 'conversationKey', value: `CONV#${id}` }),
      ),
    ),
    Promise.all(
      userIds.map((id) => readPartition('conversations', { name: 'conversationKey', value: `BLOCKS#${id}` })),
    ),
  ]);
  return {
    job: canonical(itemsOf('jobs')),
    applications: canonical(applications),
    reports: canonical(reports),
    users: canonical(itemsOf('users')),
    limits: canonical(itemsOf('limits')),
    jobsByEmployer: jobsByEmployer.map(canonical),
    applicationsByStudent: applicationsByStudent.map(canonical),
    savedSearches: alerts.map(canonical),
    conversations: conversations.map(canonical),
    blocks: blocks.map(canonical),
    booking: canonical(booking),
    calendarFeeds: canonical(itemsOf('calendarFeeds')),
    reviews: canonical(jobReviews),
    // The moderation desk's report and decision of the fixture.
    moderation: canonical(itemsOf('moderation')),
  };
}
