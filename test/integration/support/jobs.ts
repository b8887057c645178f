import { expect } from 'vitest';
import { limitKeyOf } from '../../../functions/lib/limits';
import { publicPoint } from '../../../shared/rules/distance';
import { addDays, localDay } from '../../../shared/rules/job-day';
import type { CreateJobInput, EmployerJob } from '../../../shared/schemas/job';
import { indexTermsOf } from '../../../shared/search/match';
import { api } from './api';
import type { Actor } from './marketplace';
import { readItem, readPartition } from './tables';

/* Helpers for the employer jobs tests: callers of every kind, job payloads, and the stored job. */

/** Callers of every kind are the applications tests' actors (support/marketplace.ts). */
export type TestCaller = Pick<Actor, 'token' | 'userId' | 'email'>;
export {
  demoActor as demoCaller,
  newEmployer,
  newRoleless as newRolelessUser,
  newStudent,
} from './marketplace';

/**
 * A job's address as anyone may read it: the town, and the public point (its cell's centre on the
 * grid of about half a mile, shared/rules/distance.ts) that distances are measured to and a guardian's
 * distance limit is checked against before applying. Never the street, the ZIP code or the precise point.
 */
export function expectPublicAddress(address: Record<string, unknown>): void {
  expect(Object.keys(address).sort()).toEqual(['city', 'latitude', 'longitude', 'state']);
  const { latitude, longitude } = address as { latitude: number; longitude: number };
  expect(publicPoint(latitude, longitude)).toEqual({ latitude, longitude });
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
  const res = await api('createJob', { token: caller.token, body: jobBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.job as EmployerJob;
}

/**
 * PUT /job/{id} as the spec's client sends it (the job's editable fields as they are), with `changes`:
 * for the tests of fields the spec's client does not know (kind, time of day, equipment).
 */
export const editJob = (caller: TestCaller, job: EmployerJob, changes: Record<string, unknown>) =>
  api('updateJob', {
    params: { id: job.entity },
    token: caller.token,
    body: {
      description: job.data.description,
      startDate: job.data.startDate,
      endDate: job.data.endDate,
      price: job.data.price,
      priceType: job.data.priceType,
      ...changes,
    },
  });

/** The job as stored (with its index keys), read consistently. */
export const storedJob = (jobId: string) => readItem('jobs', { jobId });

/** Every job of an employer as stored (the byEmployer index). */
export const storedJobsOf = (employerId: string) =>
  readPartition('jobs', { name: 'employerId', value: employerId }, 'byEmployer');

/** The title-index items of a job's title terms (one per title term while it is listed). */
export async function storedTermsOf(jobId: string, title: string) {
  const items = await Promise.all(
    indexTermsOf({ title, description: '' }).map((term) =>
      readPartition('jobTerms', { name: 'term', value: term }),
    ),
  );
  return items.flat().filter((item) => item.jobId === jobId);
}

/** A user's counter for an action in the limits table (undefined before their first counted action). */
export const storedLimit = (name: 'postJob', userId: string) =>
  readItem<{ used: number; windowEndsAt: number }>('limits', { limitKey: limitKeyOf(name, userId) });
