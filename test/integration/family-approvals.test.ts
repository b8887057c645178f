import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { localTableName } from '../../scripts/local/bootstrap';
import { newEmail } from './support/accounts';
import { api } from './support/api';
import {
  acceptInvitation,
  invitationToken,
  linkToken,
  newConfirmedFamily,
  newInvitedTeen,
} from './support/family';
import {
  applicationsOf,
  countersOf,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
  postJob,
  snapshot,
  uniqueTitle,
} from './support/marketplace';
import { tablesClient } from './support/tables';

/*
 * Approvals before the employer hears, the guardian's limits on every apply, and filled
 * or deleted jobs ending the applications still pending on them, with their mails.
 */

const settingsOf = async (guardianToken: string, teenId: string) => {
  const family = await api('getFamily', { token: guardianToken });
  return family.body.teens.find((teen: { teenId: string }) => teen.teenId === teenId).settings;
};

async function setSettings(guardianToken: string, teenId: string, changes: Record<string, unknown>) {
  const res = await api('updateTeenSettings', {
    params: { id: teenId },
    token: guardianToken,
    body: { ...(await settingsOf(guardianToken, teenId)), ...changes },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

describe('approval for 13–15', () => {
  it('holds the application from the employer until the guardian approves from /family', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 14);
    const employer = await newEmployer();
    const title = uniqueTitle('Dog walking');
    const jobId = await postJob(employer, title);

    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    const applicationId = apply.body.entity as string;
    const own = await api('listOwnApplications', { token: teen.token });
    expect(own.body.applications[0].data.applicationStatus).toBe('AwaitingApproval');

    // The guardian is asked, with Approve and Decline links; the employer sees and hears nothing.
    const [request] = await expectMails(guardian.email, `would like to apply for ${title}`, 1);
    // Tokens in the fragment, the suggested decision beside them: no server sees either.
    expect(request?.body.text).toMatch(/\/family\/approval#token=[^\s&]+&decision=approve/);
    expect(request?.body.text).toMatch(/\/family\/approval#token=[^\s&]+&decision=decline/);
    expect(`${request?.body.text}${request?.body.html}`).not.toContain('?token=');
    const employerView = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(employerView.body.applications).toEqual([]);
    expect(await countersOf(jobId)).toMatchObject({ total: 0, pending: 0 });
    const one = await api('getApplication', { params: { id: applicationId }, token: employer.token });
    expect(one.status).toBe(404);
    await expectNoNewMail({ [employer.email]: 0, [teen.email]: 0 });

    // Twenty approvals at once: one approval, one set of mails.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('decideApplication', {
          params: { id: applicationId },
          token: guardian.token,
          body: { approve: true },
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((res) => res.body.changed)).toHaveLength(1);
    await expectMails(employer.email, 'New application', 1);
    await expectMails(teen.email, `${title} was sent`, 1);
    const after = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(after.body.applications.map((a: { entity: string }) => a.entity)).toEqual([applicationId]);
    expect(await countersOf(jobId)).toMatchObject({ total: 1, pending: 1 });
    // The guardian did it: no mail about their own approval (only the invitation and the request).
    const guardianMail = await expectMails(guardian.email, '', 2);
    expect(guardianMail.map((mail) => mail.subject).sort()).toEqual(
      [`Confirm you are Maya ${teen.lastName}’s parent or guardian`, request?.subject].sort(),
    );
  }, 90_000);

  it('approves from the mail link once; a reused link is a 400 that changes nothing', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 13);
    const employer = await newEmployer();
    const title = uniqueTitle('Pet sitting');
    // A kind of job open to a 13-year-old (the rules for young teens: shared/rules/young-teen-rules.ts).
    const jobId = await postJob(employer, title, { kind: 'petSitting' });
    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    const [request] = await expectMails(guardian.email, 'would like to apply', 1);
    const token = linkToken(request as never, '/family/approval');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('decideApplicationByLink', { body: { token, approve: true } })),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 400).every((res) => res.body.code === 'LINK_USED')).toBe(
      true,
    );
    await expectMails(employer.email, 'New application', 1);
    const before = await snapshot([jobId], [teen.userId]);
    const again = await api('decideApplicationByLink', { body: { token, approve: false } });
    expect(again.status).toBe(400);
    expect(await snapshot([jobId], [teen.userId])).toEqual(before);
  });

  it("decides nothing with a link once the guardian it was sent to is no longer the teen's", async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 13);
    const employer = await newEmployer();
    const jobId = await postJob(employer, uniqueTitle('Pet sitting'), { kind: 'petSitting' });
    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    const [request] = await expectMails(guardian.email, 'would like to apply', 1);
    const token = linkToken(request as never, '/family/approval');
    // The guardian deletes their account: the link ends, and so do the links of its waiting approvals.
    const gone = await api('deleteAccount', { token: guardian.token, body: { confirmation: 'DELETE' } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const [waiting] = await applicationsOf(jobId);
    expect(waiting).toMatchObject({ status: 'AwaitingApproval' });
    expect(waiting?.approvalNonce).toBeUndefined();
    // The teen names another guardian, who confirms: the old mail's link still decides nothing.
    const next = newEmail('parent');
    const corrected = await api('correctGuardian', {
      token: teen.token,
      body: { parentName: 'Ada Byrne', parentEmail: next },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    await acceptInvitation(await invitationToken(next));
    const before = await snapshot([jobId], [teen.userId]);
    const inbox = await inboxCounts([employer.email, teen.email, next]);
    const res = await api('decideApplicationByLink', { body: { token, approve: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('INVALID_LINK');
    expect(await snapshot([jobId], [teen.userId])).toEqual(before);
    await expectNoNewMail(inbox);
  });

  it('binds an approval link to its guardian: one still waiting dies when the teen corrects the address', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 13);
    const employer = await newEmployer();
    const jobId = await postJob(employer, uniqueTitle('Pet sitting'), { kind: 'petSitting' });
    expect((await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} })).status).toBe(
      200,
    );
    const [request] = await expectMails(guardian.email, 'would like to apply', 1);
    const token = linkToken(request as never, '/family/approval');
    // The guardian's link ends some other way (a record changed by hand, support's action): the
    // record's nonce stays, yet the link names a guardian the teen no longer has.
    await tablesClient().send(
      new UpdateCommand({
        TableName: localTableName('users'),
        Key: { userId: teen.userId },
        UpdateExpression: 'SET guardianStatus = :ended REMOVE guardianId',
        ExpressionAttributeValues: { ':ended': 'ended' },
      }),
    );
    const next = newEmail('parent');
    const corrected = await api('correctGuardian', {
      token: teen.token,
      body: { parentName: 'Ada Byrne', parentEmail: next },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const [waiting] = await applicationsOf(jobId);
    expect(waiting).toMatchObject({ status: 'AwaitingApproval' });
    expect(waiting?.approvalNonce).toBeUndefined();
    await acceptInvitation(await invitationToken(next));
    const res = await api('decideApplicationByLink', { body: { token, approve: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((await applicationsOf(jobId))[0]).toMatchObject({ status: 'AwaitingApproval' });
  });

  it('tells the teen kindly when the guardian declines, and the employer never hears', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 15);
    const employer = await newEmployer();
    const title = uniqueTitle('Yard work');
    const jobId = await postJob(employer, title);
    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    const res = await api('decideApplication', {
      params: { id: apply.body.entity },
      token: guardian.token,
      body: { approve: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('NotApproved');
    const [kind] = await expectMails(teen.email, 'did not approve', 1);
    expect(kind?.body.text).toContain('Have a chat with them');
    await expectNoNewMail({ [employer.email]: 0 });
    expect(await countersOf(jobId)).toMatchObject({ total: 0 });
  });

  it('is off by default for 16–17 and can be turned on', async () => {
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    const employer = await newEmployer();
    const first = await postJob(employer);
    const direct = await api('applyToJob', { params: { id: first }, token: teen.token, body: {} });
    expect(direct.status).toBe(200);
    await expectMails(employer.email, 'New application', 1);
    await setSettings(guardian.token, teen.userId, { approvalRequired: true });
    const second = await postJob(employer);
    await api('applyToJob', { params: { id: second }, token: teen.token, body: {} });
    const own = await api('listOwnApplications', { token: teen.token });
    const statuses = Object.fromEntries(
      own.body.applications.map((a: { data: { jobId: string; applicationStatus: string } }) => [
        a.data.jobId,
        a.data.applicationStatus,
      ]),
    );
    expect(statuses).toEqual({ [first]: 'Applied', [second]: 'AwaitingApproval' });
  });

  it('waits for a guardian who has not confirmed yet, mailing nobody', async () => {
    const teen = await newInvitedTeen('Maya', 14);
    const employer = await newEmployer();
    const jobId = await postJob(employer);
    const inbox = await inboxCounts([teen.parentEmail as string, employer.email]);
    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(apply.status).toBe(200);
    await expectNoNewMail(inbox);
    expect((await applicationsOf(jobId))[0]?.status).toBe('AwaitingApproval');
  });
});

describe('limits the guardian sets', () => {
  it('refuses with a reason a teen understands, writing nothing and mailing nobody', async () => {
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    const employer = await newEmployer();
    const jobId = await postJob(employer, undefined, { kind: 'dogWalking' });
    const watched = [teen.email, guardian.email, employer.email];

    // Paused.
    await setSettings(guardian.token, teen.userId, { paused: true });
    let before = await snapshot([jobId], [teen.userId]);
    let inbox = await inboxCounts(watched);
    let res = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'GUARDIAN_PAUSED' });
    expect(res.body.message).toContain('Your parent has paused applications');
    expect(await snapshot([jobId], [teen.userId])).toEqual(before);
    await expectNoNewMail(inbox);

    // A 5-mile limit: the teen's ZIP code (97201, Portland) is far from Austin.
    await setSettings(guardian.token, teen.userId, { paused: false, maxDistanceMiles: 5 });
    before = await snapshot([jobId], [teen.userId]);
    inbox = await inboxCounts(watched);
    res = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('GUARDIAN_DISTANCE');
    expect(res.body.message).toBe(
      'Your parent has set a 5-mile limit, and this job is farther away than that.',
    );
    expect(await snapshot([jobId], [teen.userId])).toEqual(before);
    await expectNoNewMail(inbox);

    // Only some kinds of job: the job's kind (dog walking, as posted) is not among them.
    await setSettings(guardian.token, teen.userId, {
      maxDistanceMiles: null,
      allowedKinds: ['babysitting', 'tutoring'],
    });
    res = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'GUARDIAN_KIND',
      message: 'Your parent has not allowed dog walking jobs. Talk with them if you would like to apply.',
    });
    await setSettings(guardian.token, teen.userId, { maxDistanceMiles: 5, allowedKinds: null });

    // The teen reads the limits that apply to them, never the guardian's e-mail settings, and their
    // own home on the map (their ZIP code, Portland's 97201), which the distance is measured from, so
    // the job list shows the limit before they apply.
    const profile = await api('getOwnProfile', { token: teen.token });
    expect(profile.body.data.guardian.limits).toEqual({
      approvalRequired: false,
      maxDistanceMiles: 5,
      allowedKinds: null,
      paused: false,
      home: { latitude: expect.closeTo(45.5, 0), longitude: expect.closeTo(-122.7, 0) },
    });
    expect(JSON.stringify(profile.body)).not.toContain('emailMode');

    // No limit: the apply goes through.
    await setSettings(guardian.token, teen.userId, { maxDistanceMiles: null });
    res = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(res.status).toBe(200);
  });

  it('refuses settings that are not valid, and another family’s teen is a 404', async () => {
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    const other = await newConfirmedFamily('Sam', 15);
    const good = await settingsOf(guardian.token, teen.userId);
    for (const bad of [
      { ...good, maxDistanceMiles: 3 },
      { ...good, emailMode: 'hourly' },
      { ...good, allowedKinds: [] },
      { ...good, allowedKinds: ['skydiving'] },
      { ...good, role: 'admin' },
    ]) {
      const res = await api('updateTeenSettings', {
        params: { id: teen.userId },
        token: guardian.token,
        body: bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const foreign = await api('updateTeenSettings', {
      params: { id: other.teen.userId },
      token: guardian.token,
      body: good,
    });
    expect(foreign.status).toBe(404);
    const family = await api('getFamily', { token: guardian.token });
    expect(family.body.teens.map((t: { teenId: string }) => t.teenId)).toEqual([teen.userId]);
  });

  it('keeps a guardian from deciding on another family’s application (404)', async () => {
    const { teen } = await newConfirmedFamily('Maya', 14);
    const stranger = await newConfirmedFamily('Sam', 14);
    const employer = await newEmployer();
    const jobId = await postJob(employer);
    const apply = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    const before = await snapshot([jobId], [teen.userId]);
    const res = await api('decideApplication', {
      params: { id: apply.body.entity },
      token: stranger.guardian.token,
      body: { approve: true },
    });
    expect(res.status).toBe(404);
    expect(await snapshot([jobId], [teen.userId])).toEqual(before);
  });
});

describe('filled and deleted jobs', () => {
  for (const [how, route, subject, status] of [
    ['marked filled', 'closeJob', 'Not selected: the job was filled', 'JobFilled'],
    ['deleted', 'deleteJob', 'The job was removed', 'JobRemoved'],
  ] as const) {
    it(`end every pending application when the job is ${how}, with one mail each`, async () => {
      const employer = await newEmployer();
      const title = uniqueTitle('Babysitting');
      const jobId = await postJob(employer, title);
      const adult = await newStudent('Sam');
      const { teen, guardian } = await newConfirmedFamily('Alex', 16);
      await api('updateTeenSettings', {
        params: { id: teen.userId },
        token: guardian.token,
        body: { ...(await settingsOf(guardian.token, teen.userId)), emailMode: 'every' },
      });
      const waiting = await newConfirmedFamily('Maya', 14);
      for (const student of [adult, teen, waiting.teen]) {
        const res = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
        expect(res.status).toBe(200);
      }
      await expectMails(guardian.email, title, 1);
      const closed = await api(route, { params: { id: jobId }, token: employer.token });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);

      for (const student of [adult, teen, waiting.teen]) {
        await expectMails(student.email, subject, 1);
        const own = await api('listOwnApplications', { token: student.token });
        expect(own.body.applications[0].data.applicationStatus).toBe(status);
      }
      // One mail to the guardian of each teen; the waiting one's guardian was asked, now told.
      await expectMails(guardian.email, title, 2);
      await expectMails(waiting.guardian.email, title, 2);
      // The employer's numbers: the two they saw are not selected; the waiting one never counted.
      expect(await countersOf(jobId)).toMatchObject({ total: 2, pending: 0, rejected: 2 });
    }, 90_000);
  }
});
