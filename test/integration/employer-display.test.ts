import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { householdLine } from '../../shared/rules/employer-display';
import { api } from './support/api';
import { type CompletedJob, completeJob } from './support/completed-job';
import { type Guardian, newConfirmedFamily } from './support/family';
import { expectNoNewMail, inboxCounts } from './support/inbox';
import { type Actor, newEmployer, newRoleless, newStudent } from './support/marketplace';
import { newModerator } from './support/moderation';
import { readItem } from './support/tables';

/*
 * An employer's choice to be named in students' work histories as "A household in Austin, TX" rather
 * than by name, over HTTP for every kind of caller: only an employer sets and reads their own choice
 * (a refused request changes nothing and sends no mail), and the work history, its JSON Resume and its
 * signed credential (checked on the public /credentials/verify) say the household line while it holds,
 * and the name again once the employer chooses so. The public reviews of the employer never name them.
 */

const AUSTIN = householdLine({ city: 'Austin', state: 'TX' });

let employer: Actor;
let otherEmployer: Actor;
let student: Actor;
let roleless: Actor;
let moderator: Actor;
let family: { teen: Actor; guardian: Guardian };
let job: CompletedJob;

const fullName = (who: Actor) => `${who.firstName} ${who.lastName}`;
const choose = (who: { token: string }, body: unknown) =>
  api('setEmployerDisplay', { token: who.token, body: body as { shownAsHousehold: boolean } });
const storedChoice = async (who: Actor) =>
  (await readItem<{ shownAsHousehold?: boolean; updatedAt: string }>('users', { userId: who.userId })) ?? {
    updatedAt: '',
  };

/** The student's history line for this job, its JSON Resume entry and its credential's evidence. */
async function namedAs(): Promise<{ history: string; resume: string; credential: string; verified: string }> {
  const history = await api('getWorkHistory', { token: student.token });
  expect(history.status).toBe(200);
  const line = history.body.jobs.find((entry: { jobId: string }) => entry.jobId === job.jobId);
  const resume = await api('exportWorkHistory', { token: student.token, query: { format: 'json-resume' } });
  expect(resume.status).toBe(200);
  const exported = await api('exportWorkHistory', { token: student.token, query: { format: 'credential' } });
  expect(exported.status).toBe(200);
  const verified = await api('verifyCredential', { body: { credential: exported.body.credential } });
  expect(verified.body).toMatchObject({ valid: true, revoked: false });
  return {
    history: line.employer,
    resume: JSON.stringify(resume.body.work),
    credential: JSON.stringify(decodeJwt(exported.body.credential)),
    verified: JSON.stringify(verified.body.jobs),
  };
}

beforeAll(async () => {
  [employer, otherEmployer, student, roleless, moderator, family] = await Promise.all([
    newEmployer('Sam'),
    newEmployer('Gus'),
    newStudent('Ana'),
    newRoleless(),
    newModerator(),
    newConfirmedFamily('Maya', 15),
  ]);
  job = await completeJob(employer, student);
}, 180_000);

describe('how work histories name an employer', () => {
  it('is by name until the employer chooses otherwise', async () => {
    const res = await api('getEmployerDisplay', { token: employer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ shownAsHousehold: false });
    const named = await namedAs();
    expect(named.history).toBe(fullName(employer));
    expect(named.resume).toContain(fullName(employer));
    expect(named.credential).toContain(fullName(employer));
    expect(named.verified).toContain(fullName(employer));
  }, 60_000);

  it('says "A household in Austin, TX" everywhere once the employer chooses it, and never the name', async () => {
    const res = await choose(employer, { shownAsHousehold: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      shownAsHousehold: true,
      message: 'Saved. Work histories name you this way from now on.',
    });
    expect((await api('getEmployerDisplay', { token: employer.token })).body).toEqual({
      shownAsHousehold: true,
    });

    const named = await namedAs();
    expect(named.history).toBe(AUSTIN);
    for (const text of [named.resume, named.credential, named.verified]) {
      expect(text).toContain(AUSTIN);
      expect(text).not.toContain(employer.lastName);
    }
  }, 60_000);

  it('is one employer’s own: another employer’s choice changes nothing of theirs', async () => {
    const res = await choose(otherEmployer, { shownAsHousehold: false });
    expect(res.status).toBe(200);
    expect((await storedChoice(employer)).shownAsHousehold).toBe(true);
    expect((await api('getEmployerDisplay', { token: otherEmployer.token })).body).toEqual({
      shownAsHousehold: false,
    });
  });

  it('is refused to everyone else (401 signed out, 403 signed in), and a refused request changes nothing', async () => {
    const before = await storedChoice(employer);
    const mail = await inboxCounts([employer.email, student.email, family.guardian.email]);
    const signedIn = {
      student,
      teen: family.teen,
      guardian: family.guardian,
      roleless,
      moderator,
    } as const;
    for (const [who, caller] of Object.entries(signedIn)) {
      const read = await api('getEmployerDisplay', { token: caller.token });
      expect(read.status, who).toBe(403);
      const write = await choose(caller, { shownAsHousehold: false });
      expect(write.status, who).toBe(403);
      expect(write.body.code, who).toBe('WRONG_ROLE');
    }
    expect((await api('getEmployerDisplay', {})).status).toBe(401);
    expect((await choose({ token: '' }, { shownAsHousehold: false })).status).toBe(401);

    expect(await storedChoice(employer)).toEqual(before);
    await expectNoNewMail(mail);
  });

  it('refuses a body that is not one yes/no answer (400) and keeps the choice', async () => {
    const before = await storedChoice(employer);
    for (const body of [
      {},
      { shownAsHousehold: 'yes' },
      { shownAsHousehold: null },
      { shownAsHousehold: false, name: 'Someone else' },
    ]) {
      const res = await choose(employer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await choose(employer, {});
    expect(missing.body.fields?.shownAsHousehold).toBe(
      'Choose whether to be shown by your name or as a household.',
    );
    expect(await storedChoice(employer)).toEqual(before);
  });

  it('never names the employer in their public reviews, whichever they chose', async () => {
    const review = await api('submitReview', {
      params: { id: job.applicationId },
      token: student.token,
      body: { stars: 5, text: 'Kind, clear and on time with pay.' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const answer = await api('submitReview', {
      params: { id: job.applicationId },
      token: employer.token,
      body: { onTime: true, didWell: true, wouldHireAgain: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const listed = await api('listEmployerReviews', { params: { id: employer.userId } });
    expect(listed.status).toBe(200);
    expect(listed.body.reviews).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(employer.lastName);
  }, 60_000);

  it('names the employer again once they choose their name', async () => {
    expect((await choose(employer, { shownAsHousehold: false })).status).toBe(200);
    const named = await namedAs();
    expect(named.history).toBe(fullName(employer));
    expect(named.credential).not.toContain(AUSTIN);
  }, 60_000);
});
