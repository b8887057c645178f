import { beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from '../../shared/schemas/common';
import { api } from './support/api';
import { jobBody, storedJob, storedJobsOf } from './support/jobs';
import {
  type Actor,
  applicationsOf,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
  postJob,
  reportsOf,
} from './support/marketplace';

/*
 * Text fields refuse bidirectional controls, line and paragraph separators and
 * C0/C1 control characters (a newline only where a field takes several lines). Right-to-left
 * override, U+2028 and U+0085 were accepted in job titles and reached the UI and e-mail subjects.
 * Each refusal is a 400 naming the field, and writes nothing.
 */

const HIDDEN = {
  'right-to-left override U+202E': 'Dog walking \u202Egnp.exe',
  'left-to-right embedding U+202A': 'Dog \u202Awalking',
  'first strong isolate U+2068': 'Dog \u2068walking\u2069',
  'line separator U+2028': 'Dog walking\u2028today',
  'paragraph separator U+2029': 'Dog walking\u2029today',
  'next line U+0085 (C1)': 'Dog walking\u0085today',
  'escape U+001B (C0)': 'Dog walking\u001B[31m',
  'tab U+0009': 'Dog\twalking',
  'delete U+007F': 'Dog walking\u007F',
};

let employer: Actor;
let student: Actor;
let jobId: string;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Hana'), newStudent('Ivo')]);
  jobId = await postJob(employer);
});

describe('text fields refuse hidden characters', () => {
  it('a job title, description or address line with one is a 400 and no job', async () => {
    const before = (await storedJobsOf(employer.userId)).length;
    for (const [name, text] of Object.entries(HIDDEN)) {
      for (const [field, body] of [
        ['title', jobBody({ title: text })],
        ['description', jobBody({ description: `${text} and a long enough description.` })],
        ['address.address1', jobBody({ address: { ...jobBody().address, address1: `12 ${text}` } })],
      ] as const) {
        const res = await api('createJob', { token: employer.token, body });
        expect(res.status, `${field}: ${name}`).toBe(400);
        expect(res.body.fields?.[field], `${field}: ${name}`).toBe(HIDDEN_CHARACTERS_MESSAGE);
      }
    }
    expect(await storedJobsOf(employer.userId)).toHaveLength(before);
  });

  it('a description keeps its newlines (and a Windows line end), a title may not have one', async () => {
    const res = await api('createJob', {
      token: employer.token,
      body: jobBody({ description: 'Two dogs.\r\nMorning and evening walks.\n\nTreats provided.' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await storedJob(res.body.entity))?.description).toBe(
      'Two dogs.\nMorning and evening walks.\n\nTreats provided.',
    );
    const titled = await api('createJob', {
      token: employer.token,
      body: jobBody({ title: 'Dog\nwalking' }),
    });
    expect(titled.status).toBe(400);
    expect(titled.body.fields?.title).toEqual(expect.any(String));
  });

  it('scripts, accents and emoji (with their joiners) are not hidden characters', async () => {
    const res = await api('createJob', {
      token: employer.token,
      body: jobBody({ title: 'Zoë’s café: رعاية الأطفال 👩‍👧' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('a note to an employer, a report, a bio and a search refuse them too, and nothing is written or sent', async () => {
    const mail = await inboxCounts([employer.email, student.email]);
    for (const [name, text] of Object.entries(HIDDEN)) {
      const applied = await api('applyToJob', {
        params: { id: jobId },
        token: student.token,
        body: { bio: text },
      });
      expect(applied.status, `apply: ${name}`).toBe(400);
      expect(applied.body.fields?.bio, `apply: ${name}`).toBe(HIDDEN_CHARACTERS_MESSAGE);

      const reported = await api('reportJob', {
        params: { id: jobId },
        token: student.token,
        body: { reportReason: 'other', reportDescription: text },
      });
      expect(reported.status, `report: ${name}`).toBe(400);

      const profile = await api('updateOwnProfile', {
        token: student.token,
        body: { id: student.userId, entity: student.userId, data: { bio: text } },
      });
      expect(profile.status, `profile: ${name}`).toBe(400);
      expect(profile.body.fields?.['data.bio'], `profile: ${name}`).toBe(HIDDEN_CHARACTERS_MESSAGE);

      const search = await api('searchJobs', { query: `title=${encodeURIComponent(text)}` });
      expect(search.status, `search: ${name}`).toBe(400);
    }
    expect(await applicationsOf(jobId)).toEqual([]);
    expect(await reportsOf(jobId)).toEqual([]);
    const own = await api('getOwnProfile', { token: student.token });
    expect(own.body.bio ?? own.body.data?.bio).not.toMatch(/Dog/);
    await expectNoNewMail(mail);
  });

  it("a saved search's title or city with one is a 400 naming the field, and nothing is saved", async () => {
    const before = await api('listSavedSearches', { token: student.token });
    for (const [name, text] of Object.entries(HIDDEN)) {
      for (const [field, body] of [
        ['title', { title: text }],
        ['city', { title: 'Dog walking', city: `Austin ${text}`, state: 'TX' }],
      ] as const) {
        const res = await api('saveSearch', { token: student.token, body });
        expect(res.status, `${field}: ${name}`).toBe(400);
        expect(res.body.fields?.[field], `${field}: ${name}`).toBe(HIDDEN_CHARACTERS_MESSAGE);
      }
    }
    expect((await api('listSavedSearches', { token: student.token })).body).toEqual(before.body);
  });
});
