import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../shared/rules/limits';
import { applicationMessages } from '../../shared/schemas/application';
import { api } from './support/api';
import {
  type Actor,
  applicationsOf,
  countersOf,
  endedSeedJob,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  limitOf,
  newEmployer,
  newStudent,
  newTeen,
  postJob,
  STREET,
  snapshot,
  uniqueTitle,
} from './support/marketplace';

/* POST /applyjob/{id}, DELETE /application/{id} and GET /applications, over HTTP on the local stack. */

let employer: Actor;
let student: Actor;
let teen: Actor;
let otherStudent: Actor;

beforeAll(async () => {
  [employer, student, teen, otherStudent] = await Promise.all([
    newEmployer('Pat'),
    newStudent('Sam'),
    newTeen('Maya'),
    newStudent('Alex'),
  ]);
});

const apply = (who: Actor, jobId: string, body: Record<string, unknown> = {}) =>
  api('applyToJob', { params: { id: jobId }, token: who.token, body });

const employerName = () => `${employer.firstName} ${employer.lastName}`;

describe('POST /applyjob/{id}: a student applies', () => {
  it('stores one application from our records, counts it on the job, and mails the student and the employer', async () => {
    const title = uniqueTitle();
    const jobId = await postJob(employer, title);
    const res = await apply(student, jobId, {
      expectedPrice: 20.5,
      priceType: 'perJob',
      bio: '  I love dogs.  ',
      // The spec's echo fields, as the form sends them: accepted because they match our records.
      id: jobId,
      firstName: student.firstName,
      lastName: student.lastName,
      emailId: student.email.toUpperCase(),
      contactNumber: '(503) 555-0123',
      jobTitle: title,
      createdBy: employerName(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      message: applicationMessages.applied,
      entity: expect.any(String),
      // 'AwaitingApproval' when it waits for the guardian.
      status: 'Applied',
    });

    const stored = await applicationsOf(jobId);
    expect(stored).toEqual([
      expect.objectContaining({
        jobId,
        studentId: student.userId,
        applicationId: res.body.entity,
        status: 'Applied',
        employerId: employer.userId,
        jobTitle: title,
        employerName: employerName(),
        firstName: student.firstName,
        lastName: student.lastName,
        emailId: student.email,
        isMinor: false,
        expectedPrice: 20.5,
        priceType: 'perJob',
        bio: 'I love dogs.',
      }),
    ]);
    expect(stored[0]).not.toHaveProperty('parentEmail');
    expect(await countersOf(jobId)).toEqual({ total: 1, pending: 1, accepted: 0, rejected: 0 });

    await expectMails(student.email, `Your application for ${title} was sent`, 1);
    const [alert] = await expectMails(
      employer.email,
      `New application from ${student.firstName} for ${title}`,
      1,
    );
    expect(alert?.body.text).toContain(`${student.firstName} ${student.lastName}`);
    expect(alert?.body.text).toContain('/employer/home/applications');
  });

  it('alerts the parent of a student under 18; the employer learns nothing about the parent', async () => {
    const title = uniqueTitle('Lawn mowing');
    const jobId = await postJob(employer, title);
    const res = await apply(teen, jobId, { parentEmail: teen.parentEmail, parentName: teen.parentName });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await applicationsOf(jobId))[0]).toMatchObject({
      isMinor: true,
      parentEmail: teen.parentEmail,
      expectedPrice: 0,
    });

    await expectMails(teen.email, `Your application for ${title} was sent`, 1);
    const [parentMail] = await expectMails(
      teen.parentEmail as string,
      `${teen.firstName} applied for a job: ${title}`,
      1,
    );
    expect(parentMail?.body.text).toContain('Austin, TX');
    const [employerMail] = await expectMails(
      employer.email,
      `New application from ${teen.firstName} for ${title}`,
      1,
    );
    for (const part of [employerMail?.body.text, employerMail?.body.html]) {
      expect(part).not.toContain(teen.parentEmail);
      expect(part).not.toContain(teen.parentName);
    }
  });

  it("gives each applicant's alert to the employer its own subject, so mail clients do not thread them", async () => {
    const title = uniqueTitle('Math tutor');
    const jobId = await postJob(employer, title);
    expect((await apply(student, jobId)).status).toBe(200);
    expect((await apply(otherStudent, jobId)).status).toBe(200);
    const [first] = await expectMails(
      employer.email,
      `New application from ${student.firstName} for ${title}`,
      1,
    );
    const [second] = await expectMails(
      employer.email,
      `New application from ${otherStudent.firstName} for ${title}`,
      1,
    );
    expect(first?.subject).not.toBe(second?.subject);
    expect(first?.body.text).toContain(`${student.firstName} ${student.lastName} applied for ${title}`);
    expect(second?.body.text).toContain(
      `${otherStudent.firstName} ${otherStudent.lastName} applied for ${title}`,
    );
  });

  it('refuses echo fields that differ from our records, naming each, and writes nothing', async () => {
    const title = uniqueTitle();
    const jobId = await postJob(employer, title);
    const before = await snapshot([jobId], [student.userId]);
    const mail = await inboxCounts([student.email, employer.email]);
    const res = await apply(student, jobId, {
      firstName: 'Somebody',
      emailId: 'someone-else@example.com',
      jobTitle: 'Another job',
      createdBy: 'Another employer',
      parentEmail: 'parent@example.com',
      id: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ECHO_MISMATCH');
    expect(res.body.fields).toEqual(
      Object.fromEntries(
        ['firstName', 'emailId', 'jobTitle', 'createdBy', 'parentEmail', 'id'].map((field) => [
          field,
          applicationMessages.echoMismatch,
        ]),
      ),
    );
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mail);
  });

  it('answers bad input with a 400 that names the field, and writes nothing', async () => {
    const jobId = await postJob(employer);
    const before = await snapshot([jobId], [student.userId]);
    const mail = await inboxCounts([student.email, employer.email]);
    const cases: [body: Record<string, unknown>, field: string, message?: string][] = [
      [{ expectedPrice: 10.555 }, 'expectedPrice', applicationMessages.expectedPriceCents],
      [{ expectedPrice: -5 }, 'expectedPrice', applicationMessages.expectedPrice],
      [{ expectedPrice: '20' }, 'expectedPrice', applicationMessages.expectedPrice],
      [{ expectedPrice: 10_000.01 }, 'expectedPrice', applicationMessages.expectedPriceTooHigh],
      [{ priceType: 'perDay', expectedPrice: 5 }, 'priceType'],
      [{ bio: 'x'.repeat(501) }, 'bio', applicationMessages.bioTooLong],
      [{ bio: 42 }, 'bio'],
      [{ status: 'Accepted' }, 'status', 'Unknown field "status".'],
      [{ studentId: otherStudent.userId }, 'studentId', 'Unknown field "studentId".'],
    ];
    for (const [body, field, message] of cases) {
      const res = await apply(student, jobId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(res.body.fields[field]).toBe(message);
    }
    const badId = await apply(student, 'not-a-job-id');
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toHaveProperty('id');
    const notJson = await api('applyToJob', {
      params: { id: jobId },
      token: student.token,
      rawBody: '{"bio": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mail);
    // A bio of exactly 500 characters and a price with 2 decimals are fine.
    expect((await apply(student, jobId, { bio: 'x'.repeat(500), expectedPrice: 9.99 })).status).toBe(200);
  });

  it('refuses an unknown or deleted job (404) and a closed or ended one (409), writing nothing', async () => {
    const deleted = await postJob(employer);
    expect((await api('deleteJob', { params: { id: deleted }, token: employer.token })).status).toBe(200);
    const closed = await postJob(employer);
    expect((await api('closeJob', { params: { id: closed }, token: employer.token })).status).toBe(200);
    const ended = await endedSeedJob();
    const unknown = randomUUID();
    const jobIds = [deleted, closed, ended.jobId, unknown];
    const before = await snapshot(jobIds, [student.userId]);
    const mail = await inboxCounts([student.email, employer.email]);

    const expectations: [string, number, string, string][] = [
      [unknown, 404, 'JOB_NOT_FOUND', applicationMessages.jobNotFound],
      [deleted, 404, 'JOB_NOT_FOUND', applicationMessages.jobNotFound],
      [closed, 409, 'JOB_CLOSED', applicationMessages.jobClosed],
      [ended.jobId, 409, 'JOB_ENDED', applicationMessages.jobEnded],
    ];
    for (const [jobId, status, code, message] of expectations) {
      const res = await apply(student, jobId);
      expect(res.status, code).toBe(status);
      expect(res.body).toMatchObject({ code, message });
    }
    expect(await snapshot(jobIds, [student.userId])).toEqual(before);
    await expectNoNewMail(mail);
  });

  it('takes one application per student per job: a repeat is a 409 that writes and sends nothing', async () => {
    const title = uniqueTitle();
    const jobId = await postJob(employer, title);
    expect((await apply(otherStudent, jobId)).status).toBe(200);
    await expectMails(employer.email, `New application from ${otherStudent.firstName} for ${title}`, 1);
    const before = await snapshot([jobId], [otherStudent.userId]);
    const mail = await inboxCounts([otherStudent.email, employer.email]);
    const again = await apply(otherStudent, jobId, { bio: 'Second try' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_APPLIED',
      message: 'You have already applied to this job.',
    });
    expect(await snapshot([jobId], [otherStudent.userId])).toEqual(before);
    await expectNoNewMail(mail);
  });

  it('fifty applies at once by one student give one application, one set of e-mails and 409s', async () => {
    const title = uniqueTitle('Babysitting');
    const jobId = await postJob(employer, title);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => apply(teen, jobId, { expectedPrice: 12 })),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await applicationsOf(jobId)).toHaveLength(1);
    expect(await countersOf(jobId)).toEqual({ total: 1, pending: 1, accepted: 0, rejected: 0 });
    // Only the application that was written counts against the daily limit.
    await expectMails(teen.email, `Your application for ${title} was sent`, 1);
    await expectMails(teen.parentEmail as string, `applied for a job: ${title}`, 1);
    await expectMails(employer.email, `New application from ${teen.firstName} for ${title}`, 1);
  });
});

describe('DELETE /application/{id}: a student withdraws', () => {
  it('withdraws their own pending application: it is gone and stops counting for the employer', async () => {
    const jobId = await postJob(employer);
    const applied = await apply(otherStudent, jobId);
    const applicationId = applied.body.entity as string;
    expect(await countersOf(jobId)).toMatchObject({ total: 1, pending: 1 });

    const res = await api('withdrawApplication', {
      params: { id: applicationId },
      token: otherStudent.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: applicationMessages.withdrawn });
    expect(await applicationsOf(jobId)).toEqual([]);
    expect(await countersOf(jobId)).toEqual({ total: 0, pending: 0, accepted: 0, rejected: 0 });
    const employerView = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(employerView.body.applications).toEqual([]);

    // Gone: a second withdrawal finds nothing; the student may apply again.
    expect(
      (await api('withdrawApplication', { params: { id: applicationId }, token: otherStudent.token })).status,
    ).toBe(404);
    expect((await apply(otherStudent, jobId)).status).toBe(200);
  });

  it("refuses someone else's application (404) and a reviewed one (409), changing nothing", async () => {
    const title = uniqueTitle('Gardening');
    const jobId = await postJob(employer, title);
    const mine = (await apply(student, jobId)).body.entity as string;
    const accepted = (await apply(teen, jobId)).body.entity as string;
    const rejected = (await apply(otherStudent, jobId)).body.entity as string;
    const review = (applicant: Actor, applicationId: string, reviewDecision: boolean) =>
      api('reviewApplication', {
        token: employer.token,
        body: { applicantId: applicant.userId, applicationId, reviewDecision },
      });
    expect((await review(teen, accepted, true)).status).toBe(200);
    expect((await review(otherStudent, rejected, false)).status).toBe(200);
    await expectMails(teen.email, `Your application for ${title} was accepted`, 1);
    const before = await snapshot([jobId], [student.userId, teen.userId, otherStudent.userId]);
    const mail = await inboxCounts([student.email, teen.email, otherStudent.email, employer.email]);

    const someoneElses = await api('withdrawApplication', {
      params: { id: mine },
      token: otherStudent.token,
    });
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body.code).toBe('APPLICATION_NOT_FOUND');
    for (const [who, id] of [
      [teen, accepted],
      [otherStudent, rejected],
    ] as const) {
      const res = await api('withdrawApplication', { params: { id }, token: who.token });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'NOT_WITHDRAWABLE',
        message: applicationMessages.notWithdrawable,
      });
    }
    expect(
      (await api('withdrawApplication', { params: { id: randomUUID() }, token: student.token })).status,
    ).toBe(404);
    expect(
      (await api('withdrawApplication', { params: { id: 'not-an-id' }, token: student.token })).status,
    ).toBe(400);
    const withBody = await api('withdrawApplication', {
      params: { id: mine },
      token: student.token,
      body: { force: true },
    });
    expect(withBody.status).toBe(400);
    expect(await snapshot([jobId], [student.userId, teen.userId, otherStudent.userId])).toEqual(before);
    await expectNoNewMail(mail);
  });
});

describe('GET /applications: My Applications', () => {
  it("lists only the student's own, newest first, with the job's place and no street address while pending", async () => {
    const fresh = await newStudent('Robin');
    const first = await postJob(employer, uniqueTitle('Tutoring'));
    const second = await postJob(employer, uniqueTitle('Yard work'));
    expect((await apply(fresh, first, { expectedPrice: 15, priceType: 'perHr' })).status).toBe(200);
    expect((await apply(fresh, second)).status).toBe(200);
    expect((await apply(otherStudent, second)).status).toBe(200);

    const res = await api('listOwnApplications', { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.body.applications.map((a: { data: { jobId: string } }) => a.data.jobId)).toEqual([
      second,
      first,
    ]);
    expect(res.body.applications[1]).toEqual({
      entity: expect.any(String),
      createdAt: expect.any(String),
      data: {
        jobId: first,
        jobTitle: expect.stringContaining('Tutoring'),
        createdBy: employerName(),
        applicationStatus: 'Applied',
        expectedPrice: 15,
        priceType: 'perHr',
        jobAddress: { city: 'Austin', state: 'TX' },
      },
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain(STREET);
    expect(raw).not.toContain(employer.email);
  });
});

describe('limits: at most 30 applications in 24 hours', () => {
  it('answers the 31st with a 429 and Retry-After, writing and sending nothing; a repeat is still a 409', async () => {
    const applicant = await newStudent('Lee');
    // Posting is limited too (20 a day per employer), so the 31 jobs come from two new employers.
    const [first, second] = await Promise.all([newEmployer('Kim'), newEmployer('Lou')]);
    const jobIds: string[] = [];
    for (let i = 0; i < 31; i++) jobIds.push(await postJob(i < 16 ? first : second));

    for (const jobId of jobIds.slice(0, 30)) {
      const res = await apply(applicant, jobId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await limitOf('apply', applicant.userId)).toMatchObject({ used: 30 });

    const last = jobIds[30] as string;
    const before = await snapshot([last], [applicant.userId]);
    const mail = await inboxCounts([applicant.email, second.email]);
    const res = await apply(applicant, last);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: limits.apply.message });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.apply.windowSeconds);
    expect(await snapshot([last], [applicant.userId])).toEqual(before);
    expect(await applicationsOf(last)).toEqual([]);

    // A repeat of an application that exists is a 409 (a duplicate), not a 429, and counts nothing.
    const repeat = await apply(applicant, jobIds[0] as string);
    expect(repeat.status).toBe(409);
    expect(await limitOf('apply', applicant.userId)).toMatchObject({ used: 30 });
    await expectNoNewMail(mail);
  });
});
