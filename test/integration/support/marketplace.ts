import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { limitKeyOf } from '../../../functions/lib/limits';
import { addDays, localDay } from '../../../shared/rules/job-day';
import {
  claimsOf,
  createRolelessUser,
  employerPayload,
  latestCode,
  PASSWORD,
  register,
  signIn,
  studentPayload,
} from './accounts';
import { api, idTokenFor, stack } from './api';
import { newAlertedTeen } from './family';
import { readItem, readPartition } from './tables';

/*
 * Helpers for the applications and reports tests: one actor of every kind, jobs to apply to, the
 * inbox counted per recipient and subject, and a snapshot of every table row a request could touch,
 * so a refused request can be shown to have written nothing and sent nothing.
 */

export interface Actor {
  token: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Students only. */
  contactNumber?: string;
  zipCode?: string;
  age?: number;
  parentName?: string;
  parentEmail?: string;
}

export async function actorFor(payload: Record<string, unknown>, roleId: 1 | 2): Promise<Actor> {
  const email = payload.emailId as string;
  await register(payload);
  const verified = await api('POST', '/verifyuser', {
    body: { userId: email, verificationCode: latestCode(email) },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const { idToken } = await signIn(email, roleId);
  return {
    token: idToken,
    userId: String(claimsOf(idToken).sub),
    email,
    firstName: payload.firstName as string,
    lastName: payload.lastName as string,
    contactNumber: payload.contactNumber as string | undefined,
    zipCode: payload.zipCode as string | undefined,
    age: payload.age as number | undefined,
    parentName: payload.parentName as string | undefined,
    parentEmail: payload.parentEmail as string | undefined,
  };
}

/** A student aged 19 (no parent). Names vary so that a test can tell people apart in a mail. */
export const newStudent = (firstName = 'Sam') => actorFor(studentPayload({ firstName }), 1);
/**
 * A student aged 15 with a parent who is alerted by e-mail: since issue 20 the parent has confirmed
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
  const res = await api('POST', '/job', {
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

// ---------------------------------------------------------------------------------------------
// The inbox (the local SES store)

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

export async function allMails(): Promise<StoredMail[]> {
  const res = await fetch(`${stack().inboxUrl}/store`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

/** Mails to `address`, optionally only those whose subject contains `subject`. */
export async function mailsTo(address: string, subject?: string): Promise<StoredMail[]> {
  return (await allMails()).filter(
    (mail) =>
      mail.destination.to.includes(address) && (subject === undefined || mail.subject.includes(subject)),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sending is asynchronous (the notify function is invoked as an event): how long a mail may take. */
const MAIL_TIMEOUT_MS = 8000;
/** After the expected mails arrived, how long to keep watching for a duplicate. */
const SETTLE_MS = 600;

/**
 * Waits until exactly `count` mails to `address` (with `subject` in their subject) have arrived, then
 * a moment more to be sure no extra one follows; returns them.
 */
export async function expectMails(address: string, subject: string, count: number): Promise<StoredMail[]> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  let mails = await mailsTo(address, subject);
  while (mails.length < count && Date.now() < deadline) {
    await sleep(150);
    mails = await mailsTo(address, subject);
  }
  await sleep(SETTLE_MS);
  mails = await mailsTo(address, subject);
  expect(
    mails.map((mail) => mail.subject),
    `mails to ${address} about "${subject}"`,
  ).toHaveLength(count);
  return mails;
}

async function countsNow(addresses: readonly string[]): Promise<Record<string, number>> {
  const mails = await allMails();
  return Object.fromEntries(
    addresses.map((address) => [
      address,
      mails.filter((mail) => mail.destination.to.includes(address)).length,
    ]),
  );
}

/**
 * How many mails each address has received, once the inbox is quiet for them (mails of an earlier
 * step may still be on their way): the "before" of a request that must send nothing.
 */
export async function inboxCounts(addresses: readonly string[]): Promise<Record<string, number>> {
  let counts = await countsNow(addresses);
  for (;;) {
    await sleep(SETTLE_MS);
    const again = await countsNow(addresses);
    if (JSON.stringify(again) === JSON.stringify(counts)) return counts;
    counts = again;
  }
}

/** Waits long enough for an asynchronous mail to land, then expects the counts unchanged. */
export async function expectNoNewMail(before: Record<string, number>): Promise<void> {
  await sleep(SETTLE_MS * 2);
  expect(await countsNow(Object.keys(before))).toEqual(before);
}

/** The fields an employer must never receive about a student, as JSON keys or values. */
export function expectNothingPrivate(rawJson: string, student: Actor): void {
  for (const key of ['"parentName"', '"parentEmail"', '"age"', '"contactNumber"', '"zipCode"', '"phone"']) {
    expect(rawJson).not.toContain(key);
  }
  for (const value of [student.parentEmail, student.parentName, student.contactNumber]) {
    if (value) expect(rawJson).not.toContain(value);
  }
  // As a JSON string: a bare run of five digits could occur inside an id.
  if (student.zipCode) expect(rawJson).not.toContain(`"${student.zipCode}"`);
}
