import { beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../shared/routes';
import { reasonCodes, URGENT_REPORT_MAX_WAIT_SECONDS } from '../../shared/rules/moderation';
import { moderationMessages } from '../../shared/schemas/moderation';
import { refreshWith, signIn } from './support/accounts';
import { api, apiUnchecked, callPath } from './support/api';
import { newConfirmedFamily } from './support/family';
import { expectMails, inboxCounts, mailsTo } from './support/inbox';
import {
  type Actor,
  expectNoNewMail,
  newEmployer,
  newStudent,
  postJob,
  storedJob,
} from './support/marketplace';
import {
  APPEAL_DECIDED_SUBJECT,
  act,
  appealTokenFrom,
  deskDecision,
  deskReport,
  newModerator,
  OUTCOME_SUBJECT,
  reportJobAs,
  runQueueWatch,
  STATEMENT_SUBJECT,
} from './support/moderation';
import { readPartition } from './support/tables';

/*
 * The moderation desk over HTTP: the queue (urgent first, oldest first), a case opened by a moderator,
 * each action with its statement of reasons and the reporter's outcome, one appeal decided by another
 * moderator, a suspended account's sessions ended, and the audit log that nothing can change. Who may
 * call each route is the authorization matrix's; here, the behaviour.
 */

let moderator: Actor;
let secondModerator: Actor;
let student: Actor;
let employer: Actor;

beforeAll(async () => {
  [moderator, secondModerator, student, employer] = await Promise.all([
    newModerator('Ana'),
    newModerator('Ben'),
    newStudent('Rita'),
    newEmployer('Otto'),
  ]);
});

const queue = async (as: Actor = moderator) => {
  const res = await api('listModerationQueue', { token: as.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.reports as { id: string; urgent: boolean; state: string; waitingSince: string }[];
};

describe('the queue', () => {
  it('puts a report about a minor’s safety first, marked urgent, and the rest oldest first', async () => {
    const family = await newConfirmedFamily('Lena', 15);
    const [first, second, third] = await Promise.all([
      postJob(employer),
      postJob(employer),
      postJob(employer),
    ]);
    const older = await reportJobAs(student, first as string, 'incorrect', 'Wrong town.');
    const newer = await reportJobAs(student, second as string, 'other', 'Odd.');
    const urgent = await reportJobAs(family.teen, third as string, 'money', 'Asked me for gift cards.');
    const reports = await queue();
    const ids = reports.map((r) => r.id);
    expect(reports.find((r) => r.id === urgent)).toMatchObject({ urgent: true, state: 'new' });
    expect(reports.find((r) => r.id === older)).toMatchObject({ urgent: false, state: 'new' });
    // Every urgent report comes before every other; within each, the oldest first.
    const firstNormal = reports.findIndex((r) => !r.urgent);
    expect(reports.slice(firstNormal).every((r) => !r.urgent)).toBe(true);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const normal = reports.filter((r) => !r.urgent).map((r) => r.waitingSince);
    expect(normal).toEqual([...normal].sort());
    // The support mailbox still hears of each report.
    expect((await mailsTo('support@neighbourhoodjobs.local', 'Job reported')).length).toBeGreaterThan(0);
  });

  it('opens a case In review, by its moderator, with the report as it was and who made it', async () => {
    const jobId = await postJob(employer, 'Lawn mowing for cash up front');
    const reportId = await reportJobAs(student, jobId, 'money', 'Wanted $50 for "equipment".');
    const res = await api('getModerationCase', { params: { id: reportId }, token: moderator.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: reportId,
      kind: 'job',
      state: 'in-review',
      urgent: false,
      description: 'Wanted $50 for "equipment".',
      reporter: { name: `${student.firstName} ${student.lastName}`, role: 'student', email: student.email },
      subject: { id: employer.userId, role: 'employer', minor: false },
      reported: { title: 'Lawn mowing for cash up front', path: `/jobs/${jobId}` },
      reviewerName: 'Ana Desk',
      decision: null,
      actions: ['hide', 'suspend', 'dismiss'],
    });
    // The second moderator sees who has it; it stays with the first.
    const again = await api('getModerationCase', { params: { id: reportId }, token: secondModerator.token });
    expect(again.body.reviewerName).toBe('Ana Desk');
    expect(await deskReport(reportId)).toMatchObject({ state: 'in-review', reviewerId: moderator.userId });
  });

  it('answers a report that does not exist with 404, and a forged cursor with 400', async () => {
    const missing = await api('getModerationCase', {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      token: moderator.token,
    });
    expect(missing.status).toBe(404);
    const forged = await api('listModerationQueue', {
      token: moderator.token,
      query: { cursor: 'eyJxIjoiWCJ9' },
    });
    expect(forged.status).toBe(400);
  });
});

describe('hiding a job', () => {
  it('takes it off search, its page and the sitemap, tells its pending applicant, the employer (statement) and the reporter (outcome)', async () => {
    const owner = await newEmployer('Hal');
    const applicant = await newStudent('Pia');
    const title = `Dog walking ${Date.now()}`;
    const jobId = await postJob(owner, title);
    const applied = await api('applyToJob', { params: { id: jobId }, token: applicant.token, body: {} });
    expect(applied.status).toBe(200);
    const reportId = await reportJobAs(student, jobId);
    const other = await reportJobAs(applicant, jobId, 'offensive', 'Rude.');

    const decision = await act(moderator, reportId, 'hide', 'scam');
    // One decision settles every open report of the same job.
    expect(decision.reportIds.sort()).toEqual([reportId, other].sort());
    expect(decision.appealUntil).toEqual(expect.any(String));
    expect(await deskReport(other)).toMatchObject({ state: 'actioned', decisionId: decision.decisionId });
    expect((await queue()).map((r) => r.id)).not.toContain(reportId);

    const page = await api('getJob', { params: { id: jobId } });
    expect(page.status).toBe(410);
    expect(page.body.code).toBe('JOB_HIDDEN');
    const search = await api('searchJobs', { query: { zipCode: '78704', title } });
    expect(search.body.jobs.map((j: { entity: string }) => j.entity)).not.toContain(jobId);
    const sitemap = await callPath('GET', routePath('getSitemap'));
    expect(String(sitemap.body)).not.toContain(jobId);
    const stored = await storedJob(jobId);
    expect(stored).toMatchObject({ hiddenBy: decision.decisionId });
    expect(stored?.listing).toBeUndefined();
    // Its owner cannot change it meanwhile; applying is refused as for a job that is gone.
    const edit = await api('closeJob', { params: { id: jobId }, token: owner.token });
    expect(edit.body.code).toBe('JOB_HIDDEN');

    await expectMails(applicant.email, 'removed', 1);
    const [statement] = await expectMails(owner.email, STATEMENT_SUBJECT, 1);
    expect(statement?.body.text).toContain(reasonCodes.scam);
    expect(statement?.body.text).toContain('Asking students for money before a job breaks our rules.');
    expect(statement?.body.text).toContain('/appeal#token=');
    const [outcome] = await expectMails(student.email, OUTCOME_SUBJECT, 1);
    expect(outcome?.body.text).toContain('removed it');
    // The reporter learns nothing of the other person.
    expect(outcome?.body.text).not.toContain(owner.firstName);
    expect(outcome?.body.text).not.toContain(owner.email);

    // Decided once: a second action is refused and changes nothing.
    const mails = await inboxCounts([owner.email, student.email]);
    const again = await api('actOnReport', {
      params: { id: reportId },
      token: secondModerator.token,
      body: { action: 'dismiss', reasonCode: 'other', note: 'Late.' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CASE_CLOSED');
    await expectNoNewMail(mails);
  });

  it('refuses an action that does not fit the report, a missing note, and a restore of nothing, changing nothing', async () => {
    const jobId = await postJob(employer);
    const reportId = await reportJobAs(student, jobId);
    const freeze = await api('actOnReport', {
      params: { id: reportId },
      token: moderator.token,
      body: { action: 'freeze', reasonCode: 'spam', note: 'No.' },
    });
    expect(freeze.status).toBe(400);
    expect(freeze.body.code).toBe('ACTION_NOT_FOR_KIND');
    const noNote = await api('actOnReport', {
      params: { id: reportId },
      token: moderator.token,
      body: { action: 'hide', reasonCode: 'spam', note: '  ' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(moderationMessages.noteRequired);
    const restore = await api('actOnReport', {
      params: { id: reportId },
      token: moderator.token,
      body: { action: 'restore', reasonCode: 'other', note: 'Nothing to restore.' },
    });
    expect(restore.status).toBe(409);
    expect(restore.body.code).toBe('NOTHING_TO_RESTORE');
    expect(await deskReport(reportId)).toMatchObject({ state: 'new' });
  });
});

describe('an appeal', () => {
  it('is filed once by the affected person, from the statement’s link, and decided by another moderator', async () => {
    const owner = await newEmployer('Ivo');
    const jobId = await postJob(owner);
    const reportId = await reportJobAs(student, jobId);
    const { decisionId } = await act(moderator, reportId, 'hide', 'scam');
    const token = await appealTokenFrom(owner.email);

    // Someone else learns nothing: the same 404 as a decision that does not exist.
    const stranger = await api('appealDecision', {
      params: { id: decisionId },
      token: student.token,
      body: { text: 'Not mine.' },
    });
    const nowhere = await api('appealDecision', {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      token: student.token,
      body: { text: 'Not mine.' },
    });
    expect({ status: stranger.status, body: stranger.body }).toEqual({
      status: nowhere.status,
      body: nowhere.body,
    });
    expect(stranger.status).toBe(404);

    const appeal = await api('appealDecisionByLink', {
      body: { token, text: 'The deposit is for the house key and is paid back.' },
    });
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);
    expect(appeal.body).toEqual({ message: moderationMessages.appealed, decisionId });
    const twice = await api('appealDecision', {
      params: { id: decisionId },
      token: owner.token,
      body: { text: 'Again.' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_APPEALED');
    // Back in the queue, Appealed.
    expect((await queue()).find((r) => r.id === reportId)).toMatchObject({ state: 'appealed' });

    // The moderator who decided cannot decide the appeal.
    const same = await api('decideAppeal', {
      params: { id: decisionId },
      token: moderator.token,
      body: { outcome: 'reversed', note: 'Mine.' },
    });
    expect(same.status).toBe(403);
    expect(same.body.code).toBe('SAME_MODERATOR');
    const decided = await api('decideAppeal', {
      params: { id: decisionId },
      token: secondModerator.token,
      body: { outcome: 'reversed', note: 'A refundable key deposit, explained in person, is allowed.' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toEqual({ decisionId, outcome: 'reversed', state: 'reversed' });
    // Reversed: the job is back.
    expect((await api('getJob', { params: { id: jobId } })).status).toBe(200);
    expect((await storedJob(jobId))?.listing).toEqual(expect.any(String));
    const [outcome] = await expectMails(owner.email, APPEAL_DECIDED_SUBJECT, 1);
    expect(outcome?.body.text).toContain('reversed the decision');
    expect(await deskDecision(decisionId)).toMatchObject({
      appeal: { outcome: 'reversed', moderatorId: secondModerator.userId },
    });
    const late = await api('decideAppeal', {
      params: { id: decisionId },
      token: secondModerator.token,
      body: { outcome: 'upheld', note: 'Changed my mind.' },
    });
    expect(late.status).toBe(409);
  });

  it('refuses a forged link and a dismissal, which takes nothing away', async () => {
    const forged = await api('appealDecisionByLink', {
      body: { token: 'v1.eyJ4IjoxfQ.Zm9yZ2Vk', text: 'Hi.' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_LINK');
    const jobId = await postJob(employer);
    const reportId = await reportJobAs(student, jobId, 'incorrect', 'Wrong town.');
    const mails = await inboxCounts([employer.email]);
    const { decisionId, appealUntil } = await act(
      moderator,
      reportId,
      'dismiss',
      'other',
      'The town is right.',
    );
    expect(appealUntil).toBeNull();
    const appeal = await api('appealDecision', {
      params: { id: decisionId },
      token: employer.token,
      body: { text: 'Hm.' },
    });
    expect(appeal.status).toBe(409);
    expect(appeal.body.code).toBe('NOT_APPEALABLE');
    // A dismissal sends the employer nothing; the reporter hears it stays.
    await expectNoNewMail(mails);
    const outcomes = await mailsTo(student.email, OUTCOME_SUBJECT);
    expect(outcomes.some((mail) => mail.body.text?.includes('does not break our rules'))).toBe(true);
  });
});

describe('suspending an account', () => {
  it('disables it in the pool, ends every session, closes its open jobs, and it can still appeal by the link', async () => {
    const owner = await newEmployer('Sid');
    const session = await signIn(owner.email, 2);
    const [jobId, otherJob] = await Promise.all([postJob(owner), postJob(owner)]);
    const reportId = await reportJobAs(student, jobId);
    const { decisionId } = await act(moderator, reportId, 'suspend', 'scam');

    // Every session ended: the refresh token is refused, and so is a new sign-in.
    expect((await refreshWith(session.cookie)).status).toBe(401);
    const signInAgain = await apiUnchecked('signIn', {
      body: { emailId: owner.email, password: 'Neighbour1!', expectedRoleId: 2 },
    });
    expect(signInAgain.status).toBe(401);
    // Its open jobs are closed.
    expect(await storedJob(otherJob)).toMatchObject({ status: 'closed' });
    expect(await storedJob(jobId)).toMatchObject({ status: 'closed' });
    const token = await appealTokenFrom(owner.email);
    const appeal = await api('appealDecisionByLink', { body: { token, text: 'Please look again.' } });
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);

    // Upheld: it stays suspended.
    const upheld = await api('decideAppeal', {
      params: { id: decisionId },
      token: secondModerator.token,
      body: { outcome: 'upheld', note: 'Three families reported the same request.' },
    });
    expect(upheld.status).toBe(200);
    expect(
      (
        await apiUnchecked('signIn', {
          body: { emailId: owner.email, password: 'Neighbour1!', expectedRoleId: 2 },
        })
      ).status,
    ).toBe(401);
    const [outcome] = await expectMails(owner.email, APPEAL_DECIDED_SUBJECT, 1);
    expect(outcome?.body.text).toContain('kept the decision');
  });

  it('a restore lets the account sign in again', async () => {
    const owner = await newEmployer('Ray');
    const jobId = await postJob(owner);
    const first = await reportJobAs(student, jobId);
    await act(moderator, first, 'suspend', 'spam', 'Posting the same job forty times.');
    const second = await reportJobAs(await newStudent('Una'), jobId, 'other', 'Again.');
    const restored = await act(
      secondModerator,
      second,
      'restore',
      'other',
      'Spoke with them on the phone; a mistake.',
    );
    expect(restored.appealUntil).toBeNull();
    expect((await signIn(owner.email, 2)).idToken).toEqual(expect.any(String));
    await expectMails(owner.email, 'We restored', 1);
  });
});

describe('the queue’s alarms', () => {
  it('measures the oldest urgent report and the oldest of any kind, under a controlled clock', async () => {
    const family = await newConfirmedFamily('Ines', 16);
    const jobId = await postJob(employer);
    const reportId = await reportJobAs(family.teen, jobId, 'offensive', 'He shouted at me.');
    const reportedAt = Date.parse(String((await deskReport(reportId))?.reportedAt));
    // Two hours later, with this report still waiting: past the urgent alarm's hour.
    const later = await runQueueWatch(new Date(reportedAt + 2 * 3600_000).toISOString());
    expect(later.oldestUrgentSeconds).toBeGreaterThanOrEqual(URGENT_REPORT_MAX_WAIT_SECONDS * 2);
    expect(later.oldestAnySeconds).toBeGreaterThanOrEqual(later.oldestUrgentSeconds);
    // Decided, it no longer waits (other files' urgent reports may still).
    await act(moderator, reportId, 'dismiss', 'other', 'A disagreement about the lawn, not abuse.');
    const queueNow = await queue();
    expect(queueNow.map((r) => r.id)).not.toContain(reportId);
  });
});

describe('the audit log', () => {
  it('records every action, who, when, what and why, and no route changes or removes an entry', async () => {
    const jobId = await postJob(employer);
    const reportId = await reportJobAs(student, jobId);
    await api('getModerationCase', { params: { id: reportId }, token: moderator.token });
    const { decisionId } = await act(
      moderator,
      reportId,
      'hide',
      'unsafe-for-minor',
      'Asks teens to come at night.',
    );
    const day = new Date().toISOString().slice(0, 10);
    const log = await api('listModerationAudit', { token: secondModerator.token, query: { day } });
    expect(log.status).toBe(200);
    const mine = log.body.entries.filter((e: { reportId?: string }) => e.reportId === reportId);
    expect(mine).toEqual([
      expect.objectContaining({ what: 'report.opened', actorId: moderator.userId, actorName: 'Ana Desk' }),
      expect.objectContaining({
        what: 'decision.hide',
        actorId: moderator.userId,
        decisionId,
        reasonCode: 'unsafe-for-minor',
        note: 'Asks teens to come at night.',
      }),
    ]);
    const stored = await readPartition('moderationAudit', { name: 'auditDay', value: day });
    // Nothing changes it: no method on the log's address but GET, for anyone, moderators included.
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const res = await callPath(method, routePath('listModerationAudit'), {
        token: moderator.token,
        body: { entries: [] },
      });
      expect(res.status, method).toBe(405);
    }
    const after = await readPartition('moderationAudit', { name: 'auditDay', value: day });
    for (const entry of stored) expect(after).toContainEqual(entry);
  });
});
