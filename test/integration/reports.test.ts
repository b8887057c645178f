import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../scripts/local/stack';
import { limits } from '../../shared/rules/limits';
import { reportMessages, reportReasons } from '../../shared/schemas/report';
import { api } from './support/api';
import {
  type Actor,
  endedSeedJob,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  limitOf,
  newEmployer,
  newRoleless,
  newStudent,
  postJob,
  reportsOf,
  snapshot,
  uniqueTitle,
} from './support/marketplace';

/* POST /reportjob/{id} over HTTP: once per user and job, never one's own job, alerts the support mailbox. */

let employer: Actor;
let otherEmployer: Actor;
let student: Actor;

beforeAll(async () => {
  employer = await newEmployer('Pat');
  otherEmployer = await newEmployer('Ola');
  student = await newStudent('Sam');
});

const report = (who: Actor, jobId: string, body: Record<string, unknown>) =>
  api('reportJob', { params: { id: jobId }, token: who.token, body });

describe('POST /reportjob/{id}', () => {
  it('stores the report and alerts the support mailbox with the job, the reason, the description and the reporter', async () => {
    const title = uniqueTitle('Easy money');
    const jobId = await postJob(employer, title);
    const res = await report(student, jobId, {
      reportReason: 'money',
      reportDescription: '  They asked me to buy gift cards first.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: reportMessages.reported });
    expect(await reportsOf(jobId)).toEqual([
      expect.objectContaining({
        jobId,
        reporterId: student.userId,
        reason: 'money',
        description: 'They asked me to buy gift cards first.',
        reporterEmail: student.email,
        reporterRole: 'student',
      }),
    ]);
    const [alert] = await expectMails(SUPPORT_EMAIL, `Job reported: ${title}`, 1);
    for (const fact of [
      jobId,
      title,
      `${employer.firstName} ${employer.lastName}`,
      reportReasons.money,
      'They asked me to buy gift cards first.',
      student.email,
    ]) {
      expect(alert?.body.text).toContain(fact);
    }
    // Nobody but the support mailbox is told.
    expect(await inboxCounts([employer.email])).toEqual({ [employer.email]: 0 });
  });

  it('takes one report per user and job: a repeat is a 409 that writes and sends nothing; another user may report it too', async () => {
    const title = uniqueTitle('Odd job');
    const jobId = await postJob(employer, title);
    expect((await report(student, jobId, { reportReason: 'offensive' })).status).toBe(200);
    await expectMails(SUPPORT_EMAIL, `Job reported: ${title}`, 1);
    const before = await snapshot([jobId], [student.userId]);
    const again = await report(student, jobId, { reportReason: 'other', reportDescription: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: 'You have already reported this job.',
    });
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectMails(SUPPORT_EMAIL, `Job reported: ${title}`, 1);

    // An employer may report someone else's job (and a closed or ended one: fraud matters after the fact).
    expect((await report(otherEmployer, jobId, { reportReason: 'incorrect' })).status).toBe(200);
    const ended = await endedSeedJob();
    expect((await report(otherEmployer, ended.jobId, { reportReason: 'not-job' })).status).toBe(200);
    expect(await reportsOf(jobId)).toHaveLength(2);
  });

  it('refuses a report of one’s own job (403), an unknown or deleted job (404), and a user without a role (403)', async () => {
    const title = uniqueTitle('Own job');
    const jobId = await postJob(employer, title);
    const deletedTitle = uniqueTitle('Deleted job');
    const deleted = await postJob(employer, deletedTitle);
    expect((await api('deleteJob', { params: { id: deleted }, token: employer.token })).status).toBe(200);
    const roleless = await newRoleless();
    const unknown = randomUUID();
    const before = await snapshot(
      [jobId, deleted, unknown],
      [employer.userId, student.userId, roleless.userId],
    );
    const mails = await inboxCounts([employer.email, student.email, roleless.email]);

    const own = await report(employer, jobId, { reportReason: 'other' });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'OWN_JOB', message: reportMessages.ownJob });
    for (const id of [unknown, deleted]) {
      const res = await report(student, id, { reportReason: 'other' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('JOB_NOT_FOUND');
    }
    const noRole = await report(roleless, jobId, { reportReason: 'other' });
    expect(noRole.status).toBe(403);
    expect(noRole.body.code).toBe('ACCOUNT_INCOMPLETE');
    expect((await api('reportJob', { params: { id: jobId }, body: { reportReason: 'other' } })).status).toBe(
      401,
    );

    expect(
      await snapshot([jobId, deleted, unknown], [employer.userId, student.userId, roleless.userId]),
    ).toEqual(before);
    await expectNoNewMail(mails);
    // The support mailbox is shared by every test file running now: look for these jobs' alerts.
    await expectMails(SUPPORT_EMAIL, title, 0);
    await expectMails(SUPPORT_EMAIL, deletedTitle, 0);
  });

  it('answers bad input with a 400 that names the field, writing and sending nothing', async () => {
    const title = uniqueTitle('Bad input');
    const jobId = await postJob(employer, title);
    const before = await snapshot([jobId], [student.userId]);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{}, 'reportReason', reportMessages.reasonRequired],
      [{ reportReason: 'spam' }, 'reportReason', reportMessages.reasonRequired],
      [{ reportReason: 3 }, 'reportReason', reportMessages.reasonRequired],
      [
        { reportReason: 'other', reportDescription: 'x'.repeat(301) },
        'reportDescription',
        reportMessages.descriptionTooLong,
      ],
      [{ reportReason: 'other', reportDescription: 5 }, 'reportDescription'],
      [
        { reportReason: 'other', reporterEmail: 'someone@example.com' },
        'reporterEmail',
        'Unknown field "reporterEmail".',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await report(student, jobId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(res.body.fields[field]).toBe(message);
    }
    expect((await report(student, 'not-a-job', { reportReason: 'other' })).status).toBe(400);
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectMails(SUPPORT_EMAIL, title, 0);
    // 300 characters is the limit, not one less.
    expect(
      (await report(student, jobId, { reportReason: 'other', reportDescription: 'x'.repeat(300) })).status,
    ).toBe(200);
  });

  it('limits a user to 10 reports in 24 hours: the 11th is a 429 with Retry-After that writes and sends nothing', async () => {
    const reporter = await newStudent('Lee');
    const titles = Array.from({ length: 11 }, () => uniqueTitle('Limit'));
    const jobIds: string[] = [];
    for (const title of titles) jobIds.push(await postJob(otherEmployer, title));
    for (const jobId of jobIds.slice(0, 10)) {
      expect((await report(reporter, jobId, { reportReason: 'other' })).status).toBe(200);
    }
    expect(await limitOf('report', reporter.userId)).toMatchObject({ used: 10 });
    const last = jobIds[10] as string;
    const before = await snapshot([last], [reporter.userId]);
    const res = await report(reporter, last, { reportReason: 'other' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: limits.report.message });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await snapshot([last], [reporter.userId])).toEqual(before);
    await expectMails(SUPPORT_EMAIL, titles[9] as string, 1);
    await expectMails(SUPPORT_EMAIL, titles[10] as string, 0);
  });
});

describe('GET /reports: the jobs the caller has reported', () => {
  it('lists each job the caller reported, once, newest first, and nobody else’s reports', async () => {
    const reporter = await newStudent('Ria');
    const [first, second, untouched] = await Promise.all([
      postJob(employer),
      postJob(employer),
      postJob(employer),
    ]);
    const none = await api('listOwnReports', { token: reporter.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ jobIds: [] });

    expect((await report(reporter, first, { reportReason: 'other' })).status).toBe(200);
    expect((await report(reporter, second, { reportReason: 'money' })).status).toBe(200);
    // A repeat (409) and another user's report add nothing to this list.
    expect((await report(reporter, first, { reportReason: 'other' })).status).toBe(409);
    expect((await report(otherEmployer, untouched, { reportReason: 'other' })).status).toBe(200);

    const mine = await api('listOwnReports', { token: reporter.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ jobIds: [second, first] });
    const theirs = await api('listOwnReports', { token: otherEmployer.token });
    expect(theirs.body.jobIds).toContain(untouched);
    expect(theirs.body.jobIds).not.toContain(first);
  });

  it('refuses a query it does not know (400) and a caller without a session (401)', async () => {
    expect((await api('listOwnReports', { query: 'jobId=x', token: student.token })).status).toBe(400);
    expect((await api('listOwnReports')).status).toBe(401);
  });
});
