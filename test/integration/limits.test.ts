import { beforeAll, describe, expect, it } from 'vitest';
import { limitKeyOf } from '../../functions/lib/limits';
import { type LimitName, limits } from '../../shared/rules/limits';
import { type ApiResponse, api } from './support/api';
import {
  type Actor,
  applicationsOf,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from './support/marketplace';
import { readItem } from './support/tables';

/*
 * The per-user limits of shared/rules/limits.ts beyond the spec's: interest e-mails and profile
 * updates (posting, applying and reporting have theirs in their own files). Past a limit: a 429 with
 * Retry-After and the rule's message, nothing written and no mail sent.
 */

const counterOf = (name: LimitName, userId: string) =>
  readItem<{ used: number; windowEndsAt: number }>('limits', { limitKey: limitKeyOf(name, userId) });

function expectLimited(res: ApiResponse, name: LimitName) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: limits[name].message });
  const retryAfter = Number(res.headers.get('retry-after'));
  // The window opened with this test's first counted action, a few minutes ago at most.
  expect(retryAfter).toBeGreaterThan(limits[name].windowSeconds - 600);
  expect(retryAfter).toBeLessThanOrEqual(limits[name].windowSeconds);
}

describe(`profile updates: at most ${limits.profileUpdate.max} an hour`, () => {
  let student: Actor;
  const put = (data: Record<string, unknown>) =>
    api('updateOwnProfile', {
      token: student.token,
      body: { id: student.userId, entity: student.userId, data },
    });
  const profile = async () => (await api('getOwnProfile', { token: student.token })).body;

  beforeAll(async () => {
    student = await newStudent('Lim');
  });

  it('refuses the next update with a 429 that changes nothing; refused forms never count', async () => {
    // A form the server refuses (a read-only field changed) costs nothing.
    const refused = await put({ bio: 'Not saved', emailId: 'someone-else@example.com' });
    expect(refused.status).toBe(400);
    expect(await counterOf('profileUpdate', student.userId)).toBeUndefined();

    for (let i = 1; i <= limits.profileUpdate.max; i++) {
      const res = await put({ bio: `Update ${i}`, interests: [`Interest ${i}`] });
      expect(res.status, `update ${i}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await counterOf('profileUpdate', student.userId))?.used).toBe(limits.profileUpdate.max);
    const before = await profile();
    const mails = await inboxCounts([student.email]);

    expectLimited(await put({ bio: 'One too many', interests: ['Spam'] }), 'profileUpdate');
    expect(await profile()).toEqual(before);
    expect(before.data).toMatchObject({ bio: `Update ${limits.profileUpdate.max}` });
    expect((await counterOf('profileUpdate', student.userId))?.used).toBe(limits.profileUpdate.max);
    await expectNoNewMail(mails);
  });

  it('is per user: another student still updates their profile', async () => {
    const other = await newStudent('Una');
    const res = await api('updateOwnProfile', {
      token: other.token,
      body: { id: other.userId, entity: other.userId, data: { bio: 'Mine' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await counterOf('profileUpdate', other.userId))?.used).toBe(1);
  });
});

describe(`interest e-mails: at most ${limits.interest.max} a day per employer`, () => {
  it('refuses the next one with a 429 that marks nothing and mails nobody; a repeat stays a 409 and counts nothing', async () => {
    const employer = await newEmployer('Ivy');
    // One more application than the limit: students × jobs (each student applies to every job).
    const students = [await newStudent('Ana'), await newStudent('Bo'), await newStudent('Cy')];
    const jobCount = Math.ceil((limits.interest.max + 1) / students.length);
    const titles = Array.from({ length: jobCount }, () => uniqueTitle('Garden help'));
    const jobIds: string[] = [];
    for (const title of titles) jobIds.push(await postJob(employer, title));
    const applications: { id: string; student: Actor; title: string; jobId: string }[] = [];
    for (const [j, jobId] of jobIds.entries()) {
      for (const student of students) {
        const res = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        applications.push({ id: res.body.entity as string, student, title: titles[j] as string, jobId });
      }
    }
    const interest = (applicationId: string) =>
      api('expressInterest', { params: { id: applicationId }, token: employer.token });

    const within = applications.slice(0, limits.interest.max);
    const [first, ...rest] = within;
    if (!first) throw new Error('no application');
    expect((await interest(first.id)).status).toBe(200);
    // A repeat is refused by the application's own rule, and gives its slot back.
    const repeat = await interest(first.id);
    expect(repeat.status).toBe(409);
    expect((await counterOf('interest', employer.userId))?.used).toBe(1);
    for (const application of rest) {
      const res = await interest(application.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await counterOf('interest', employer.userId))?.used).toBe(limits.interest.max);
    // Every student got one mail per job they were told about.
    await expectMails(
      first.student.email,
      'An employer is interested',
      within.filter((a) => a.student === first.student).length,
    );

    const over = applications[limits.interest.max];
    if (!over) throw new Error('no application past the limit');
    const mails = await inboxCounts([...students.map((s) => s.email), employer.email]);
    const before = await applicationsOf(over.jobId);

    expectLimited(await interest(over.id), 'interest');
    expect(await applicationsOf(over.jobId)).toEqual(before);
    expect(before.find((a) => a.applicationId === over.id)).not.toHaveProperty('interestSentAt');
    expect((await counterOf('interest', employer.userId))?.used).toBe(limits.interest.max);
    await expectNoNewMail(mails);
  });
});
