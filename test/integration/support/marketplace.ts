import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { limitKeyOf } from '../../../functions/lib/limits';
import { addDays, localDay } from '../../../shared/rules/job-day';
import { claimsOf, createRolelessUser, employerPayload, PASSWORD, studentPayload } from './accounts';
import { type Actor, actorFor } from './actors';
import { api, idTokenFor } from './api';
import { newAlertedTeen } from './family';
import { readItem, readPartition } from './tables';

// The actor and the inbox have files of their own, which family.ts imports too (this file imports
// family.ts for its teens: no import circle). Re-exported for the tests that use them.
export { type Actor, actorFor } from './actors';
export {
  allMails,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  mailsTo,
  type StoredMail,
} from './inbox';

/*
 * Helpers for the applications and reports tests: one actor of every kind, jobs to apply to, the
 * inbox counted per recipient and subject, and a snapshot of every table row a request could touch,
 * so a refused request can be shown to have written nothing and sent nothing.
 */

/** A student aged 19 (no parent). Names vary so that a test can tell people apart in a mail. */
export const newStudent = (firstName = 'Sam') => actorFor(studentPayload({ firstName }), 1);
/**
 * A student aged 15 with a parent who is alerted by e-mail: the parent has confirmed
 * (a guardian account at the address the teen gave) and chose no approval and a mail for every event,
 * so applications go straight to the employer as before. The family tests make their own families.
 */
export const newTeen = (firstName = 'Maya') => newAlertedTeen(firstName);
export const newEmployer = (firstName = 'Pat') => actorFor(employerPayload({ firstName }), 2);
/**
 * A student of a given age (13–25): under 18 an alerted teen (a confirmed guardian, approval off), for
 * the rules for young teens.
 */
export const newStudentAged = (age: number, firstName = 'Kim') =>
  age < 18 ? newAlertedTeen(firstName, age) : actorFor(studentPayload({ firstName, age }), 1);

/** Signed in but without a role: a Google user who has not completed sign-up. */
export async function newRoleless(): Promise<Actor> {
  const email = await createRolelessUser('Gail', 'Google');
  const token = await idTokenFor(email, PASSWORD);
  return { token, userId: String(claimsOf(token).sub), email, firstName: 'Gail', lastName: 'Google' };
}

/** A signed-in demo account from the seed. */
export async function demoActor(email: string): Promise<Pick<Actor, 'token' | 'userId' | 'email'>> {
  const token = await idTokenFor(email, PASSWORD);
  return { token, userId: String(claimsOf(token).sub), email };
}

/** A title no other test uses, so mails about this job can be counted by subject. */
export const uniqueTitle = (what = 'Dog walking') => `${what} ${randomUUID().slice(0, 8)}`;

export const STREET = '1200 S Lamar Blvd';

/** Posts an open job (Austin, tomorrow to next week) through the API; returns its id. */
export async function postJob(
  employer: Actor,
  title = uniqueTitle(),
  /** More of the job (its kind, hours, equipment), as the post form sends them. */
  more: Record<string, unknown> = {},
): Promise<string> {
  const today = localDay('America/Chicago');
  const res = await api('createJob', {
    token: employer.token,
    body: {
      title,
      description: 'Walk our friendly labrador twice a day.',
      startDate: addDays(today, 1),
      endDate: addDays(today, 7),
      address: { address1: STREET, address2: 'Unit 4', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: 15,
      priceType: 'perHr',
      ...more,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.entity as string;
}

export interface StoredJob {
  jobId: string;
  title: string;
  status: string;
  endsAt: string;
  appTotal: number;
  appPending: number;
  appAccepted: number;
  appRejected: number;
  /** Its listing shard while listed (search and the sitemap read it); removed when it is not. */
  listing?: string;
  /** Removed by the moderation desk, by which decision. */
  hiddenBy?: string;
}

/** A seeded job of the demo employer that is still open but whose last day is over. */
export async function endedSeedJob(): Promise<StoredJob> {
  const { userId } = await demoActor('employer@example.com');
  const jobs = await readPartition<StoredJob>('jobs', { name: 'employerId', value: userId }, 'byEmployer');
  const ended = jobs.find((job) => job.status === 'open' && job.endsAt <= new Date().toISOString());
  if (!ended) throw new Error('The seed has no ended open job of the demo employer');
  return ended;
}

export const storedJob = (jobId: string) => readItem<StoredJob>('jobs', { jobId });

/** The job's application counters as stored. */
export async function countersOf(jobId: string) {
  const job = await storedJob(jobId);
  return {
    total: job?.appTotal,
    pending: job?.appPending,
    accepted: job?.appAccepted,
    rejected: job?.appRejected,
  };
}

export const applicationsOf = (jobId: string) =>
  readPartition<Record<string, unknown>>('applications', { name: 'jobId', value: jobId });
export const reportsOf = (jobId: string) =>
  readPartition<Record<string, unknown>>('reports', { name: 'jobId', value: jobId });
export const limitOf = (name: 'apply' | 'report', userId: string) =>
  readItem<{ used: number; windowEndsAt: number }>('limits', { limitKey: limitKeyOf(name, userId) });

/**
 * Everything a request about these jobs by these users could write: the jobs (counters), their
 * applications and reports, and the users' apply and report counters.
 */
export async function snapshot(jobIds: readonly string[], userIds: readonly string[]) {
  const sorted = (items: Record<string, unknown>[]) =>
    items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
  return {
    jobs: await Promise.all(jobIds.map((jobId) => storedJob(jobId))),
    applications: await Promise.all(jobIds.map(async (jobId) => sorted(await applicationsOf(jobId)))),
    reports: await Promise.all(jobIds.map(async (jobId) => sorted(await reportsOf(jobId)))),
    limits: await Promise.all(
      userIds.flatMap((userId) => [limitOf('apply', userId), limitOf('report', userId)]),
    ),
  };
}

/** The fields an employer must never receive about a student, as JSON keys or values. */
export function expectNothingPrivate(rawJson: string, student: Actor): void {
  for (const key of [
    '"parentName"',
    '"parentEmail"',
    '"age"',
    '"dateOfBirth"',
    '"contactNumber"',
    '"zipCode"',
    '"phone"',
  ]) {
    expect(rawJson).not.toContain(key);
  }
  for (const value of [student.parentEmail, student.parentName, student.contactNumber, student.dateOfBirth]) {
    if (value) expect(rawJson).not.toContain(value);
  }
  // As a JSON string: a bare run of five digits could occur inside an id.
  if (student.zipCode) expect(rawJson).not.toContain(`"${student.zipCode}"`);
}
