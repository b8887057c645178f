import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../scripts/local/stack';
import { dateOfBirthAged } from '../../shared/rules/age';
import { limits } from '../../shared/rules/limits';
import { type ApiResponse, api } from './support/api';
import { jobBody, storedJobsOf, storedLimit, storedTermsOf } from './support/jobs';
import {
  type Actor,
  applicationsOf,
  countersOf,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  limitOf,
  newEmployer,
  newRoleless,
  newStudent,
  newTeen,
  postJob,
  reportsOf,
  storedJob,
  uniqueTitle,
} from './support/marketplace';
import { readItem, readPartition } from './support/tables';

/*
 * The same request 50 times at once: exactly one effect and one set of e-mails; every
 * other answer is a clear 409 (or the idempotent answer), never a 5xx.
 *
 * Covered where the feature is tested, not repeated here:
 * - apply: applications-apply.test.ts ("fifty applies at once by one student …");
 * - review: applications-review.test.ts ("fifty identical accepts at once …");
 * - interest: applications-review.test.ts ("… fifty at once send nothing more");
 * - edit a job: employer-jobs.test.ts ("50 identical saves at once change the job once");
 * - mark a job filled: employer-jobs.test.ts ("50 closes at once …");
 * - register and verify: users-registration-abuse.test.ts ("the same registration 50 times at once",
 *   "50 verifies at once verify once …").
 * Here: report, withdraw, delete a job, complete a Google sign-up, and post a job.
 *
 * Posting a job has no idempotency key in the spec: two identical posts are two jobs, as an
 * employer may post the same errand twice. What holds at once is the daily limit: 50 identical posts
 * give exactly 20 jobs and 30 answers of 429.
 */

const AT_ONCE = 50;

const times = (request: () => Promise<ApiResponse>) =>
  Promise.all(Array.from({ length: AT_ONCE }, () => request()));

/** How many answers had each status, e.g. { 200: 1, 409: 49 }. */
function tally(answers: readonly ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Every refusal is a JSON error with a message and one of the expected codes. */
function expectClearRefusals(answers: readonly ApiResponse[], codes: readonly string[]) {
  for (const res of answers.filter((a) => a.status >= 400)) {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.message).toEqual(expect.any(String));
    expect(codes, JSON.stringify(res.body)).toContain(res.body.code);
  }
}

let employer: Actor;
let student: Actor;
let teen: Actor;

beforeAll(async () => {
  [employer, student, teen] = await Promise.all([newEmployer('Cora'), newStudent('Cy'), newTeen('Cleo')]);
}, 60_000);

describe('the same write 50 times at once', () => {
  it('report: one report, one mail to support, one count against the limit; the rest 409', async () => {
    const title = uniqueTitle('Concurrent report');
    const jobId = await postJob(employer, title);
    const answers = await times(() =>
      api('reportJob', { params: { id: jobId }, token: student.token, body: { reportReason: 'money' } }),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    expectClearRefusals(answers, ['ALREADY_REPORTED']);
    expect(await reportsOf(jobId)).toHaveLength(1);
    expect((await limitOf('report', student.userId))?.used).toBe(1);
    await expectMails(SUPPORT_EMAIL, title, 1);
  });

  it('withdraw: the application goes once and its job counts it off once; the rest 404 or 409, one mail to the guardian', async () => {
    const title = uniqueTitle('Concurrent withdraw');
    const jobId = await postJob(employer, title);
    const before = await countersOf(jobId);
    const applied = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const applicationId = applied.body.entity as string;
    // The apply's own mails first, so they are not counted as the withdrawals'.
    await expectMails(teen.parentEmail as string, `applied for a job: ${title}`, 1);
    await expectMails(employer.email, title, 1);
    const mails = await inboxCounts([teen.email, employer.email]);

    const answers = await times(() =>
      api('withdrawApplication', { params: { id: applicationId }, token: teen.token }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.every((a) => [200, 404, 409].includes(a.status)),
      JSON.stringify(tally(answers)),
    ).toBe(true);
    expectClearRefusals(answers, ['APPLICATION_NOT_FOUND', 'NOT_WITHDRAWABLE']);
    expect(await applicationsOf(jobId)).toEqual([]);
    expect(await countersOf(jobId)).toEqual(before);
    // The one withdrawal is the guardian's news (every event); the rest sent nothing.
    await expectMails(teen.parentEmail as string, `withdrew their application for ${title}`, 1);
    await expectNoNewMail(mails);
  });

  it('delete a job: deleted once, out of the title index; the rest 409 JOB_DELETED, no mail', async () => {
    const title = uniqueTitle('Concurrent delete');
    const jobId = await postJob(employer, title);
    const mails = await inboxCounts([employer.email]);
    const answers = await times(() => api('deleteJob', { params: { id: jobId }, token: employer.token }));
    expect(tally(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    expectClearRefusals(answers, ['JOB_DELETED']);
    expect((await storedJob(jobId))?.status).toBe('deleted');
    expect(await storedTermsOf(jobId, title)).toEqual([]);
    await expectNoNewMail(mails);
  });

  it('complete a Google sign-up: one profile and one role; the rest 409', async () => {
    const user = await newRoleless();
    const body = {
      roleId: 1,
      firstName: user.firstName,
      lastName: user.lastName,
      emailId: user.email,
      contactNumber: '5035550142',
      zipCode: '97201',
      dateOfBirth: dateOfBirthAged(20),
      interests: ['Gardening'],
      bio: 'Green thumbs.',
    };
    const answers = await times(() => api('completeSocialSignUp', { token: user.token, body }));
    expect(tally(answers)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    expectClearRefusals(answers, ['ACCOUNT_ALREADY_SET_UP', 'EMAIL_TAKEN']);
    expect(await readPartition('users', { name: 'emailId', value: user.email }, 'byEmail')).toHaveLength(1);
    expect((await readItem('users', { userId: user.userId }))?.roleId).toBe(1);
  });

  it('post a job (no idempotency key: each post is a job): 50 at once give exactly the daily 20, the rest 429', async () => {
    const poster = await newEmployer('Polly');
    const body = jobBody({ title: uniqueTitle('Concurrent post') });
    const answers = await times(() => api('createJob', { token: poster.token, body }));
    const { max } = limits.postJob;
    expect(tally(answers)).toEqual({ 201: max, 429: AT_ONCE - max });
    expectClearRefusals(answers, ['TOO_MANY_REQUESTS']);
    for (const res of answers.filter((a) => a.status === 429))
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const created = answers.filter((a) => a.status === 201).map((a) => a.body.entity as string);
    expect((await storedJobsOf(poster.userId)).map((job) => job.jobId).sort()).toEqual([...created].sort());
    expect((await storedLimit('postJob', poster.userId))?.used).toBe(max);
  });
});
