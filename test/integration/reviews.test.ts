import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { type CompletedJob, completeJob } from './support/completed-job';
import { alertEveryEvent, type Guardian, newConfirmedFamily } from './support/family';
import { expectMails, expectNoNewMail, inboxCounts, mailsTo } from './support/inbox';
import { type Actor, newEmployer, newStudent } from './support/marketplace';
import { act, newModerator, STATEMENT_SUBJECT } from './support/moderation';
import { arrivingAt, dayAhead, hire, minutes } from './support/schedule';

/*
 * Reviews after a completed job, over HTTP against the local stack: each side once, within 14 days of
 * the completion, double-blind until both are in or the 14 days end (proved under the stack's
 * controlled clock), the employer's answers private to a minor and their guardian with public counts,
 * the employer's average from three reviews on, one reply, a report to the moderation desk and a
 * review hidden only by a moderator's decision for a listed reason.
 */

const DAY_MS = 86_400_000;
const studentForm = (stars: number, text = 'Kind and clear about what to do.') => ({ stars, text });
const employerForm = { onTime: true, didWell: true, wouldHireAgain: true, note: 'Great with our dog.' };
const TURN = 'reviewed you: your turn';
const VISIBLE = 'Both reviews are visible now';

const submit = (who: Actor, applicationId: string, body: object, at?: Date) =>
  api('submitReview', {
    params: { id: applicationId },
    token: who.token,
    body,
    ...(at ? { headers: arrivingAt(at) } : {}),
  });
const reviewsOf = (who: Actor, applicationId: string, at?: Date) =>
  api('getApplicationReviews', {
    params: { id: applicationId },
    token: who.token,
    ...(at ? { headers: arrivingAt(at) } : {}),
  });

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Sam'), newStudent('Ana')]);
});

describe('reviewing a job', () => {
  it('waits for the job to be completed (409), and takes only the form that fits the side', async () => {
    const booked = await hire(employer, student, { startDate: dayAhead(4) });
    const before = await inboxCounts([employer.email, student.email]);
    const early = await submit(student, booked.applicationId, studentForm(5));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOT_COMPLETED');
    const stage = await reviewsOf(student, booked.applicationId);
    expect(stage.body).toMatchObject({ stage: 'waiting', windowEndsAt: null, student: null, employer: null });
    await expectNoNewMail(before);
  }, 120_000);

  describe('both sides', () => {
    let job: CompletedJob;
    beforeAll(async () => {
      job = await completeJob(employer, student);
    }, 120_000);

    it('keeps the first review hidden from the other side until the second is in, then reveals both together', async () => {
      const wrong = await submit(student, job.applicationId, employerForm);
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('WRONG_FORM');

      const first = await submit(student, job.applicationId, studentForm(4));
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.review).toMatchObject({ author: 'student', stars: 4, revealed: false });
      await expectMails(employer.email, TURN, 1);

      const employerView = await reviewsOf(employer, job.applicationId);
      expect(employerView.body).toMatchObject({
        stage: 'open',
        viewerSide: 'employer',
        otherSubmitted: true,
      });
      expect(employerView.body.student).toBeNull();
      expect(JSON.stringify(employerView.body)).not.toContain('Kind and clear');
      // The public page does not have it either.
      const early = await api('listEmployerReviews', { params: { id: employer.userId } });
      expect(early.body.reviews.map((r: { reviewId: string }) => r.reviewId)).not.toContain(
        first.body.review.reviewId,
      );

      const second = await submit(employer, job.applicationId, employerForm);
      expect(second.status).toBe(201);
      expect(second.body.review.revealed).toBe(true);
      for (const who of [student, employer]) {
        const both = await reviewsOf(who, job.applicationId);
        expect(both.body.student).toMatchObject({ stars: 4, revealed: true });
        expect(both.body.employer).toMatchObject({
          wouldHireAgain: true,
          note: 'Great with our dog.',
          revealed: true,
        });
      }
      await expectMails(student.email, VISIBLE, 1);
      await expectMails(employer.email, VISIBLE, 1);
      const shown = await api('listEmployerReviews', { params: { id: employer.userId } });
      expect(shown.body.reviews[0]).toMatchObject({ stars: 4, text: 'Kind and clear about what to do.' });
      expect(JSON.stringify(shown.body)).not.toContain('Ana');
    });

    it('takes one review per side: a second one is a 409 and changes nothing', async () => {
      const again = await submit(student, job.applicationId, studentForm(1, 'Changed my mind.'));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ALREADY_REVIEWED');
      const view = await reviewsOf(student, job.applicationId);
      expect(view.body.student).toMatchObject({ stars: 4 });
    });

    it('lets the employer reply once, and nobody else', async () => {
      const reviewId = (await reviewsOf(employer, job.applicationId)).body.student.reviewId as string;
      const other = await newEmployer('Oli');
      const stranger = await api('replyToReview', {
        params: { id: reviewId },
        token: other.token,
        body: { text: 'Hi' },
      });
      expect(stranger.status).toBe(404);
      const reply = await api('replyToReview', {
        params: { id: reviewId },
        token: employer.token,
        body: { text: 'Thank you, Ana!' },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.review.reply).toMatchObject({ text: 'Thank you, Ana!' });
      const twice = await api('replyToReview', {
        params: { id: reviewId },
        token: employer.token,
        body: { text: 'Again' },
      });
      expect(twice.status).toBe(409);
      expect(twice.body.code).toBe('ALREADY_REPLIED');
    });
  });

  it('reveals a lone review when the 14 days end, and takes none after (a controlled clock)', async () => {
    const worker = await newStudent('Bo');
    const job = await completeJob(employer, worker);
    const lone = await submit(
      employer,
      job.applicationId,
      { ...employerForm, wouldHireAgain: false },
      minutes(job.completedAt, 5),
    );
    expect(lone.status).toBe(201);
    const almost = new Date(job.completedAt.getTime() + 14 * DAY_MS - 60_000);
    const over = new Date(job.completedAt.getTime() + 14 * DAY_MS + 60_000);
    const before = await reviewsOf(worker, job.applicationId, almost);
    expect(before.body).toMatchObject({ stage: 'open', otherSubmitted: true, employer: null });
    const after = await reviewsOf(worker, job.applicationId, over);
    expect(after.body).toMatchObject({
      stage: 'closed',
      employer: { wouldHireAgain: false, revealed: true },
    });
    const late = await submit(worker, job.applicationId, studentForm(2), over);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('REVIEW_WINDOW_CLOSED');
  }, 120_000);

  it('makes one review and one set of mails out of fifty identical requests at once', async () => {
    const worker = await newStudent('Cy');
    const job = await completeJob(employer, worker);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submit(worker, job.applicationId, studentForm(5, 'Fifty at once.'))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    await expectMails(employer.email, `Cy ${TURN}`, 1);
  }, 180_000);
});

describe('a minor’s reviews', () => {
  let family: { teen: Actor; guardian: Guardian };
  let job: CompletedJob;
  beforeAll(async () => {
    family = await newConfirmedFamily('Mia', 15);
    // The teen's applications go straight to employers (no approval step), as the schedule tests have it.
    await alertEveryEvent(family.guardian, family.teen.userId);
    job = await completeJob(employer, family.teen);
    expect((await submit(employer, job.applicationId, employerForm)).status).toBe(201);
    expect((await submit(family.teen, job.applicationId, studentForm(5))).status).toBe(201);
  }, 180_000);

  it('shows the employer’s review to the teen and their guardian only; the public sees counts', async () => {
    const publicView = await api('getStudentReviews', { params: { id: family.teen.userId } });
    expect(publicView.status).toBe(200);
    expect(publicView.body).toMatchObject({
      jobsCompleted: 1,
      hiredAgainBy: 1,
      countsLine: '1 job completed · hired again by 1 household',
    });
    expect(JSON.stringify(publicView.body)).not.toContain('Great with our dog');
    // The review itself: the teen's and their guardian's to read on the job, nobody else's.
    const teenView = await reviewsOf(family.teen, job.applicationId);
    expect(teenView.body.employer).toMatchObject({ note: 'Great with our dog.', wouldHireAgain: true });
    const otherEmployer = await newEmployer('Vic');
    expect((await reviewsOf(otherEmployer, job.applicationId)).status).toBe(404);
    const guardianView = await reviewsOf(family.guardian, job.applicationId);
    expect(guardianView.status).toBe(200);
    expect(guardianView.body).toMatchObject({ viewerSide: null, employer: { onTime: true } });
    const otherFamily = await newConfirmedFamily('Lia', 15);
    expect((await reviewsOf(otherFamily.guardian, job.applicationId)).status).toBe(404);
    const guardianReview = await submit(family.guardian, job.applicationId, employerForm);
    expect(guardianReview.status).toBe(403);
  });
});

describe('the employer’s rating', () => {
  it('shows an average with its count from three revealed reviews on, the bad ones counted too', async () => {
    const household = await newEmployer('Kay');
    const workers = await Promise.all(['Di', 'Ed', 'Flo'].map((name) => newStudent(name)));
    const jobs: CompletedJob[] = [];
    for (const worker of workers) jobs.push(await completeJob(household, worker));
    const stars = [5, 4, 1];
    for (const [i, worker] of workers.entries()) {
      const job = jobs[i] as CompletedJob;
      expect((await submit(household, job.applicationId, employerForm)).status).toBe(201);
      expect((await submit(worker, job.applicationId, studentForm(stars[i] as number))).status).toBe(201);
      const page = await api('listEmployerReviews', { params: { id: household.userId } });
      expect(page.body.count).toBe(i + 1);
      expect(page.body.average).toBe(i < 2 ? null : 3.3);
    }
    const page = await api('listEmployerReviews', { params: { id: household.userId } });
    expect(page.body.ratingLine).toBe('3.3 out of 5 · 3 reviews');
  }, 240_000);
});

describe('reporting a review', () => {
  it('goes to the moderation desk; a moderator hides it for a listed reason, its author gets the statement of reasons', async () => {
    const [household, worker] = await Promise.all([newEmployer('Gus'), newStudent('Hoa')]);
    const job = await completeJob(household, worker);
    expect((await submit(household, job.applicationId, employerForm)).status).toBe(201);
    const review = await submit(worker, job.applicationId, studentForm(1, 'Rude and never paid.'));
    const reviewId = review.body.review.reviewId as string;
    const own = await api('reportReview', {
      params: { id: reviewId },
      token: worker.token,
      body: { reason: 'false' },
    });
    expect(own.status).toBe(400);
    const reported = await api('reportReview', {
      params: { id: reviewId },
      token: household.token,
      body: { reason: 'false', details: 'We paid in full.' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const again = await api('reportReview', {
      params: { id: reviewId },
      token: household.token,
      body: { reason: 'false' },
    });
    expect(again.status).toBe(409);
    // Reported is not hidden: it stays up until a moderator decides.
    expect(
      (await api('listEmployerReviews', { params: { id: household.userId } })).body.reviews,
    ).toHaveLength(1);

    const moderator = await newModerator('Ren');
    const queue = await api('listModerationQueue', { token: moderator.token });
    const title = (await reviewsOf(worker, job.applicationId)).body.jobTitle as string;
    const entry = queue.body.reports.find(
      (r: { kind: string; summary: string }) => r.kind === 'review' && r.summary.endsWith(title),
    );
    expect(entry).toBeDefined();
    await act(moderator, entry.id, 'hide', 'harassment', 'Accusations without a basis.');
    const after = await api('listEmployerReviews', { params: { id: household.userId } });
    expect(after.body.reviews).toHaveLength(0);
    await expectMails(worker.email, STATEMENT_SUBJECT, 1);
    expect((await mailsTo(worker.email, STATEMENT_SUBJECT))[0]?.body.text).toContain('Harassment');
  }, 120_000);
});
