import { beforeAll, describe, expect, it } from 'vitest';
import { limitKeyOf } from '../../functions/lib/limits';
import { stableNotificationId } from '../../functions/lib/notify';
import { limits } from '../../shared/rules/limits';
import { api } from './support/api';
import { type CompletedJob, completeJob } from './support/completed-job';
import { newConfirmedFamily } from './support/family';
import { expectNoNewMail, inboxCounts } from './support/inbox';
import { type Actor, newEmployer, newStudent } from './support/marketplace';
import { act, deskReport, newModerator } from './support/moderation';
import { readItem, readPartition } from './support/tables';

/*
 * What a person's reviews become around the desk and their account, over HTTP: reports of reviews
 * count toward a daily limit (past it: a 429 that files nothing and mails nobody; a repeat does not
 * count), "Download my data" holds the reviews one wrote, those about one once revealed (never
 * earlier than a screen shows them) and the desk's decisions about one, and a deleted student's
 * reviews by employers go while their own reviews stay and keep counting.
 */

const JOBS = limits.reviewReport.max + 1;
const studentForm = (n: number) => ({ stars: 1 + (n % 5), text: `Job number ${n} went fine.` });
const employerForm = { onTime: true, didWell: true, wouldHireAgain: true, note: 'Punctual and careful.' };

let employer: Actor;
let student: Actor;
let reporter: Actor;
/** Jobs the student did for the employer, each reviewed both ways (revealed at once). */
let jobs: CompletedJob[];
/** The student's reviews of the employer, by job. */
let studentReviewIds: string[];
/** One more job, reviewed by the employer alone: not revealed yet. */
let lone: CompletedJob;

const submit = async (who: Actor, applicationId: string, body: object) => {
  const res = await api('submitReview', { params: { id: applicationId }, token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.review.reviewId as string;
};

const reportReview = (who: Actor, reviewId: string) =>
  api('reportReview', {
    params: { id: reviewId },
    token: who.token,
    body: { reason: 'offensive', details: 'Rude words.' },
  });

beforeAll(async () => {
  [employer, student, reporter] = await Promise.all([
    newEmployer('Gil'),
    newStudent('Eve'),
    newStudent('Rae'),
  ]);
  // One job a day, from two days on: one student is never booked twice at the same time.
  jobs = await Promise.all(Array.from({ length: JOBS }, (_, n) => completeJob(employer, student, 2 + n)));
  studentReviewIds = await Promise.all(
    jobs.map(async (job, n) => {
      const id = await submit(student, job.applicationId, studentForm(n));
      await submit(employer, job.applicationId, employerForm);
      return id;
    }),
  );
  lone = await completeJob(employer, student, 2 + JOBS);
  await submit(employer, lone.applicationId, employerForm);
}, 240_000);

describe(`reports of reviews: at most ${limits.reviewReport.max} a day per person`, () => {
  it('counts each report filed, not a repeat, then answers 429, filing nothing and mailing nobody', async () => {
    const first = await reportReview(reporter, studentReviewIds[0] as string);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const repeat = await reportReview(reporter, studentReviewIds[0] as string);
    expect(repeat.status).toBe(409);
    const counter = () =>
      readItem<{ used: number }>('limits', { limitKey: limitKeyOf('reviewReport', reporter.userId) });
    expect((await counter())?.used).toBe(1);

    for (const reviewId of studentReviewIds.slice(1, limits.reviewReport.max)) {
      const res = await reportReview(reporter, reviewId);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await counter())?.used).toBe(limits.reviewReport.max);

    const last = studentReviewIds[limits.reviewReport.max] as string;
    const mails = await inboxCounts([reporter.email, student.email, employer.email]);
    const refused = await reportReview(reporter, last);
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: limits.reviewReport.message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await deskReport(stableNotificationId(`review-report:${last}:${reporter.userId}`)),
    ).toBeUndefined();
    expect((await counter())?.used).toBe(limits.reviewReport.max);
    await expectNoNewMail(mails);
  });
});

describe('"Download my data" and the reviews', () => {
  it('gives the student the reviews they wrote and the revealed ones about them, and the desk’s decisions', async () => {
    const moderator = await newModerator('Oda');
    const reportId = stableNotificationId(`review-report:${studentReviewIds[0]}:${reporter.userId}`);
    const { decisionId } = await act(moderator, reportId, 'hide', 'harassment', 'Insulting words.');

    const res = await api('exportAccountData', { token: student.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reviewsWritten).toHaveLength(JOBS);
    expect(res.body.reviewsWritten.map((r: { reviewId: string }) => r.reviewId).sort()).toEqual(
      [...studentReviewIds].sort(),
    );
    // The lone review is the employer's, about the student, and not revealed yet: not in the file.
    expect(res.body.reviewsReceived).toHaveLength(JOBS);
    const received = res.body.reviewsReceived.map((r: { applicationId: string }) => r.applicationId);
    expect(received).not.toContain(lone.applicationId);
    expect(res.body.moderationDecisions).toEqual([
      expect.objectContaining({
        decisionId,
        kind: 'review',
        action: 'hide',
        reasonCode: 'harassment',
        note: 'Insulting words.',
        appeal: null,
      }),
    ]);
    // Who reported them and who decided are other people's.
    const text = JSON.stringify(res.body.moderationDecisions);
    expect(text).not.toContain(reporter.userId);
    expect(text).not.toContain(moderator.userId);
  });

  it('gives the employer every review they wrote, the lone one too, and those about them', async () => {
    const res = await api('exportAccountData', { token: employer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reviewsWritten).toHaveLength(JOBS + 1);
    expect(res.body.reviewsReceived).toHaveLength(JOBS);
    expect(res.body.moderationDecisions).toEqual([]);
  });

  it('gives a guardian no reviews, and the desk’s decisions about them (none)', async () => {
    const { guardian } = await newConfirmedFamily('Ola', 15);
    const res = await api('exportAccountData', { token: guardian.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reviewsWritten).toBeUndefined();
    expect(res.body.moderationDecisions).toEqual([]);
  });
});

describe('deleting a student’s account', () => {
  it('deletes the employers’ reviews of them, and keeps their own reviews in the employer’s count', async () => {
    const before = await api('listEmployerReviews', { params: { id: employer.userId } });
    expect(before.status).toBe(200);
    const deleted = await api('deleteAccount', { token: student.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    for (const job of [...jobs, lone]) {
      const items = await readPartition<{ author: string }>('reviews', {
        name: 'applicationId',
        value: job.applicationId,
      });
      expect(items.map((item) => item.author)).toEqual(job === lone ? [] : ['student']);
    }
    const after = await api('listEmployerReviews', { params: { id: employer.userId } });
    expect(after.status).toBe(200);
    expect({ count: after.body.count, average: after.body.average }).toEqual({
      count: before.body.count,
      average: before.body.average,
    });
  });
});
