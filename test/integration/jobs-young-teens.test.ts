import { beforeAll, describe, expect, it } from 'vitest';
import { jobMessages as m } from '../../shared/rules/job-form';
import { laborDay, youngTeenFindings, youngTeenRefusal } from '../../shared/rules/young-teen-rules';
import { jobListResponseSchema, publicJobSchema, searchJobsResponseSchema } from '../../shared/schemas/job';
import { api } from './support/api';
import { austinDay, editJob, jobBody, postJob, storedJob, storedJobsOf } from './support/jobs';
import {
  type Actor,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudentAged,
  snapshot,
  uniqueTitle,
} from './support/marketplace';

/*
 * Young teens' job rules over HTTP on the local stack: the post and edit forms' two new questions (the time of
 * day and power-driven equipment), validated by the server; the facts the job cards mark for 13–15-
 * year-olds, in what the job and search APIs return; and the apply refused for them by the rules for
 * young teens, with a clear reason, writing nothing and mailing nobody.
 */

let employer: Actor;
/** A second household for the apply tests, so neither reaches the daily posting limit. */
let household: Actor;
let age13: Actor;
let age14: Actor;
let age15: Actor;
let age16: Actor;

beforeAll(async () => {
  [employer, household, age13, age14, age15, age16] = await Promise.all([
    newEmployer('Pat'),
    newEmployer('Lou'),
    newStudentAged(13, 'Ada'),
    newStudentAged(14, 'Ben'),
    newStudentAged(15, 'Cleo'),
    newStudentAged(16, 'Dev'),
  ]);
});

const apply = (who: Actor, jobId: string) =>
  api('applyToJob', { params: { id: jobId }, token: who.token, body: {} });

/** Next summer on Austin's calendar: June 2 to the Friday before Labor Day. */
function nextSummer() {
  const year = Number(austinDay(0).slice(0, 4)) + 1;
  const labor = laborDay(year);
  return {
    startDate: `${year}-06-02`,
    endDate: `${year}-09-${String(Number(labor.slice(8)) - 3).padStart(2, '0')}`,
  };
}

describe('POST /job: the time of day and power-driven equipment', () => {
  it('are stored and returned to the employer, the public job and search', async () => {
    const title = uniqueTitle('Lawn mowing');
    const job = await postJob(employer, {
      title,
      kind: 'lawnMowing',
      startTime: '09:00',
      endTime: '11:30',
      powerEquipment: true,
    });
    expect(job.data).toMatchObject({ startTime: '09:00', endTime: '11:30', powerEquipment: true });
    expect(await storedJob(job.entity)).toMatchObject({
      startTime: '09:00',
      endTime: '11:30',
      powerEquipment: true,
    });

    const read = await api('getJob', { params: { id: job.entity } });
    expect(publicJobSchema.parse(read.body).data).toMatchObject({
      kind: 'lawnMowing',
      startTime: '09:00',
      endTime: '11:30',
      powerEquipment: true,
    });
    const search = await api('searchJobs', { query: `zipCode=78704&title=${encodeURIComponent(title)}` });
    expect(search.status).toBe(200);
    const found = searchJobsResponseSchema.parse(search.body).jobs.find((j) => j.entity === job.entity);
    expect(found?.data).toMatchObject({ startTime: '09:00', endTime: '11:30', powerEquipment: true });
    const newest = jobListResponseSchema.parse((await api('listNewestJobs', { query: 'limit=50' })).body);
    expect(newest.jobs.find((j) => j.entity === job.entity)?.data.powerEquipment).toBe(true);
  });

  it('no times and no answer (the spec’s client) mean none: open to every age', async () => {
    const job = await postJob(employer);
    expect(job.data.startTime).toBeUndefined();
    expect(job.data.endTime).toBeUndefined();
    expect(job.data.powerEquipment).toBe(false);
    const nulls = await postJob(employer, { startTime: null, endTime: null, powerEquipment: false });
    expect(nulls.data.startTime).toBeUndefined();
    expect(await storedJob(nulls.entity)).not.toHaveProperty('startTime');
  });

  describe('refuses bad answers with a clear message and writes nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a time without a leading zero', { startTime: '9:00', endTime: '11:00' }, 'startTime', m.timeFormat],
      ['hour 24', { startTime: '09:00', endTime: '24:00' }, 'endTime', m.timeFormat],
      ['seconds', { startTime: '09:00:00', endTime: '11:00' }, 'startTime', m.timeFormat],
      ['a number', { startTime: 900, endTime: '11:00' }, 'startTime', m.timeFormat],
      ['12-hour text', { startTime: '9 am', endTime: '11 am' }, 'startTime', m.timeFormat],
      ['a start without an end', { startTime: '09:00' }, 'endTime', m.endTimeRequired],
      ['an end without a start', { endTime: '11:00', startTime: null }, 'startTime', m.startTimeRequired],
      ['the end before the start', { startTime: '11:00', endTime: '09:00' }, 'endTime', m.endTimeBeforeStart],
      ['the end at the start', { startTime: '11:00', endTime: '11:00' }, 'endTime', m.endTimeBeforeStart],
      ['equipment as text', { powerEquipment: 'yes' }, 'powerEquipment', m.powerEquipment],
      ['equipment as null', { powerEquipment: null }, 'powerEquipment', m.powerEquipment],
      ['an unknown field', { usesMower: true }, 'usesMower', 'Unknown field "usesMower".'],
    ];
    it.each(cases)('%s → 400', async (_name, changes, field, message) => {
      const before = (await storedJobsOf(employer.userId)).length;
      const res = await api('createJob', { token: employer.token, body: jobBody(changes) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
      expect(await storedJobsOf(employer.userId)).toHaveLength(before);
    });
  });
});

describe('PUT /job/{id}: the time of day and equipment are editable', () => {
  it('sets, keeps when left out, clears with null; checks the times on the job as saved', async () => {
    const job = await postJob(employer, { startTime: '15:00', endTime: '16:00' });
    const edit = (changes: Record<string, unknown>) => editJob(employer, job, changes);

    const changed = await edit({ startTime: '16:00', endTime: '19:30', powerEquipment: true });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.job.data).toMatchObject({
      startTime: '16:00',
      endTime: '19:30',
      powerEquipment: true,
    });

    // The spec's client sends neither: both are kept.
    const kept = await edit({ description: 'Walk our friendly labrador, twice a day.' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.job.data).toMatchObject({ startTime: '16:00', endTime: '19:30', powerEquipment: true });

    // An end that is not after the stored start; half an answer; a bad format: 400, nothing changes.
    const stored = await storedJob(job.entity);
    for (const [changes, field, message] of [
      [{ endTime: '15:00' }, 'endTime', m.endTimeBeforeStart],
      [{ startTime: null }, 'startTime', m.startTimeRequired],
      [{ endTime: '7 pm' }, 'endTime', m.timeFormat],
      [{ powerEquipment: 'no' }, 'powerEquipment', m.powerEquipment],
    ] as const) {
      const refused = await edit(changes);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.fields?.[field]).toBe(message);
    }
    expect(await storedJob(job.entity)).toEqual(stored);

    const cleared = await edit({ startTime: null, endTime: null, powerEquipment: false });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.job.data.startTime).toBeUndefined();
    expect(cleared.body.job.data.powerEquipment).toBe(false);
    const after = await storedJob(job.entity);
    expect(after).not.toHaveProperty('startTime');
    expect(after).not.toHaveProperty('endTime');
  });
});

describe('the markers a 13–15-year-old sees, from what the job API returns', () => {
  it('16+ for power-driven equipment, "Hours too late" after 7 pm, 14+ for 13 on other kinds', async () => {
    const [mower, late, tech] = await Promise.all([
      postJob(employer, { kind: 'lawnMowing', powerEquipment: true }),
      postJob(employer, { kind: 'babysitting', startTime: '17:00', endTime: '20:30' }),
      postJob(employer, { kind: 'techHelp', startTime: '16:00', endTime: '18:00' }),
    ]);
    const publicJob = async (id: string) =>
      publicJobSchema.parse((await api('getJob', { params: { id } })).body).data;
    const markers = async (id: string, age: number) =>
      youngTeenFindings(await publicJob(id), age).map((finding) => finding.marker);

    expect(await markers(mower.entity, 15)).toEqual(['16+']);
    expect(await markers(mower.entity, 16)).toEqual([]);
    expect(await markers(late.entity, 14)).toEqual(['Hours too late for under-16s']);
    expect(await markers(late.entity, 19)).toEqual([]);
    expect(await markers(tech.entity, 13)).toEqual(['14+']);
    expect(await markers(tech.entity, 14)).toEqual([]);
  });
});

describe('POST /applyjob/{id}: the rules for young teens', () => {
  it('refuses a 15-year-old a job with a mower: a 403 with the reason, nothing written, nobody mailed', async () => {
    const job = await postJob(household, {
      title: uniqueTitle('Lawn mowing'),
      kind: 'lawnMowing',
      powerEquipment: true,
    });
    const before = await snapshot([job.entity], [age15.userId]);
    const mail = await inboxCounts([age15.email, age15.parentEmail ?? '', household.email]);

    const res = await apply(age15, job.entity);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toMatchObject({
      code: 'UNDER_16_POWER_EQUIPMENT',
      message: youngTeenRefusal(job.data, 15)?.message,
    });
    expect(res.body.message).toMatch(/power-driven equipment/);

    expect(await snapshot([job.entity], [age15.userId])).toEqual(before);
    await expectNoNewMail(mail);
  });

  it('refuses 13 and 14 the same job; a 16-year-old applies', async () => {
    const job = await postJob(household, { kind: 'snowRemoval', powerEquipment: true });
    for (const teen of [age13, age14]) {
      const res = await apply(teen, job.entity);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('UNDER_16_POWER_EQUIPMENT');
    }
    const ok = await apply(age16, job.entity);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses under-16s a job that ends after 7 pm outside June 1 – Labor Day, or starts before 7 am', async () => {
    const late = await postJob(household, { kind: 'babysitting', startTime: '17:00', endTime: '19:30' });
    const early = await postJob(household, { kind: 'snowRemoval', startTime: '06:30', endTime: '08:00' });
    const atSeven = await postJob(household, { kind: 'babysitting', startTime: '07:00', endTime: '19:00' });
    const before = await snapshot([late.entity, early.entity], [age14.userId, age15.userId]);
    for (const teen of [age13, age14, age15]) {
      for (const job of [late, early]) {
        const res = await apply(teen, job.entity);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.code).toBe('UNDER_16_HOURS');
        expect(res.body.message).toMatch(/students under 16 may work only from 7 am to 7 pm/);
      }
    }
    expect(await snapshot([late.entity, early.entity], [age14.userId, age15.userId])).toEqual(before);
    expect((await apply(age16, late.entity)).status).toBe(200);
    // 7 am to 7 pm on the dot is within the limits.
    expect((await apply(age15, atSeven.entity)).status).toBe(200);
  });

  it('from June 1 through Labor Day a 15-year-old may work until 9 pm', async () => {
    const summer = nextSummer();
    const job = await postJob(household, {
      kind: 'babysitting',
      ...summer,
      startTime: '17:00',
      endTime: '21:00',
    });
    const res = await apply(age15, job.entity);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const later = await postJob(household, {
      kind: 'babysitting',
      ...summer,
      startTime: '18:00',
      endTime: '21:30',
    });
    expect((await apply(age15, later.entity)).body.code).toBe('UNDER_16_HOURS');
  });

  it('refuses a 13-year-old the kinds that open at 14; a 14-year-old applies', async () => {
    const tech = await postJob(household, { kind: 'techHelp' });
    const refused = await apply(age13, tech.entity);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'AGE_13_KIND',
      message: expect.stringMatching(/Tech help opens at 14\.$/),
    });
    expect((await apply(age14, tech.entity)).status).toBe(200);
    const dogs = await postJob(household, { kind: 'dogWalking', startTime: '15:30', endTime: '16:30' });
    expect((await apply(age13, dogs.entity)).status).toBe(200);
  });

  it('an allowed apply still mails as before (the rules stop only what they must)', async () => {
    const title = uniqueTitle('Dog walking');
    const job = await postJob(household, { title, kind: 'dogWalking' });
    expect((await apply(age15, job.entity)).status).toBe(200);
    await expectMails(household.email, title, 1);
  });
});
