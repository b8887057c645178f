import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanPages } from '../../functions/lib/read-all-pages';
import { localTableName } from '../../scripts/local/bootstrap';
import { SUPPORT_EMAIL } from '../../scripts/local/stack';
import { accountMessages } from '../../shared/schemas/account';
import { tableIds } from '../../shared/tables';
import {
  employerPayload,
  PASSWORD,
  poolUser,
  studentPayload,
  teenPayload,
  waitForMail,
} from './support/accounts';
import { saveSearch } from './support/alerts';
import { api } from './support/api';
import { acceptInvitation, alertEveryEvent, invitationToken, newConfirmedFamily } from './support/family';
import { waitFor } from './support/faults';
import {
  type Actor,
  actorFor,
  applicationsOf,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newRoleless,
  postJob,
  STREET,
  storedJob,
  uniqueTitle,
} from './support/marketplace';
import { readItem, readPartition, tablesClient } from './support/tables';

/*
 * "Your data is yours", over HTTP on the local stack: DELETE /user, DELETE
 * /family/teen/{id} and GET /user/export. After each deletion, every item of every table of the stack
 * is read, and none may still hold the person's e-mail address or name. What the deletion policy
 * (docs/security.md) keeps holds neither: a report's own words, counters keyed on an account id or a hash of
 * the address, and delivery records keyed on that hash.
 */

/** A name no other test uses (letters only, as names must be), so finding it anywhere is a leak. */
const uniqueName = (prefix: string) =>
  prefix + [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

async function personFor(role: 'student' | 'employer', extra: Record<string, unknown> = {}): Promise<Actor> {
  const names = { firstName: uniqueName('Zed'), lastName: uniqueName('Quill') };
  return role === 'student'
    ? actorFor(studentPayload({ ...names, ...extra }), 1)
    : actorFor(employerPayload(names), 2);
}

/** Every item of every table (deliveries included), as JSON lines: where a leak would show. */
async function everyItem(): Promise<string[]> {
  const lines: string[] = [];
  for (const id of tableIds) {
    for await (const page of scanPages(
      { TableName: localTableName(id), ConsistentRead: true },
      tablesClient(),
    )) {
      for (const item of page.Items ?? []) lines.push(`${id}: ${JSON.stringify(item)}`);
    }
  }
  return lines;
}

/**
 * The items of every table that mention any of `needles` (ids, addresses): what a request about those
 * people could have written. Other files write to the same stack at the same time, so a "changed
 * nothing" check compares these, not the whole tables.
 */
async function itemsMentioning(...needles: string[]): Promise<string[]> {
  return (await everyItem()).filter((line) => needles.some((needle) => line.includes(needle)));
}

/** Nothing in any table holds the person's address or either of their names (in any case). */
async function expectForgotten(person: Pick<Actor, 'email' | 'firstName' | 'lastName'>): Promise<void> {
  const needles = [person.email, person.firstName, person.lastName].map((text) => text.toLowerCase());
  const leaks = (await everyItem()).filter((line) =>
    needles.some((needle) => line.toLowerCase().includes(needle)),
  );
  expect(leaks, `items still holding ${person.email}`).toEqual([]);
  // The user pool's user is gone too.
  expect(poolUser(person.email)).toBeUndefined();
}

/** A teen and their confirmed guardian, each with names no other test uses. */
async function familyWithNames(age: number) {
  const teen = await actorFor(
    teenPayload({
      firstName: uniqueName('Mia'),
      lastName: uniqueName('Vale'),
      age,
      parentName: 'Priya Patel',
    }),
    1,
  );
  const token = await invitationToken(teen.parentEmail as string);
  const guardian = await acceptInvitation(token, uniqueName('Gwen'), uniqueName('Hale'));
  await alertEveryEvent(guardian, teen.userId);
  return { teen, guardian };
}

const deleteAccount = (who: Pick<Actor, 'token'>, confirmation = 'DELETE') =>
  api('deleteAccount', { token: who.token, body: { confirmation } });

const signInAs = (who: Actor, roleId: 1 | 2) =>
  api('signIn', { body: { emailId: who.email, password: PASSWORD, expectedRoleId: roleId } });

const DELETED_SUBJECT = 'has been deleted';

let employer: Actor;

beforeAll(async () => {
  employer = await newEmployer('Pat');
});

describe('DELETE /user: a student deletes their account', () => {
  it('refuses a wrong typed confirmation with a 400 that says what to type, changing nothing', async () => {
    const student = await personFor('student');
    const about = [student.userId, student.email];
    const before = await itemsMentioning(...about);
    const mails = await inboxCounts([student.email]);
    for (const confirmation of ['delete', 'DELETE ME', '']) {
      const res = await deleteAccount(student, confirmation);
      expect(res.status, confirmation).toBe(400);
      expect(res.body).toMatchObject({
        code: 'CONFIRMATION_MISMATCH',
        message: accountMessages.confirmationMismatch,
      });
    }
    expect(await itemsMentioning(...about)).toEqual(before);
    await expectNoNewMail(mails);
    expect((await signInAs(student, 1)).status).toBe(200);
  });

  it('withdraws pending applications, shows employers "Former student", ends sessions, mails once and leaves no trace', async () => {
    const student = await personFor('student', { bio: 'I walk dogs.' });
    const [pendingJob, decidedJob] = await Promise.all([postJob(employer), postJob(employer)]);
    for (const jobId of [pendingJob, decidedJob]) {
      const res = await api('applyToJob', {
        params: { id: jobId },
        token: student.token,
        body: { bio: `Hello, I am ${student.firstName}. Reach me at ${student.email}.` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const [decided] = await applicationsOf(decidedJob);
    const review = await api('reviewApplication', {
      token: employer.token,
      body: { applicantId: student.userId, applicationId: decided?.applicationId, reviewDecision: true },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    await saveSearch(student, { title: 'Dog walking' });
    const reported = await postJob(await newEmployer('Rae'));
    const report = await api('reportJob', {
      params: { id: reported },
      token: student.token,
      body: { reportReason: 'money', reportDescription: 'They asked me to buy gift cards first.' },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const session = await signInAs(student, 1);
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const res = await deleteAccount(student);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: accountMessages.deleted });
    // This browser's session cookie and its hint are removed.
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    // Signed out everywhere, and no way back in.
    expect((await signInAs(student, 1)).status).toBe(401);
    expect((await api('refreshToken', { headers: { cookie } })).status).toBe(401);
    expect((await api('getOwnProfile', { token: student.token })).status).toBe(404);

    // The pending application is withdrawn (off the job's counters); the decided one is anonymized.
    expect(await applicationsOf(pendingJob)).toEqual([]);
    expect(await storedJob(pendingJob)).toMatchObject({ appTotal: 0, appPending: 0 });
    const list = await api('listJobApplications', { params: { id: decidedJob }, token: employer.token });
    expect(list.status).toBe(200);
    expect(list.body.applications).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          firstName: 'Former student',
          lastName: '',
          bio: '',
          applicationStatus: 'Accepted',
        }),
      }),
    ]);
    // No address at all, not even an empty one.
    expect(list.body.applications[0].data).not.toHaveProperty('emailId');
    // The report stays for support, without the reporter's address.
    const kept = await readItem('reports', { jobId: reported, reporterId: student.userId });
    expect(kept).toMatchObject({ description: 'They asked me to buy gift cards first.', reporterEmail: '' });

    const [mail] = await expectMails(student.email, DELETED_SUBJECT, 1);
    expect(mail?.body.text).toContain('Former student');
    await expectForgotten(student);
  });

  it('writes nothing more with the ID token that outlives the account: every write is a 404', async () => {
    const student = await personFor('student');
    const title = uniqueTitle();
    const jobId = await postJob(await newEmployer('Rae'), title);
    expect((await deleteAccount(student)).status).toBe(200);
    await expectForgotten(student);
    // What the deletion keeps under the account id (its own limit's counter, gone by TTL).
    const kept = await itemsMentioning(student.userId);
    const mails = await inboxCounts([student.email, { address: SUPPORT_EMAIL, mentioning: title }]);
    // The ID token is still valid for up to 15 minutes: it finds no profile, so it writes nothing.
    const writes = [
      await api('saveSearch', { token: student.token, body: { title: 'Dog walking' } }),
      await api('reportJob', {
        params: { id: jobId },
        token: student.token,
        body: { reportReason: 'money', reportDescription: 'They asked me to buy gift cards first.' },
      }),
      await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} }),
      await api('updateOwnProfile', {
        token: student.token,
        body: { id: student.userId, entity: student.userId, data: { bio: 'Back again.' } },
      }),
    ];
    for (const res of writes) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.code).toBe('PROFILE_NOT_FOUND');
    }
    expect(await itemsMentioning(student.userId)).toEqual(kept);
    await expectNoNewMail(mails);
    await expectForgotten(student);
  });

  it('deletes once when fifty requests arrive at once: one mail, and no answer a 5xx', async () => {
    const student = await personFor('student');
    const answers = await Promise.all(Array.from({ length: 50 }, () => deleteAccount(student)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    // Done (200, also for a request that finds it done), under way (409), or past the limit (429).
    expect(
      statuses.every((status) => [200, 409, 429].includes(status)),
      String(statuses),
    ).toBe(true);
    await expectMails(student.email, DELETED_SUBJECT, 1);
    await expectForgotten(student);
  });
});

describe('DELETE /user: a Google user who never chose a role', () => {
  it('has no profile: their user pool user goes, and nobody is mailed', async () => {
    const roleless = await newRoleless();
    const mails = await inboxCounts([roleless.email]);
    const res = await deleteAccount(roleless);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(poolUser(roleless.email)).toBeUndefined();
    await expectNoNewMail(mails);
  });
});

describe('DELETE /user: an employer deletes their account', () => {
  it('closes open jobs (ending their pending applications), anonymizes every job, and leaves no trace', async () => {
    const owner = await personFor('employer');
    const applicant = await personFor('student');
    const jobId = await postJob(owner);
    expect(
      (await api('applyToJob', { params: { id: jobId }, token: applicant.token, body: {} })).status,
    ).toBe(200);

    const res = await deleteAccount(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signInAs(owner, 2)).status).toBe(401);

    expect(await storedJob(jobId)).toMatchObject({ status: 'closed' });
    const job = await readItem<Record<string, any>>('jobs', { jobId });
    expect(job?.address.address1).toBe('');
    expect(JSON.stringify(job)).not.toContain(STREET);
    const mine = await api('listOwnApplications', { token: applicant.token });
    expect(mine.body.applications).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ createdBy: 'Former employer', applicationStatus: 'JobRemoved' }),
      }),
    ]);
    await expectMails(owner.email, DELETED_SUBJECT, 1);
    await expectForgotten(owner);
  });
});

describe('a teen and their guardian', () => {
  it('a guardian deletes their teen from /family: someone else’s teen is a 404, the teen is gone, both are told', async () => {
    const { teen, guardian } = await familyWithNames(14);
    const other = await newConfirmedFamily('Ola', 15);
    const teenRoute = { params: { id: teen.userId } };
    const about = [teen.userId, teen.email, guardian.userId, guardian.email, other.guardian.userId];
    const before = await itemsMentioning(...about);
    const refused = await api('deleteTeenAccount', {
      ...teenRoute,
      token: other.guardian.token,
      body: { confirmation: 'DELETE' },
    });
    const nobody = await api('deleteTeenAccount', {
      params: { id: 'no-such-teen' },
      token: other.guardian.token,
      body: { confirmation: 'DELETE' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(nobody.body);
    const wrong = await api('deleteTeenAccount', {
      ...teenRoute,
      token: guardian.token,
      body: { confirmation: 'yes' },
    });
    expect(wrong.status).toBe(400);
    expect(await itemsMentioning(...about)).toEqual(before);

    const res = await api('deleteTeenAccount', {
      ...teenRoute,
      token: guardian.token,
      body: { confirmation: 'DELETE' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signInAs(teen, 1)).status).toBe(401);
    const family = await api('getFamily', { token: guardian.token });
    expect(JSON.stringify(family.body)).not.toContain(teen.userId);
    const [toTeen] = await expectMails(teen.email, DELETED_SUBJECT, 1);
    expect(toTeen?.body.text).toContain(`${guardian.firstName} ${guardian.lastName}`);
    await expectMails(guardian.email, DELETED_SUBJECT, 1);
    await expectForgotten(teen);
  });

  it('a teen deletes their own account: their guardian is told, and the teen leaves /family', async () => {
    const { teen, guardian } = await familyWithNames(16);
    const res = await deleteAccount(teen);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [toGuardian] = await expectMails(guardian.email, DELETED_SUBJECT, 1);
    expect(toGuardian?.body.text).toContain(`${teen.firstName} ${teen.lastName}`);
    const family = await api('getFamily', { token: guardian.token });
    expect(family.status).toBe(200);
    expect(JSON.stringify(family.body)).not.toContain(teen.userId);
    await expectForgotten(teen);
  });

  it('a guardian deletes their own account: the teen’s link ends and their applications pause until a guardian confirms again', async () => {
    const { teen, guardian } = await familyWithNames(15);
    const res = await deleteAccount(guardian);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = await api('getOwnProfile', { token: teen.token });
    expect(profile.body.data.guardian).toMatchObject({ status: 'ended', email: '' });
    const apply = await api('applyToJob', {
      params: { id: await postJob(employer) },
      token: teen.token,
      body: {},
    });
    expect(apply.status).toBe(403);
    expect(apply.body.code).toBe('GUARDIAN_ENDED');
    // The teen adds a parent or guardian again, who is invited.
    const again = await api('correctGuardian', {
      token: teen.token,
      body: { parentName: 'Ada Byrne', parentEmail: `ada-${uniqueName('g')}@example.com` },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.profile.data.guardian).toMatchObject({ status: 'invited', name: 'Ada Byrne' });
    await expectMails(guardian.email, DELETED_SUBJECT, 1);
    await expectForgotten(guardian);
  });
});

describe('GET /user/export: download my data', () => {
  it('is a JSON attachment of the profile, applications, reports, saved searches, guardian link and mails, without link secrets', async () => {
    const { teen } = await familyWithNames(16);
    const jobId = await postJob(employer);
    expect((await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} })).status).toBe(
      200,
    );
    await saveSearch(teen, { title: 'Babysitting' });
    // The application's mail to the teen is sent by the notify function, a moment later.
    await waitForMail(teen.email);
    // Its delivery record, by the index the export reads (polled here, not through the limited export).
    const hash = createHash('sha256').update(teen.email.toLowerCase()).digest('hex');
    await waitFor(
      async () =>
        (await readPartition('deliveries', { name: 'recipientHash', value: hash }, 'byRecipient')).length > 0,
    );
    const res = await api('exportAccountData', { token: teen.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="neighbourhood-jobs-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({
      userId: teen.userId,
      emailId: teen.email,
      firstName: teen.firstName,
    });
    expect(data.applications).toEqual([expect.objectContaining({ jobId })]);
    expect(data.savedSearches).toEqual([expect.objectContaining({ title: 'Babysitting' })]);
    expect(data.reportsMade).toEqual([]);
    expect(data.guardianLink).toMatchObject({ status: 'confirmed', email: teen.parentEmail });
    expect(data.mailsSent.length).toBeGreaterThan(0);
    expect(data.mailsSent[0]).toEqual(
      expect.objectContaining({ template: expect.any(String), state: expect.any(String) }),
    );
    const text = JSON.stringify(data);
    for (const secret of ['Nonce', 'matchKeys', 'digestShard']) expect(text).not.toContain(secret);
  });

  it('is limited to 10 a day per account (429 with Retry-After), and refused to a signed-out caller', async () => {
    const student = await personFor('student');
    for (let i = 0; i < 10; i++)
      expect((await api('exportAccountData', { token: student.token })).status).toBe(200);
    const past = await api('exportAccountData', { token: student.token });
    expect(past.status).toBe(429);
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('exportAccountData')).status).toBe(401);
  });
});
