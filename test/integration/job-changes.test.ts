import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_ONCE_ACCEPTED_MESSAGE } from '../../functions/jobs/edit-job';
import { jobMessages as m } from '../../shared/rules/job-form';
import { type EmployerJob, employerJobResponseSchema, jobListResponseSchema } from '../../shared/schemas/job';
import { api } from './support/api';
import { austinDay, editJob, storedJob } from './support/jobs';
import {
  type Actor,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from './support/marketplace';

/*
 * What happens to a job after it is posted, as the employer changes it and the students it accepted
 * plan around it, over HTTP on the local stack: reopening keeps a start day still ahead; the title and
 * the address change only while nobody is accepted; a refused change writes nothing and mails nobody;
 * a deleted job leaves its employer's list. (What an accepted student is told of new days and hours,
 * or of a removal, is the schedule's: its own tests.)
 */

let employer: Actor;
let accepted: Actor;
let pending: Actor;

beforeAll(async () => {
  [employer, accepted, pending] = await Promise.all([
    newEmployer('Pat'),
    newStudent('Sam'),
    newStudent('Lee'),
  ]);
});

const ownJob = async (jobId: string): Promise<EmployerJob> => {
  const res = await api('listEmployerJobs', { token: employer.token });
  expect(res.status).toBe(200);
  const job = (res.body.jobs as EmployerJob[]).find((j) => j.entity === jobId);
  if (!job) throw new Error(`job ${jobId} is not in its employer's list`);
  return job;
};

/** A job with one accepted student and one still pending; returns the job as its employer sees it. */
async function jobWithAcceptedStudent(title: string, more: Record<string, unknown> = {}) {
  const jobId = await postJob(employer, title, more);
  const applied: Record<string, string> = {};
  for (const who of [accepted, pending]) {
    const res = await api('applyToJob', { params: { id: jobId }, token: who.token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    applied[who.userId] = res.body.entity;
  }
  const review = await api('reviewApplication', {
    token: employer.token,
    body: {
      applicantId: accepted.userId,
      applicationId: applied[accepted.userId],
      reviewDecision: true,
    },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  return ownJob(jobId);
}

const searchTitles = async (word: string) => {
  const res = await api('searchJobs', { query: { title: word, zipCode: '78704' } });
  expect(res.status).toBe(200);
  return jobListResponseSchema.parse(res.body).jobs.map((job) => job.data.title);
};

describe('reopen', () => {
  it('keeps a start day still ahead; a start already past must move to today, and a refusal changes nothing', async () => {
    const title = uniqueTitle('Weekend yard work');
    const jobId = await postJob(employer, title, { startDate: austinDay(3), endDate: austinDay(3) });
    expect((await api('closeJob', { params: { id: jobId }, token: employer.token })).status).toBe(200);
    const closed = await ownJob(jobId);

    // A Saturday job stays a Saturday job: the start the dialog keeps is the job's own.
    const reopened = await editJob(employer, closed, { isActive: true, isReopened: true });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(employerJobResponseSchema.parse(reopened.body).job.data).toMatchObject({
      isActive: true,
      isReopened: true,
      startDate: austinDay(3),
      endDate: austinDay(3),
    });

    // Closed again, a reopen that sends a start already past is refused, and writes nothing.
    expect((await api('closeJob', { params: { id: jobId }, token: employer.token })).status).toBe(200);
    const before = await storedJob(jobId);
    const mail = await inboxCounts([employer.email]);
    const refused = await editJob(employer, await ownJob(jobId), {
      startDate: austinDay(-1),
      isReopened: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ startDate: m.futureDate });
    expect(await storedJob(jobId)).toEqual(before);
    await expectNoNewMail(mail);
  });
});

describe('title and address', () => {
  it('change while nobody is accepted: the job is found by its new title, placed at its new address', async () => {
    const word = `zq${Date.now().toString(36)}`;
    const jobId = await postJob(employer, `Dog walking ${word}`);
    const job = await ownJob(jobId);
    const res = await editJob(employer, job, {
      title: `Cat sitting ${word}`,
      address: { address1: '500 E 7th St', address2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = employerJobResponseSchema.parse(res.body).job;
    expect(edited.data.title).toBe(`Cat sitting ${word}`);
    expect(edited.data.address).toMatchObject({ address1: '500 E 7th St', zipCode: '78701', city: 'Austin' });
    expect(await searchTitles(word)).toEqual([`Cat sitting ${word}`]);
  });

  it('are fixed once a student is accepted: 409, nothing written, no mail; the rest still changes', async () => {
    const title = uniqueTitle('Snow shovelling');
    const job = await jobWithAcceptedStudent(title);
    const before = await storedJob(job.entity);
    const mail = await inboxCounts([accepted.email, pending.email, employer.email]);
    const echoed = job.data.address;
    for (const change of [
      { title: `${title} and salting` },
      { address: { ...echoed, address1: '500 E 7th St', zipCode: '78701' } },
    ]) {
      const res = await editJob(employer, job, change);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'JOB_HAS_ACCEPTED', message: FIXED_ONCE_ACCEPTED_MESSAGE });
    }
    expect(await storedJob(job.entity)).toEqual(before);
    await expectNoNewMail(mail);
    // Echoed unchanged, as the spec's client sends them, they are no change.
    const echo = await editJob(employer, job, {
      title,
      address: echoed,
      description: 'Clear the drive by 8.',
    });
    expect(echo.status, JSON.stringify(echo.body)).toBe(200);
  });
});

describe('delete', () => {
  it('takes the job out of its employer’s list', async () => {
    const jobId = await postJob(employer);
    expect((await api('deleteJob', { params: { id: jobId }, token: employer.token })).status).toBe(200);
    const res = await api('listEmployerJobs', { token: employer.token });
    expect((res.body.jobs as EmployerJob[]).map((job) => job.entity)).not.toContain(jobId);
  });
});
