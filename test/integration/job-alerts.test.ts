import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../shared/routes';
import { MAX_SAVED_SEARCHES, savedSearchMessages } from '../../shared/rules/saved-search';
import {
  ALERT_SUBJECT,
  alertMailsTo,
  alertState,
  headerOf,
  linksOf,
  oneClickUrl,
  runAlerts,
  saveSearch,
  tomorrow,
  unsubscribeToken,
} from './support/alerts';
import { api, callPath } from './support/api';
import {
  type Actor,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newStudent,
  newTeen,
  postJob,
} from './support/marketplace';
import { readItem, readPartition } from './support/tables';

/*
 * Saved searches and the daily job alert, over HTTP against the local stack: the cap of
 * ten and its races, validation, someone else's search, the one alert e-mail a day merged across a
 * student's searches with RFC 8058's headers, never to a parent, nothing for a paused search, and the
 * single-use unsubscribe link. The daily run is started as EventBridge's test invoke would
 * (support/alerts.ts runAlerts).
 *
 * Every search here holds a word no other test uses (`tag`), so the runs, which see the whole stack,
 * only ever mail this file's students about this file's jobs.
 */

const tag = () => `q${randomUUID().slice(0, 8).replace(/-/g, '')}`;
/** The jobs of support/marketplace.ts postJob are in Austin 78704. */
const near78704 = { zipCode: '78704', radius: 10 } as const;

let employer: Actor;

beforeAll(async () => {
  employer = await newEmployer('Avery');
});

describe('saving a search', () => {
  it('saves the search with its place, lists it, and refuses the same search twice (409)', async () => {
    const student = await newStudent('Noor');
    const word = tag();
    const saved = await api('saveSearch', {
      token: student.token,
      body: { title: `Dog walker ${word}`, ...near78704, priceType: 'perHr' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.search).toMatchObject({
      title: `Dog walker ${word}`,
      radius: 10,
      priceType: 'perHr',
      active: true,
      lastAlertAt: null,
      place: { zipCode: '78704', city: 'Austin', state: 'TX' },
    });
    const list = await api('listSavedSearches', { token: student.token });
    expect(list.status).toBe(200);
    expect(list.body.max).toBe(MAX_SAVED_SEARCHES);
    expect(list.body.searches.map((s: { id: string }) => s.id)).toEqual([saved.body.search.id]);

    // The same words in another order are the same search.
    const before = await alertState(student.userId);
    const again = await api('saveSearch', {
      token: student.token,
      body: { title: `${word} walker dog`, ...near78704, priceType: 'perHr' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'SAVED_SEARCH_EXISTS', message: savedSearchMessages.duplicate });
    expect(await alertState(student.userId)).toEqual(before);
  });

  it('keeps at most ten: the eleventh is a 409 that writes nothing, and 50 saves at once at the cap save none', async () => {
    const student = await newStudent('Kai');
    const word = tag();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await saveSearch(student, { title: `${word} job${i}` });
    const before = await alertState(student.userId);
    const eleventh = await api('saveSearch', {
      token: student.token,
      body: { title: `${word} one more` },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({
      code: 'SAVED_SEARCH_LIMIT',
      message: savedSearchMessages.limitReached,
    });

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('saveSearch', { token: student.token, body: { title: `${word} burst${i}` } }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([409]));
    expect(await alertState(student.userId)).toEqual(before);
    const keys = await readPartition('alertMatchKeys', { name: 'matchKey', value: `${word.slice(0, 3)}@*` });
    expect(keys.filter((key) => key.studentId === student.userId)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('counts fifty saves at once below the cap exactly: nine saved, one more fits, then the cap', async () => {
    const student = await newStudent('Ari');
    const word = tag();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('saveSearch', { token: student.token, body: { title: `${word} w${i % 9}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(9);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const count = await readItem<{ saved: number }>('savedSearches', {
      studentId: student.userId,
      itemKey: 'count',
    });
    expect(count?.saved).toBe(9);
    await saveSearch(student, { title: `${word} tenth` });
    const over = await api('saveSearch', { token: student.token, body: { title: `${word} eleventh` } });
    expect(over.status).toBe(409);
  });

  it.each([
    ['an unknown field', { title: 'Dog walker', isAdmin: true }, 'isAdmin', 'Unknown field "isAdmin".'],
    ['a title too long', { title: 'a'.repeat(101) }, 'title', 'Title must be 100 characters or fewer.'],
    [
      'a radius without a place',
      { title: 'Dog walker', radius: 10 },
      'radius',
      'Choose a place to search a radius around.',
    ],
    [
      'a radius not on the list',
      { title: 'Dog walker', zipCode: '78704', radius: 7 },
      'radius',
      'Radius must be 5, 10, 15, 20, 25 or 40 miles.',
    ],
    [
      'two places',
      { zipCode: '78704', city: 'Austin', state: 'TX' },
      'zipCode',
      'Save one place: a ZIP code, a city and state, or a point.',
    ],
    [
      'too many words',
      { title: 'dog cat lawn snow math yard help' },
      'title',
      savedSearchMessages.tooManyWords,
    ],
    ['nothing to match', { title: 'the of', priceType: 'perHr' }, 'title', savedSearchMessages.nothingToSave],
    [
      'a ZIP nobody knows',
      { title: 'Dog walker', zipCode: '00001' },
      'zipCode',
      'We could not find the ZIP code 00001. Check it and try again.',
    ],
    [
      'a pay filter that does not exist',
      { title: 'Dog walker', priceType: 'perWeek' },
      'priceType',
      'Payment must be perHr, perJob or all.',
    ],
  ])('refuses %s with a clear 400 and writes nothing', async (_what, body, field, message) => {
    const student = await newStudent('Lee');
    const before = await alertState(student.userId);
    const res = await api('saveSearch', { token: student.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await alertState(student.userId)).toEqual(before);
  });
});

describe("someone else's saved search", () => {
  it('is a 404 to pause or delete, word for word the same as an id that does not exist, and stays as it was', async () => {
    const owner = await newStudent('Owner');
    const other = await newStudent('Other');
    const search = await saveSearch(owner, { title: `Yard work ${tag()}` });
    const before = await alertState(owner.userId);
    const missing = randomUUID();
    for (const [route, body] of [
      ['updateSavedSearch', { active: false }],
      ['deleteSavedSearch', undefined],
    ] as const) {
      const theirs = await api(route, { params: { id: search.id }, token: other.token, body });
      const nobody = await api(route, { params: { id: missing }, token: other.token, body });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(nobody.body);
    }
    expect(await alertState(owner.userId)).toEqual(before);
    expect((await api('listSavedSearches', { token: other.token })).body.searches).toEqual([]);
  });

  it('pauses, resumes and deletes the owner’s own, and a delete frees a place under the cap', async () => {
    const student = await newStudent('Rio');
    const search = await saveSearch(student, { title: `Snow shovelling ${tag()}` });
    const paused = await api('updateSavedSearch', {
      params: { id: search.id },
      token: student.token,
      body: { active: false },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.search.active).toBe(false);
    const resumed = await api('updateSavedSearch', {
      params: { id: search.id },
      token: student.token,
      body: { active: true },
    });
    expect(resumed.body.search.active).toBe(true);
    const deleted = await api('deleteSavedSearch', { params: { id: search.id }, token: student.token });
    expect(deleted.status).toBe(200);
    expect((await api('deleteSavedSearch', { params: { id: search.id }, token: student.token })).status).toBe(
      404,
    );
    expect((await api('listSavedSearches', { token: student.token })).body.searches).toEqual([]);
    const count = await readItem<{ saved: number }>('savedSearches', {
      studentId: student.userId,
      itemKey: 'count',
    });
    expect(count?.saved).toBe(0);
  });
});

describe('the daily alert', () => {
  it('sends one e-mail merged across the student’s searches, with each job’s page and the one-click headers; never twice a day', async () => {
    const student = await newStudent('Sol');
    const [dogs, tutor] = [tag(), tag()];
    await saveSearch(student, { title: `Dog walking ${dogs}`, ...near78704 });
    await saveSearch(student, { title: `Tutor ${tutor}` });
    const dogJob = await postJob(employer, `Dog walking ${dogs} after school`);
    const tutorJob = await postJob(employer, `Math tutor ${tutor}`);
    const otherJob = await postJob(employer, `Lawn mowing ${tag()}`);

    const first = await runAlerts();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await expect.poll(() => alertMailsTo(student.email), { timeout: 10_000 }).toHaveLength(1);
    const [mail] = await alertMailsTo(student.email);
    if (!mail) throw new Error('no alert');
    expect(mail.destination.to).toEqual([student.email]);
    expect(mail.subject).toBe(ALERT_SUBJECT);
    expect(mail.body.text).toContain(`Dog walking ${dogs} after school`);
    expect(mail.body.text).toContain(`Math tutor ${tutor}`);
    expect(mail.body.text).not.toContain(otherJob);
    const links = linksOf(mail);
    expect(links).toContain(`${new URL(oneClickUrl(mail)).origin}/jobs/${dogJob}`);
    expect(links).toContain(`${new URL(oneClickUrl(mail)).origin}/jobs/${tutorJob}`);
    expect(
      links.some((link) => link.includes(`/unsubscribe#token=${encodeURIComponent(unsubscribeToken(mail))}`)),
    ).toBe(true);
    // The page's token rides in the fragment; only the one-click POST URL carries it in a query.
    expect(links.filter((link) => link.includes('?token='))).toEqual([]);
    // RFC 8058: the URL to POST to, and the header that says a POST is enough.
    expect(oneClickUrl(mail).pathname).toBe(apiPath('unsubscribeAlerts'));
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Another job the same day: the second run, and a retry, send nothing more today...
    const waitingJob = await postJob(employer, `Dog walking ${dogs} weekends`);
    const before = await inboxCounts([student.email]);
    await Promise.all([runAlerts(), runAlerts()]);
    await expectNoNewMail(before);
    // ...and the runs' watermark stays before the job that waits, so the next day's first run reads
    // it again even when it starts after a later run of this day (the laptop's hourly runs).
    const waiting = await readItem<{ createdAt: string }>('jobs', { jobId: waitingJob });
    const mark = await readItem<{ windowEnd: string }>('savedSearches', {
      studentId: 'alert-run',
      itemKey: 'state',
    });
    expect(mark?.windowEnd && waiting?.createdAt && mark.windowEnd < waiting.createdAt).toBe(true);
    const searches = await api('listSavedSearches', { token: student.token });
    expect(searches.body.searches.every((s: { lastAlertAt: string | null }) => s.lastAlertAt !== null)).toBe(
      true,
    );

    // ...and tomorrow's run sends it, and only it.
    const next = await runAlerts(tomorrow());
    expect(next.sent).toBeGreaterThanOrEqual(1);
    await expect.poll(() => alertMailsTo(student.email), { timeout: 10_000 }).toHaveLength(2);
    const second = (await alertMailsTo(student.email))[1];
    expect(second?.body.text).toContain(`Dog walking ${dogs} weekends`);
    expect(second?.body.text).not.toContain('after school');
    expect(second?.body.text).not.toContain(`Math tutor ${tutor}`);
  });

  it('goes to a teen only, never to their parent', async () => {
    const teen = await newTeen('Maya');
    const word = tag();
    await saveSearch(teen, { title: `Pet sitting ${word}` });
    const parentBefore = await inboxCounts([teen.parentEmail ?? '']);
    await postJob(employer, `Pet sitting ${word}`);
    await runAlerts();
    await expect.poll(() => alertMailsTo(teen.email), { timeout: 10_000 }).toHaveLength(1);
    await expectNoNewMail(parentBefore);
  });

  it('sends nothing for a paused search, and nothing to a student whose searches found nothing', async () => {
    const paused = await newStudent('Pia');
    const idle = await newStudent('Ivo');
    const word = tag();
    const search = await saveSearch(paused, { title: `Errands ${word}` });
    await saveSearch(idle, { title: `Errands ${tag()}` });
    expect(
      (
        await api('updateSavedSearch', {
          params: { id: search.id },
          token: paused.token,
          body: { active: false },
        })
      ).status,
    ).toBe(200);
    const before = await inboxCounts([paused.email, idle.email]);
    await postJob(employer, `Errands ${word}`);
    await runAlerts();
    await expectNoNewMail(before);
  });
});

describe('unsubscribe', () => {
  async function alertedStudent() {
    const student = await newStudent('Uma');
    const word = tag();
    const search = await saveSearch(student, { title: `Babysitting ${word}` });
    await postJob(employer, `Babysitting ${word}`);
    await runAlerts();
    await expect.poll(() => alertMailsTo(student.email), { timeout: 10_000 }).toHaveLength(1);
    const [mail] = await alertMailsTo(student.email);
    if (!mail) throw new Error('no alert');
    return { student, search, mail, token: unsubscribeToken(mail) };
  }

  it('works in one click as RFC 8058 asks (a form POST, no sign-in) and once: a reuse says it is already done', async () => {
    const { student, search, mail } = await alertedStudent();
    const url = oneClickUrl(mail);
    // The mail's own link, POSTed as a mail client does (RFC 8058), not a path of ours.
    const oneClick = () =>
      callPath('POST', `${url.pathname.replace(/^\/api/, '')}${url.search}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcome).toBe('paused');
    expect(first.body.searches.map((s: { id: string }) => s.id)).toEqual([search.id]);
    const list = await api('listSavedSearches', { token: student.token });
    expect(list.body.searches[0].active).toBe(false);

    const state = await alertState(student.userId);
    const again = await oneClick();
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('already-done');
    expect(again.body.message).toMatch(/already/);
    expect(await alertState(student.userId)).toEqual(state);
  });

  it("takes the page's token in the JSON body, so that no URL holds it, and refuses it twice over", async () => {
    const { student, search, token } = await alertedStudent();
    const state = await alertState(student.userId);
    const both = await api('unsubscribeAlerts', { query: { token }, body: { token } });
    expect(both.status, JSON.stringify(both.body)).toBe(400);
    expect(await alertState(student.userId)).toEqual(state);
    const res = await api('unsubscribeAlerts', { body: { token } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.outcome).toBe('paused');
    expect(res.body.searches.map((s: { id: string }) => s.id)).toEqual([search.id]);
  });

  it('pauses once when fifty clicks arrive at once', async () => {
    const { token } = await alertedStudent();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('unsubscribeAlerts', { query: { token } })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.outcome === 'paused')).toHaveLength(1);
  });

  it('refuses a forged or changed token with a 400 that changes nothing and mails nobody', async () => {
    const { student, token } = await alertedStudent();
    const state = await alertState(student.userId);
    const before = await inboxCounts([student.email]);
    const [version, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, subject: randomUUID() })).toString(
      'base64url',
    );
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      `${version}.${otherPayload}.${signature}`,
      `${version}.${payload}.${flipped}`,
      `${version}.${payload}`,
      'not-a-token',
    ]) {
      const res = await api('unsubscribeAlerts', { query: { token: forged } });
      expect(res.status, forged).toBe(400);
      expect(res.body.code).toBe('INVALID_LINK');
    }
    const missing = await api('unsubscribeAlerts');
    expect(missing.status).toBe(400);
    const wrongBody = await api('unsubscribeAlerts', {
      query: { token },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=Everything',
    });
    expect(wrongBody.status).toBe(400);
    expect(await alertState(student.userId)).toEqual(state);
    await expectNoNewMail(before);
    // The real token still works afterwards.
    const real = await api('unsubscribeAlerts', { query: { token } });
    expect(real.body.outcome).toBe('paused');
  });
});
