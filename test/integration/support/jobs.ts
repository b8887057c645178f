import { AdminConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect } from 'vitest';
import { titleTerms } from '../../../functions/jobs/job-state';
import { limitKeyOf } from '../../../functions/lib/limits';
import { addDays, localDay } from '../../../shared/rules/job-day';
import type { CreateJobInput, EmployerJob } from '../../../shared/schemas/job';
import {
  claimsOf,
  createRolelessUser,
  employerPayload,
  PASSWORD,
  poolClient,
  register,
  signIn,
  studentPayload,
} from './accounts';
import { api, idTokenFor, stack } from './api';
import { readItem, readPartition } from './tables';

/* Helpers for the employer jobs tests: callers of every kind, job payloads, and the stored job. */

export interface TestCaller {
  token: string;
  userId: string;
  email: string;
}

async function callerFor(email: string, token: string): Promise<TestCaller> {
  return { token, email, userId: String(claimsOf(token).sub) };
}

/**
 * Registers through the API and confirms the sign-up with an admin call rather than the e-mailed
 * code: the code sits in cognito-local's db file, which its unsynchronised async writes can leave
 * unreadable for a moment while other test files sign people up (the accounts tests cover codes).
 */
async function registerConfirmed(payload: Record<string, unknown>): Promise<string> {
  await register(payload);
  const email = payload.emailId as string;
  await poolClient().send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
  return email;
}

/** A new employer, registered through the API, confirmed and signed in. */
export async function newEmployer(): Promise<TestCaller> {
  const email = await registerConfirmed(employerPayload());
  return callerFor(email, (await signIn(email, 2)).idToken);
}

export async function newStudent(): Promise<TestCaller> {
  const email = await registerConfirmed(studentPayload());
  return callerFor(email, (await signIn(email, 1)).idToken);
}

/** Signed in, but no role yet (a Google user before completing sign-up). */
export async function newRolelessUser(): Promise<TestCaller> {
  const email = await createRolelessUser('Gail', 'Google');
  return callerFor(email, await idTokenFor(email, PASSWORD));
}

/** A seeded demo account. */
export async function demoCaller(email: string): Promise<TestCaller> {
  return callerFor(email, await idTokenFor(email, PASSWORD));
}

/** Austin, TX 78704 (the gazetteer's point; the job's calendar is America/Chicago). */
export const AUSTIN = { city: 'Austin', state: 'TX', zipCode: '78704', timeZone: 'America/Chicago' };

/** A day on Austin's calendar, `offset` days from today there. */
export const austinDay = (offset: number) => addDays(localDay(AUSTIN.timeZone), offset);

/** A valid POST /job body; start tomorrow (so a test crossing midnight stays valid), end in a week. */
export function jobBody(overrides: Record<string, unknown> = {}): CreateJobInput & Record<string, unknown> {
  return {
    title: 'Dog walking in the park',
    description: 'Walk our friendly labrador twice a day.',
    startDate: austinDay(1),
    endDate: austinDay(7),
    address: { address1: '1200 S Lamar Blvd', address2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
    price: 15,
    priceType: 'perHr',
    ...overrides,
  };
}

/** Posts a job as `caller` and expects it created. */
export async function postJob(
  caller: TestCaller,
  overrides: Record<string, unknown> = {},
): Promise<EmployerJob> {
  const res = await api('POST', '/job', { token: caller.token, body: jobBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.job as EmployerJob;
}

/** The job as stored (with its index keys), read consistently. */
export const storedJob = (jobId: string) => readItem('jobs', { jobId });

/** Every job of an employer as stored (the byEmployer index). */
export const storedJobsOf = (employerId: string) =>
  readPartition('jobs', { name: 'employerId', value: employerId }, 'byEmployer');

/** The title-index items of a job (one per title term while it is listed). */
export async function storedTermsOf(jobId: string, title: string) {
  const items = await Promise.all(
    titleTerms(title).map((term) => readPartition('jobTerms', { name: 'term', value: term })),
  );
  return items.flat().filter((item) => item.jobId === jobId);
}

/** A user's counter for an action in the limits table (undefined before their first counted action). */
export const storedLimit = (name: 'postJob', userId: string) =>
  readItem<{ used: number; windowEndsAt: number }>('limits', { limitKey: limitKeyOf(name, userId) });
