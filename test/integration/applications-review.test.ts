import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../shared/rules/person';
import { applicationMessages } from '../../shared/schemas/application';
import { api } from './support/api';
import {
  type Actor,
  applicationsOf,
  countersOf,
  expectMails,
  expectNoNewMail,
  expectNothingPrivate,
  inboxCounts,
  mailsTo,
  newEmployer,
  newStudent,
  newTeen,
  postJob,
  STREET,
  snapshot,
  uniqueTitle,
} from './support/marketplace';

/*
 * The employer's side of applications over HTTP: GET /job/{id}/applications, GET
 * /jobs/applications/{id}, POST /application/review and POST /application/{id}/interest, and what the
 * student sees afterwards in GET /applications.
 */

let employer: Actor;
let otherEmployer: Actor;
let teen: Actor;
let student: Actor;

beforeAll(async () => {
  employer = await newEmployer('Pat');
  otherEmployer = await newEmployer('Ola');
  teen = await newTeen('Maya');
  student = await newStudent('Sam');
});

async function applied(who: Actor, jobId: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await api('applyToJob', { params: { id: jobId }, token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity as string;
}

const review = (by: Actor, applicant: Actor, applicationId: string, reviewDecision: unknown) =>
  api('reviewApplication', {
    token: by.token,
    body: { applicantId: applicant.userId, applicationId, reviewDecision },
  });

const interest = (by: Actor, applicationId: string) =>
  api('expressInterest', { params: { id: applicationId }, token: by.token });

const ownApplication = async (who: Actor, applicationId: string) => {
  const res = await api('listOwnApplications', { token: who.token });
  expect(res.status).toBe(200);
  return {
    raw: JSON.stringify(res.body),
    item: res.body.applications.find((a: { entity: string }) => a.entity === applicationId),
  };
};

describe('GET /job/{id}/applications and GET /jobs/applications/{id}: the employer reads applications', () => {
  it("lists an own job's applications newest first, with what the reviewer needs and nothing private", async () => {
    const jobId = await postJob(employer);
    const first = await applied(student, jobId, { expectedPrice: 18, priceType: 'perHr', bio: 'Reliable.' });
    const second = await applied(teen, jobId);
    const res = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(res.status).toBe(200);
    expect(res.body.applications.map((a: { entity: string }) => a.entity)).toEqual([second, first]);
    expect(res.body.applications[1]).toEqual({
      entity: first,
      id: student.userId,
      createdAt: expect.any(String),
      data: {
        jobId,
        firstName: student.firstName,
        lastName: student.lastName,
        // No e-mail address before acceptance: the conversation is the channel.
        jobTitle: expect.any(String),
        createdBy: `${employer.firstName} ${employer.lastName}`,
        applicationStatus: 'Applied',
        expectedPrice: 18,
        priceType: 'perHr',
        bio: 'Reliable.',
        isMinor: false,
      },
    });
    expect(res.body.applications[0].data.isMinor).toBe(true);
    expectNothingPrivate(JSON.stringify(res.body), teen);
    expectNothingPrivate(JSON.stringify(res.body), student);

    const one = await api('getApplication', { params: { id: second }, token: employer.token });
    expect(one.status).toBe(200);
    expect(one.body.application).toEqual(res.body.applications[0]);
    expectNothingPrivate(JSON.stringify(one.body), teen);
  });

  it("answers another employer's job or application, and unknown ones, with a 404; bad ids with a 400", async () => {
    const jobId = await postJob(employer);
    const applicationId = await applied(student, jobId);
    const cases: ['listJobApplications' | 'getApplication', string, number, string?][] = [
      ['listJobApplications', jobId, 404, 'JOB_NOT_FOUND'],
      ['listJobApplications', randomUUID(), 404, 'JOB_NOT_FOUND'],
      ['getApplication', applicationId, 404, 'APPLICATION_NOT_FOUND'],
      ['getApplication', randomUUID(), 404, 'APPLICATION_NOT_FOUND'],
      ['listJobApplications', '42', 400],
      ['getApplication', 'not-an-id', 400],
    ];
    for (const [route, id, status, code] of cases) {
      const res = await api(route, { params: { id }, token: otherEmployer.token });
      const label = `${route} ${id}`;
      expect(res.status, label).toBe(status);
      if (code) expect(res.body.code, label).toBe(code);
    }
  });
});

describe('POST /application/review', () => {
  it('accepts: the counters move, the student learns the street address and the employer contact, and the teen and parent are mailed', async () => {
    const title = uniqueTitle('Pet sitting');
    const jobId = await postJob(employer, title);
    const acceptedId = await applied(teen, jobId);
    const pendingId = await applied(student, jobId);

    const res = await review(employer, teen, acceptedId, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: applicationMessages.accepted,
      changed: true,
      application: { entity: acceptedId, data: { applicationStatus: 'Accepted' } },
    });
    expectNothingPrivate(JSON.stringify(res.body), teen);
    expect(await countersOf(jobId)).toEqual({ total: 2, pending: 1, accepted: 1, rejected: 0 });

    const [mail] = await expectMails(teen.email, `Your application for ${title} was accepted`, 1);
    expect(mail?.body.text).toContain(formatPhone('5035550199'));
    expect(mail?.body.text).toContain(employer.email);
    await expectMails(
      teen.parentEmail as string,
      `${teen.firstName}’s application for ${title} was accepted`,
      1,
    );

    const mine = await ownApplication(teen, acceptedId);
    expect(mine.item.data).toMatchObject({
      applicationStatus: 'Accepted',
      accepted: {
        address: expect.objectContaining({ address1: STREET, city: 'Austin', state: 'TX', zipCode: '78704' }),
        employerName: `${employer.firstName} ${employer.lastName}`,
        employerEmail: employer.email,
        employerPhone: '5035550199',
      },
    });
    // The other applicant, still pending, sees neither.
    const theirs = await ownApplication(student, pendingId);
    expect(theirs.item.data).not.toHaveProperty('accepted');
    expect(theirs.raw).not.toContain(STREET);
    expect(theirs.raw).not.toContain(employer.email);
  });

  it('rejects kindly (no contact details), and keeps a rejection final: no acceptance or interview e-mail after it', async () => {
    const title = uniqueTitle('Snow removal');
    const jobId = await postJob(employer, title);
    const id = await applied(student, jobId);

    const rejected = await review(employer, student, id, false);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ message: applicationMessages.rejected, changed: true });
    expect(await countersOf(jobId)).toEqual({ total: 1, pending: 0, accepted: 0, rejected: 1 });
    const [mail] = await expectMails(student.email, `Your application for ${title} was not selected`, 1);
    expect(mail?.body.text).not.toContain(employer.email);
    expect(mail?.body.text).not.toContain(formatPhone('5035550199'));
    const mine = await ownApplication(student, id);
    expect(mine.item.data.applicationStatus).toBe('Rejected');
    expect(mine.raw).not.toContain(STREET);

    // The same decision again changes nothing and sends nothing.
    let before = await snapshot([jobId], [student.userId]);
    let mails = await inboxCounts([student.email, employer.email]);
    const again = await review(employer, student, id, false);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: applicationMessages.alreadyDecided, changed: false });
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mails);

    // A rejection is final: no acceptance and no interview e-mail follow it.
    before = await snapshot([jobId], [student.userId]);
    mails = await inboxCounts([student.email, employer.email]);
    const accept = await review(employer, student, id, true);
    expect(accept.status).toBe(409);
    expect(accept.body).toMatchObject({ code: 'FINAL_DECISION', message: applicationMessages.rejectedFinal });
    const invite = await interest(employer, id);
    expect(invite.status).toBe(409);
    expect(invite.body).toMatchObject({
      code: 'INTEREST_AFTER_REJECT',
      message: applicationMessages.interestAfterReject,
    });
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mails);
    expect(await mailsTo(student.email, `Your application for ${title} was accepted`)).toEqual([]);
  });

  it('keeps an acceptance final: no rejection follows it', async () => {
    const title = uniqueTitle('Gutter cleaning');
    const jobId = await postJob(employer, title);
    const id = await applied(student, jobId);
    expect((await review(employer, student, id, true)).status).toBe(200);
    await expectMails(student.email, `Your application for ${title} was accepted`, 1);
    const before = await snapshot([jobId], [student.userId]);
    const mails = await inboxCounts([student.email, employer.email]);
    const undo = await review(employer, student, id, false);
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({ code: 'FINAL_DECISION', message: applicationMessages.finalDecision });
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mails);
  });

  it('tells the parent who the employer is and how to reach them on acceptance, as the student is told', async () => {
    const title = uniqueTitle('Garden help');
    const jobId = await postJob(employer, title);
    const id = await applied(teen, jobId);
    expect((await review(employer, teen, id, true)).status).toBe(200);
    const [mail] = await expectMails(
      teen.parentEmail as string,
      `${teen.firstName}’s application for ${title} was accepted`,
      1,
    );
    const employerName = `${employer.firstName} ${employer.lastName}`;
    for (const part of [mail?.body.text, mail?.body.html]) {
      expect(part).toContain(employerName);
      expect(part).toContain(formatPhone('5035550199'));
      expect(part).toContain(employer.email);
    }

    // A rejection names the employer but shares no contact details.
    const otherJob = await postJob(employer, uniqueTitle('Leaf raking'));
    const rejectedId = await applied(teen, otherJob);
    const otherTitle = (await applicationsOf(otherJob))[0]?.jobTitle as string;
    expect((await review(employer, teen, rejectedId, false)).status).toBe(200);
    const [no] = await expectMails(
      teen.parentEmail as string,
      `${teen.firstName}’s application for ${otherTitle} was not selected`,
      1,
    );
    expect(no?.body.text).toContain(employerName);
    expect(no?.body.text).not.toContain(employer.email);
    expect(no?.body.text).not.toContain(formatPhone('5035550199'));
  });

  it('refuses another employer, the wrong applicant, an unknown application (404) and bad bodies (400), changing nothing', async () => {
    const jobId = await postJob(employer);
    const id = await applied(student, jobId);
    const before = await snapshot([jobId], [student.userId]);
    const mails = await inboxCounts([student.email, employer.email, otherEmployer.email]);

    const notFound = [
      await review(otherEmployer, student, id, true),
      await review(employer, teen, id, true),
      await review(employer, student, randomUUID(), true),
    ];
    for (const res of notFound) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('APPLICATION_NOT_FOUND');
    }
    const badBodies: Record<string, unknown>[] = [
      {},
      { applicantId: student.userId, applicationId: id },
      { applicantId: student.userId, applicationId: id, reviewDecision: 'yes' },
      { applicantId: student.userId, applicationId: 'not-an-id', reviewDecision: true },
      { applicantId: '', applicationId: id, reviewDecision: true },
      { applicantId: student.userId, applicationId: id, reviewDecision: true, status: 'Accepted' },
    ];
    for (const body of badBodies) {
      const res = await api('reviewApplication', { token: employer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toBeDefined();
    }
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mails);
  });

  it('fifty identical accepts at once give one change and one set of e-mails', async () => {
    const title = uniqueTitle('Tech help');
    const jobId = await postJob(employer, title);
    const id = await applied(teen, jobId);
    const results = await Promise.all(Array.from({ length: 50 }, () => review(employer, teen, id, true)));
    expect(results.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(results.filter((res) => res.body.changed === true)).toHaveLength(1);
    expect(await countersOf(jobId)).toEqual({ total: 1, pending: 0, accepted: 1, rejected: 0 });
    expect(await applicationsOf(jobId)).toEqual([expect.objectContaining({ status: 'Accepted' })]);
    await expectMails(teen.email, `Your application for ${title} was accepted`, 1);
    await expectMails(teen.parentEmail as string, `application for ${title} was accepted`, 1);
  });

  it('fifty mixed accepts and rejects at once: one decision wins, the rest are 200 unchanged or 409, one set of e-mails', async () => {
    const title = uniqueTitle('Window washing');
    // A teen of their own: a guardian's mails past 10 a day wait for the digest, and the
    // file's shared teen has had many.
    const teen = await newTeen('Mina');
    const jobId = await postJob(employer, title);
    const id = await applied(teen, jobId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => review(employer, teen, id, i % 2 === 0)),
    );
    expect(results.filter((res) => res.status === 200 && res.body.changed === true)).toHaveLength(1);
    const [stored] = await applicationsOf(jobId);
    const won = stored?.status;
    expect(['Accepted', 'Rejected']).toContain(won);
    const winning = won === 'Accepted';
    for (const [i, res] of results.entries()) {
      // The winner's side is answered 200; the other side 409, naming the decision that stands.
      if ((i % 2 === 0) === winning) expect(res.status).toBe(200);
      else {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          winning ? applicationMessages.finalDecision : applicationMessages.rejectedFinal,
        );
      }
    }
    expect(await countersOf(jobId)).toEqual({
      total: 1,
      pending: 0,
      accepted: winning ? 1 : 0,
      rejected: winning ? 0 : 1,
    });
    const outcome = winning ? 'accepted' : 'not selected';
    const lost = winning ? 'not selected' : 'accepted';
    await expectMails(teen.email, `Your application for ${title} was ${outcome}`, 1);
    await expectMails(teen.parentEmail as string, `application for ${title} was ${outcome}`, 1);
    expect(await mailsTo(teen.email, `Your application for ${title} was ${lost}`)).toEqual([]);
    expect(await mailsTo(teen.parentEmail as string, `application for ${title} was ${lost}`)).toEqual([]);
  });

  it('a rejection and fifty interview e-mails at once: at most one invitation, and only while still pending', async () => {
    const title = uniqueTitle('Moving boxes');
    const jobId = await postJob(employer, title);
    const id = await applied(student, jobId);
    const [rejected, ...invites] = await Promise.all([
      review(employer, student, id, false),
      ...Array.from({ length: 50 }, () => interest(employer, id)),
    ]);
    expect(rejected?.status).toBe(200);
    const sent = invites.filter((res) => res.status === 200);
    expect(sent.length).toBeLessThanOrEqual(1);
    for (const res of invites.filter((r) => r.status !== 200)) expect(res.status).toBe(409);
    await expectMails(student.email, `Your application for ${title} was not selected`, 1);
    // Every refused invitation was refused for a reason the employer can read.
    for (const res of invites.filter((r) => r.status === 409)) {
      expect([applicationMessages.interestAlreadySent, applicationMessages.interestAfterReject]).toContain(
        res.body.message,
      );
    }
    const [stored] = await applicationsOf(jobId);
    expect(stored?.status).toBe('Rejected');
    expect(Boolean(stored?.interestSentAt)).toBe(sent.length === 1);
    await expectMails(
      student.email,
      `An employer is interested in your application for ${title}`,
      sent.length,
    );
  });
});

describe('POST /application/{id}/interest', () => {
  it('sends the interest e-mails once; a repeat or fifty at once send nothing more', async () => {
    // A teen of their own (see the mixed decisions above).
    const teen = await newTeen('Nia');
    const title = uniqueTitle('Errands');
    const jobId = await postJob(employer, title);
    const id = await applied(teen, jobId);
    const results = await Promise.all(Array.from({ length: 50 }, () => interest(employer, id)));
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = results.filter((res) => res.status !== 200);
    expect(refused.map((res) => res.status)).toEqual(Array(49).fill(409));
    expect(refused[0]?.body).toMatchObject({
      code: 'INTEREST_ALREADY_SENT',
      message: applicationMessages.interestAlreadySent,
    });
    const ok = results.find((res) => res.status === 200);
    expect(ok?.body).toMatchObject({
      message: applicationMessages.interestSent,
      application: { entity: id, data: { interestSentAt: expect.any(String) } },
    });
    expectNothingPrivate(JSON.stringify(ok?.body), teen);

    await expectMails(teen.email, `An employer is interested in your application for ${title}`, 1);
    await expectMails(employer.email, `Next steps with ${teen.firstName} ${teen.lastName} for ${title}`, 1);
    expect(
      (await api('getApplication', { params: { id }, token: employer.token })).body.application.data,
    ).toHaveProperty('interestSentAt');
    // The guardian hears of the application, and of the interest as one of their teen's events (issue
    // 20 §2; docs/spec/2-employers-and-info-pages.md §7 sent them the application only).
    await expectMails(teen.parentEmail as string, `applied for a job: ${title}`, 1);
    await expectMails(teen.parentEmail as string, `told ${teen.firstName} they are interested`, 1);
  });

  it('refuses once accepted (409), for another employer or an unknown id (404), and bad input (400)', async () => {
    const title = uniqueTitle('House sitting');
    const jobId = await postJob(employer, title);
    const id = await applied(student, jobId);
    expect((await review(employer, student, id, true)).status).toBe(200);
    await expectMails(student.email, `Your application for ${title} was accepted`, 1);
    const before = await snapshot([jobId], [student.userId]);
    const mails = await inboxCounts([student.email, employer.email, otherEmployer.email]);

    const afterAccept = await interest(employer, id);
    expect(afterAccept.status).toBe(409);
    expect(afterAccept.body).toMatchObject({
      code: 'INTEREST_AFTER_ACCEPT',
      message: applicationMessages.interestAfterAccept,
    });
    expect((await interest(otherEmployer, id)).status).toBe(404);
    expect((await interest(employer, randomUUID())).status).toBe(404);
    expect((await interest(employer, 'not-an-id')).status).toBe(400);
    const withBody = await api('expressInterest', {
      params: { id },
      token: employer.token,
      body: { message: 'hi' },
    });
    expect(withBody.status).toBe(400);
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(mails);
  });
});
