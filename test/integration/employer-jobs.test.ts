import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_CLOSED_MESSAGE } from '../../functions/applications/routes/close-job';
import { JOB_DELETED_MESSAGE } from '../../functions/applications/routes/delete-job';
import { JOB_UNCHANGED_MESSAGE, JOB_UPDATED_MESSAGE } from '../../functions/applications/routes/update-job';
import { JOB_REMOVED_MESSAGE } from '../../functions/jobs/public-job';
import { addDays, hasEnded, localDay } from '../../shared/rules/job-day';
import { jobMessages as m } from '../../shared/rules/job-form';
import { limits } from '../../shared/rules/limits';
import {
  createJobResponseSchema,
  type EmployerJob,
  employerDashboardResponseSchema,
  employerJobResponseSchema,
  employerJobsResponseSchema,
  JOB_CREATED_MESSAGE,
  jobListResponseSchema,
} from '../../shared/schemas/job';
import { api } from './support/api';
import { allMails } from './support/inbox';
import {
  AUSTIN,
  austinDay,
  demoCaller,
  jobBody,
  newEmployer,
  newRolelessUser,
  newStudent,
  postJob,
  storedJob,
  storedJobsOf,
  storedLimit,
  storedTermsOf,
  type TestCaller,
} from './support/jobs';

/*
 * The employer's side of jobs over HTTP on the local stack: post, edit, reopen, close,
 * delete, the own list and the dashboard, for every kind of caller; every form rule refused with the
 * spec's message; and a refused request writes nothing (the stored job, the employer's jobs and the
 * posting limit are read before and after).
 */

let owner: TestCaller;
let other: TestCaller;
let student: TestCaller;
let roleless: TestCaller;

beforeAll(async () => {
  [owner, other, student, roleless] = await Promise.all([
    newEmployer(),
    newEmployer(),
    newStudent(),
    newRolelessUser(),
  ]);
});

/** A word no other job's title has, so a title search finds only this test's job. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;

/** PUT body that saves the job as it is, with `changes` on top (what the edit dialog sends). */
function editBody(job: EmployerJob, changes: Record<string, unknown> = {}) {
  return {
    description: job.data.description,
    startDate: job.data.startDate,
    endDate: job.data.endDate,
    price: job.data.price ?? null,
    priceType: job.data.priceType,
    ...changes,
  };
}

/** Every listed job on GET /jobs (the public newest list), all pages. */
async function publicListIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const res = await api('listNewestJobs', { query: `limit=60${cursor ? `&cursor=${cursor}` : ''}` });
    expect(res.status).toBe(200);
    const page = jobListResponseSchema.parse(res.body);
    for (const job of page.jobs) ids.add(job.entity);
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** The jobs a student finds searching `word` around the job's ZIP (GET /jobs/search). */
async function searchIds(word: string): Promise<string[]> {
  const res = await api('searchJobs', { query: `title=${word}&zipCode=${AUSTIN.zipCode}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return jobListResponseSchema.parse(res.body).jobs.map((job) => job.entity);
}

const LISTED_KEYS = ['listing', 'c16', 'c18', 'c20', 'c22', 'c24'];

/** Is the job in the search indexes: listing and cell keys on the item, and title-index items? */
async function indexedForSearch(jobId: string, title: string) {
  const item = await storedJob(jobId);
  const terms = await storedTermsOf(jobId, title);
  const keys = LISTED_KEYS.filter((key) => item?.[key] !== undefined);
  return { keys, terms: terms.length };
}

const ownJobs = async (caller: TestCaller) => {
  const res = await api('listEmployerJobs', { token: caller.token });
  expect(res.status).toBe(200);
  return employerJobsResponseSchema.parse(res.body).jobs;
};

describe('every employer job route × every kind of caller', () => {
  const oneJobRoutes = [
    { route: 'updateJob', body: true, ownerMessage: JOB_UPDATED_MESSAGE },
    { route: 'deleteJob', body: false, ownerMessage: JOB_DELETED_MESSAGE },
    { route: 'closeJob', body: false, ownerMessage: JOB_CLOSED_MESSAGE },
  ] as const;

  it.each(oneJobRoutes)(
    '$route: anonymous 401, student 403, role-less 403, another employer 404 (as for an unknown id) and nothing changes; the owner 200',
    async ({ route, body, ownerMessage }) => {
      const job = await postJob(owner);
      const before = await storedJob(job.entity);
      const send = (caller: TestCaller | null, id = job.entity) =>
        api(route, {
          params: { id },
          token: caller?.token,
          body: body
            ? editBody(job, { description: 'Walk our friendly labrador three times a day.' })
            : undefined,
        });

      const refusals: [TestCaller | null, number, string][] = [
        [null, 401, 'UNAUTHORIZED'],
        [student, 403, 'WRONG_ROLE'],
        [roleless, 403, 'WRONG_ROLE'],
        [other, 404, 'JOB_NOT_FOUND'],
      ];
      for (const [caller, status, code] of refusals) {
        const res = await send(caller);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body.code).toBe(code);
      }
      // Another employer's job answers exactly like a job that does not exist: existence is private.
      const unknown = await send(other, randomUUID());
      expect((await send(other)).body).toEqual(unknown.body);
      expect(await storedJob(job.entity)).toEqual(before);

      const res = await send(owner);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const reply = employerJobResponseSchema.parse(res.body);
      expect(reply.message).toBe(ownerMessage);
      expect(reply.job.entity).toBe(job.entity);
    },
  );

  it('an unknown job id is a 404 for every employer route on one job; a malformed id a 400', async () => {
    for (const route of ['updateJob', 'deleteJob', 'closeJob'] as const) {
      const body =
        route === 'updateJob'
          ? { description: 'Walk our friendly labrador.', startDate: austinDay(1), endDate: austinDay(3) }
          : undefined;
      const job = (id: string) => api(route, { params: { id }, token: owner.token, body });
      expect((await job(randomUUID())).status).toBe(404);
      expect((await job('not-an-id')).status).toBe(400);
    }
  });

  it('POST /job: anonymous 401, student 403, role-less 403 write nothing; an employer 201 with the new id', async () => {
    const body = jobBody({ title: `Lawn mowing ${uniqueWord()}` });
    for (const [caller, status] of [
      [null, 401],
      [student, 403],
      [roleless, 403],
    ] as const) {
      const res = await api('createJob', { token: caller?.token, body });
      expect(res.status).toBe(status);
      if (caller) {
        expect(await storedJobsOf(caller.userId)).toEqual([]);
        expect(await storedLimit('postJob', caller.userId)).toBeUndefined();
      }
    }
    const res = await api('createJob', { token: other.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = createJobResponseSchema.parse(res.body);
    expect(created.message).toBe(JOB_CREATED_MESSAGE);
    expect((await storedJob(created.entity))?.employerId).toBe(other.userId);
  });

  it('GET /employer/jobs and GET /employer/dashboard: 401, 403, 403; each employer sees only their own jobs', async () => {
    const mine = await postJob(owner, { title: `Tutoring ${uniqueWord()}` });
    for (const route of ['listEmployerJobs', 'getEmployerDashboard'] as const) {
      expect((await api(route)).status).toBe(401);
      expect((await api(route, { token: student.token })).status).toBe(403);
      expect((await api(route, { token: roleless.token })).status).toBe(403);
    }
    expect((await ownJobs(owner)).map((job) => job.entity)).toContain(mine.entity);
    expect((await ownJobs(other)).map((job) => job.entity)).not.toContain(mine.entity);
    const dashboard = await api('getEmployerDashboard', { token: other.token });
    expect(dashboard.status).toBe(200);
    const recent = employerDashboardResponseSchema.parse(dashboard.body).recentJobs.map((job) => job.entity);
    expect(recent).not.toContain(mine.entity);
  });
});

describe('POST /job: the job as posted', () => {
  it('is placed on the server, dated on its own calendar, signed with the employer’s own record', async () => {
    const title = `Dog walking ${uniqueWord()}`;
    const res = await api('createJob', {
      token: owner.token,
      body: jobBody({
        title: `  ${title}  `,
        // The city typed in lower case, and a point that is not Austin's: the server uses its own.
        address: { ...jobBody().address, city: 'austin', state: 'tx', latitude: 10, longitude: 10 },
        price: 12.5,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const job = employerJobResponseSchema.shape.job.parse(res.body.job);
    expect(job.entity).toBe(res.body.entity);
    expect(job.data).toMatchObject({
      title,
      price: 12.5,
      priceType: 'perHr',
      timeZone: AUSTIN.timeZone,
      isActive: true,
      isClosed: false,
      isReopened: false,
      createdBy: 'Pat Lee',
      employerEmail: owner.email,
      applications: { total: 0, pending: 0, accepted: 0, rejected: 0 },
      address: {
        address1: '1200 S Lamar Blvd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        fullAddress: '1200 S Lamar Blvd, Austin, TX 78704',
      },
    });
    expect(job.data.address.latitude).toBeCloseTo(30.24, 1);
    expect(job.data.address.longitude).toBeCloseTo(-97.77, 1);

    const stored = await storedJob(job.entity);
    expect(stored).toMatchObject({ status: 'open', employerId: owner.userId, employerPhone: '5035550199' });
    // Listed at once: in the newest list, the geohash cells and the title index.
    expect(await indexedForSearch(job.entity, title)).toMatchObject({ keys: LISTED_KEYS });
    expect((await indexedForSearch(job.entity, title)).terms).toBeGreaterThan(0);
    expect(await publicListIds()).toContain(job.entity);

    // The public sees city and state only.
    const publicJob = await api('getJob', { params: { id: job.entity } });
    expect(publicJob.status).toBe(200);
    expect(JSON.stringify(publicJob.body)).not.toMatch(/Lamar|78704|employerEmail|5035550199/);
  });

  it('a job without a price has none; $/Job is kept', async () => {
    const job = await postJob(owner, { price: null, priceType: 'perJob' });
    expect(job.data.price).toBeUndefined();
    expect(job.data.priceType).toBe('perJob');
    expect((await storedJob(job.entity))?.price).toBeUndefined();
  });
});

describe('POST /job refuses every form rule with the spec’s message and writes nothing', () => {
  let poster: TestCaller;

  beforeAll(async () => {
    poster = await newEmployer();
    await postJob(poster); // one counted post, so the limit counter exists and must stay at 1
  });

  const year = Number(austinDay(0).slice(0, 4));
  const without =
    (key: string) =>
    (body: Record<string, unknown>): Record<string, unknown> => {
      const { [key]: _, ...rest } = body;
      return rest;
    };
  const set = (changes: Record<string, unknown>) => (body: Record<string, unknown>) => ({
    ...body,
    ...changes,
  });
  const address = (changes: Record<string, unknown>) => (body: Record<string, unknown>) => ({
    ...body,
    address: { ...(body.address as object), ...changes },
  });
  const addressWithout = (key: string) => (body: Record<string, unknown>) => ({
    ...body,
    address: without(key)(body.address as Record<string, unknown>),
  });

  const cases: [string, (body: Record<string, unknown>) => Record<string, unknown>, string, string][] = [
    ['title missing', without('title'), 'title', m.titleRequired],
    ['title shorter than 5', set({ title: 'Dogs' }), 'title', m.titleTooShort],
    ['title of spaces around 4 letters', set({ title: '   Dogs   ' }), 'title', m.titleTooShort],
    ['description missing', without('description'), 'description', m.descriptionRequired],
    [
      'description under 10 after trimming',
      set({ description: '   Walk dog   ' }),
      'description',
      m.descriptionTooShort,
    ],
    ['start date missing', without('startDate'), 'startDate', m.startRequired],
    ['end date missing', without('endDate'), 'endDate', m.endRequired],
    ['start date as MM/DD/YYYY', set({ startDate: `12/01/${year + 1}` }), 'startDate', m.dateFormat],
    ['end date not a real day', set({ endDate: `${year + 1}-02-30` }), 'endDate', m.dateFormat],
    ['start in the past', set({ startDate: austinDay(-1) }), 'startDate', m.futureDate],
    ['end in the past', set({ startDate: austinDay(-3), endDate: austinDay(-1) }), 'endDate', m.futureDate],
    [
      'end before start',
      set({ startDate: austinDay(5), endDate: austinDay(4) }),
      'endDate',
      m.endBeforeStart,
    ],
    ['end more than 10 years ahead', set({ endDate: `${year + 11}-01-15` }), 'endDate', m.tooFarAhead],
    [
      'start more than 10 years ahead',
      set({ startDate: `${year + 11}-01-15`, endDate: `${year + 11}-01-16` }),
      'startDate',
      m.tooFarAhead,
    ],
    ['price 0', set({ price: 0 }), 'price', m.priceNotPositive],
    ['price -1', set({ price: -1 }), 'price', m.priceNotPositive],
    ['price 0.5', set({ price: 0.5 }), 'price', m.priceTooLow],
    ['price 1.234', set({ price: 1.234 }), 'price', m.priceCents],
    ['price 20000', set({ price: 20000 }), 'price', m.priceTooHigh],
    ['price as text', set({ price: '15' }), 'price', m.priceNotPositive],
    ['price type not $/Hr or $/Job', set({ priceType: 'perDay' }), 'priceType', m.priceType],
    [
      'an unknown field (the employer)',
      set({ employerId: 'someone-else' }),
      'employerId',
      'Unknown field "employerId".',
    ],
    ['an unknown field (the status)', set({ isActive: false }), 'isActive', 'Unknown field "isActive".'],
    ['address missing', without('address'), 'address', m.fullAddressRequired],
    [
      'every address part empty (one message, not five)',
      address({ address1: '', address2: '', city: '', state: '', zipCode: '' }),
      'address.address1',
      m.fullAddressRequired,
    ],
    ['street line empty', address({ address1: '  ' }), 'address.address1', m.addressRequired],
    ['city missing', addressWithout('city'), 'address.city', m.cityRequired],
    ['state missing', addressWithout('state'), 'address.state', m.stateRequired],
    ['state not a US state', address({ state: 'XX' }), 'address.state', m.stateRequired],
    ['ZIP missing', addressWithout('zipCode'), 'address.zipCode', m.zipRequired],
    ['ZIP not 5 digits', address({ zipCode: '7870' }), 'address.zipCode', m.zipInvalid],
    ['a ZIP that does not exist', address({ zipCode: '00000' }), 'address', m.addressUnknown],
    ['a ZIP of another city', address({ city: 'Denver', state: 'CO' }), 'address', m.addressUnknown],
    ['a city in another state', address({ state: 'OH' }), 'address', m.addressUnknown],
  ];

  it.each(cases)('%s → 400', async (_name, mutate, field, message) => {
    const res = await api('createJob', { token: poster.token, body: mutate(jobBody()) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(res.body.message).toBe(Object.values(res.body.fields)[0]);
    expect(await storedJobsOf(poster.userId)).toHaveLength(1);
    expect((await storedLimit('postJob', poster.userId))?.used).toBe(1);
  });

  it('a body that is not JSON, or not an object, is a 400 too', async () => {
    const notJson = await api('createJob', {
      token: poster.token,
      rawBody: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await api('createJob', { token: poster.token, body: [] })).status).toBe(400);
    expect(await storedJobsOf(poster.userId)).toHaveLength(1);
  });
});

describe('PUT /job/{id}: edit', () => {
  it('changes description, price, price type and dates; keeps title, address, counters and the listing', async () => {
    const title = `Babysitting ${uniqueWord()}`;
    const job = await postJob(owner, { title });
    const res = await api('updateJob', {
      params: { id: job.entity },
      token: owner.token,
      body: editBody(job, {
        description: 'Two kids, after school, homework help.',
        price: 120,
        priceType: 'perJob',
        startDate: austinDay(2),
        endDate: austinDay(9),
        // The spec's client sends the whole job back: title, address and isActive true are echoed.
        title,
        address: job.data.address,
        isActive: true,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = employerJobResponseSchema.parse(res.body);
    expect(edited.message).toBe(JOB_UPDATED_MESSAGE);
    expect(edited.job.data).toMatchObject({
      title,
      description: 'Two kids, after school, homework help.',
      price: 120,
      priceType: 'perJob',
      startDate: austinDay(2),
      endDate: austinDay(9),
      isActive: true,
      address: job.data.address,
    });
    expect(edited.job.createdAt).toBe(job.createdAt);
    expect((await ownJobs(owner)).find((j) => j.entity === job.entity)).toEqual(edited.job);
    expect((await indexedForSearch(job.entity, title)).keys).toEqual(LISTED_KEYS);

    // null clears the price
    const cleared = await api('updateJob', {
      params: { id: job.entity },
      token: owner.token,
      body: editBody(edited.job, { price: null }),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.job.data.price).toBeUndefined();
  });

  it('a running job may keep its start day in the past; a changed start may not be', async () => {
    // The demo employer's running jobs started days ago.
    const demo = await demoCaller('employer@example.com');
    const running = (await ownJobs(demo)).find(
      (job) => job.data.isActive && job.data.startDate < localDay(job.data.timeZone) && !hasEnded(job.data),
    );
    expect(running, 'the seed gives the demo employer a running job').toBeDefined();
    const job = running as EmployerJob;
    const before = await storedJob(job.entity);
    const yesterday = addDays(localDay(job.data.timeZone), -1);
    const otherPastDay = job.data.startDate === yesterday ? addDays(yesterday, -1) : yesterday;
    const moved = await api('updateJob', {
      params: { id: job.entity },
      token: demo.token,
      body: editBody(job, { startDate: otherPastDay }),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ startDate: m.futureDate });
    expect(await storedJob(job.entity)).toEqual(before);

    const kept = await api('updateJob', {
      params: { id: job.entity },
      token: demo.token,
      body: editBody(job, { description: `${job.data.description} Gloves provided.` }),
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.job.data.startDate).toBe(job.data.startDate);
    // Its counters are the applications function's: an edit leaves them as they were.
    expect(kept.body.job.data.applications).toEqual(job.data.applications);
  });

  describe('refuses with the spec’s message and changes nothing', () => {
    let job: EmployerJob;
    beforeAll(async () => {
      job = await postJob(owner);
    });
    const year = Number(austinDay(0).slice(0, 4));
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'description under 10 after trimming',
        { description: ' Walk dog ' },
        'description',
        m.descriptionTooShort,
      ],
      ['description missing', { description: undefined }, 'description', m.descriptionRequired],
      ['price 0.5', { price: 0.5 }, 'price', m.priceTooLow],
      ['price 1.234', { price: 1.234 }, 'price', m.priceCents],
      ['price 0', { price: 0 }, 'price', m.priceNotPositive],
      ['price type', { priceType: 'weekly' }, 'priceType', m.priceType],
      ['start date format', { startDate: '11/30/2026' }, 'startDate', m.dateFormat],
      ['start date missing', { startDate: undefined }, 'startDate', m.startRequired],
      ['a new start in the past', { startDate: austinDay(-1) }, 'startDate', m.futureDate],
      ['end before start', { startDate: austinDay(4), endDate: austinDay(3) }, 'endDate', m.endBeforeStart],
      ['end more than 10 years ahead', { endDate: `${year + 11}-03-01` }, 'endDate', m.tooFarAhead],
      ['a title left empty', { title: '  ' }, 'title', m.titleRequired],
      [
        'a new address with a ZIP that is not one',
        { address: { address1: '1 Other St', city: 'Austin', state: 'TX', zipCode: '7870' } },
        'address.zipCode',
        m.zipInvalid,
      ],
      ['isActive false', { isActive: false }, 'isActive', 'Saving a job always makes it active.'],
      ['an unknown field', { employerId: 'someone-else' }, 'employerId', 'Unknown field "employerId".'],
      ['an unknown field (the status)', { status: 'open' }, 'status', 'Unknown field "status".'],
    ];
    it.each(cases)('%s → 400', async (_name, changes, field, message) => {
      const before = await storedJob(job.entity);
      const res = await api('updateJob', {
        params: { id: job.entity },
        token: owner.token,
        body: editBody(job, changes),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
      expect(await storedJob(job.entity)).toEqual(before);
    });
  });

  it('50 identical saves at once change the job once', async () => {
    const job = await postJob(owner);
    const body = editBody(job, { description: 'Walk our labrador, and feed the cat too.' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('updateJob', { params: { id: job.entity }, token: owner.token, body }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    const messages = replies.map((r) => r.body.message);
    expect(messages.filter((message) => message === JOB_UPDATED_MESSAGE)).toHaveLength(1);
    expect(messages.filter((message) => message === JOB_UNCHANGED_MESSAGE)).toHaveLength(49);
    expect((await storedJob(job.entity))?.description).toBe('Walk our labrador, and feed the cat too.');
  });
});

describe('POST /job/{id}/close: filled', () => {
  it('closes an open job: out of search, shown as closed, counted as completed; only once', async () => {
    const word = uniqueWord();
    const title = `Snow removal ${word}`;
    const job = await postJob(owner, { title });
    expect(await searchIds(word)).toEqual([job.entity]);
    const res = await api('closeJob', { params: { id: job.entity }, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.job.data).toMatchObject({ isActive: false, isClosed: true });
    expect(await indexedForSearch(job.entity, title)).toEqual({ keys: [], terms: 0 });
    expect(await publicListIds()).not.toContain(job.entity);
    expect(await searchIds(word)).toEqual([]);
    expect((await storedJob(job.entity))?.status).toBe('closed');
    // A filled job takes no new applications.
    const apply = await api('applyToJob', { params: { id: job.entity }, token: student.token, body: {} });
    expect(apply.status).toBe(409);
    expect(apply.body.code).toBe('JOB_CLOSED');

    const before = await storedJob(job.entity);
    const again = await api('closeJob', { params: { id: job.entity }, token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This job is already closed.');
    const remove = await api('deleteJob', { params: { id: job.entity }, token: owner.token });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('Only an active job can be deleted. This job is closed.');
    expect(await storedJob(job.entity)).toEqual(before);
  });

  it('50 closes at once: one closes, 49 are told it is already closed', async () => {
    const job = await postJob(owner);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => api('closeJob', { params: { id: job.entity }, token: owner.token })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.body.code === 'JOB_ALREADY_CLOSED')).toHaveLength(49);
  });
});

describe('DELETE /job/{id}: soft delete', () => {
  it('the job leaves search at once and is gone for the public and from its owner’s list', async () => {
    const word = uniqueWord();
    const title = `Yard work ${word}`;
    const job = await postJob(owner, { title });
    expect((await api('getJob', { params: { id: job.entity } })).status).toBe(200);
    expect(await searchIds(word)).toEqual([job.entity]);

    const res = await api('deleteJob', { params: { id: job.entity }, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.job.data).toMatchObject({ isActive: false, isClosed: false });

    expect(await indexedForSearch(job.entity, title)).toEqual({ keys: [], terms: 0 });
    expect(await publicListIds()).not.toContain(job.entity);
    expect(await searchIds(word)).toEqual([]);
    // Gone (410), to everyone, the owner included: its page says it was removed, and shows nothing of it.
    for (const token of [undefined, student.token, owner.token]) {
      const gone = await api('getJob', { params: { id: job.entity }, token });
      expect(gone.status).toBe(410);
      expect(gone.body).toEqual({ code: 'JOB_REMOVED', message: JOB_REMOVED_MESSAGE });
    }
    expect(
      (await api('applyToJob', { params: { id: job.entity }, token: student.token, body: {} })).status,
    ).toBe(404);
    // The Delete button deletes: the job is in neither the employer's list nor their dashboard.
    expect((await ownJobs(owner)).map((j) => j.entity)).not.toContain(job.entity);
    const dashboard = await api('getEmployerDashboard', { token: owner.token });
    expect(dashboard.body.recentJobs.map((j: EmployerJob) => j.entity)).not.toContain(job.entity);

    // Deleted is final: no second delete, no close, no edit (gone).
    const before = await storedJob(job.entity);
    expect((await api('deleteJob', { params: { id: job.entity }, token: owner.token })).status).toBe(409);
    expect((await api('closeJob', { params: { id: job.entity }, token: owner.token })).status).toBe(409);
    expect(
      (await api('updateJob', { params: { id: job.entity }, token: owner.token, body: editBody(job) }))
        .status,
    ).toBe(404);
    expect(await storedJob(job.entity)).toEqual(before);
  });
});

describe('reopen', () => {
  it('a closed job whose end is still ahead is saved open again, marked reopened, back in search', async () => {
    const word = uniqueWord();
    const title = `Pet sitting ${word}`;
    const job = await postJob(owner, { title });
    expect((await api('closeJob', { params: { id: job.entity }, token: owner.token })).status).toBe(200);

    // The dialog opens the edit form with the start reset to today, isActive and isReopened true.
    const res = await api('updateJob', {
      params: { id: job.entity },
      token: owner.token,
      body: editBody(job, { startDate: austinDay(0), isActive: true, isReopened: true }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.job.data).toMatchObject({
      isActive: true,
      isClosed: false,
      isReopened: true,
      startDate: austinDay(0),
    });
    expect((await storedJob(job.entity))?.status).toBe('open');
    const indexed = await indexedForSearch(job.entity, title);
    expect(indexed.keys).toEqual(LISTED_KEYS);
    expect(indexed.terms).toBeGreaterThan(0);
    expect(await publicListIds()).toContain(job.entity);
    expect(await searchIds(word)).toEqual([job.entity]);
  });

  it('an expired job is reposted as a new job; the old one stays as it was', async () => {
    // The seed gives demo employers expired jobs (their end day is over on their own calendar).
    let demo: TestCaller | undefined;
    let expired: EmployerJob | undefined;
    for (const email of ['employer@example.com', 'ortiz.family@example.com', 'the.greens@example.com']) {
      demo = await demoCaller(email);
      expired = (await ownJobs(demo)).find((job) => job.data.isActive && hasEnded(job.data));
      if (expired) break;
    }
    expect(expired, 'a demo employer has an expired job').toBeDefined();
    const old = expired as EmployerJob;
    const caller = demo as TestCaller;
    const before = await storedJob(old.entity);

    // Editing cannot reopen it while its end day is past.
    const edit = await api('updateJob', {
      params: { id: old.entity },
      token: caller.token,
      body: editBody(old),
    });
    expect(edit.status).toBe(400);
    expect(edit.body.fields).toEqual({ endDate: m.futureDate });

    const today = localDay(old.data.timeZone);
    const { fullAddress: _, latitude: __, longitude: ___, country: ____, ...typed } = old.data.address;
    const res = await api('createJob', {
      token: caller.token,
      body: {
        title: old.data.title,
        description: old.data.description,
        price: old.data.price ?? null,
        priceType: old.data.priceType,
        startDate: today,
        endDate: localDay(old.data.timeZone, new Date(Date.now() + 5 * 86_400_000)),
        address: typed,
        isReopened: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.entity).not.toBe(old.entity);
    expect(res.body.job.data).toMatchObject({ isActive: true, isReopened: true, title: old.data.title });
    expect(await storedJob(old.entity)).toEqual(before);
  });
});

describe('GET /employer/dashboard', () => {
  it('counts active and completed jobs and shows the three most recent postings', async () => {
    const employer = await newEmployer();
    const a = await postJob(employer, { title: 'Job A is active' });
    const b = await postJob(employer, { title: 'Job B is closed' });
    const c = await postJob(employer, { title: 'Job C is deleted' });
    const d = await postJob(employer, {
      title: 'Job D is upcoming',
      startDate: austinDay(5),
      endDate: austinDay(6),
    });
    expect((await api('closeJob', { params: { id: b.entity }, token: employer.token })).status).toBe(200);
    expect((await api('deleteJob', { params: { id: c.entity }, token: employer.token })).status).toBe(200);

    const res = await api('getEmployerDashboard', { token: employer.token });
    expect(res.status).toBe(200);
    const dashboard = employerDashboardResponseSchema.parse(res.body);
    expect(dashboard.stats).toEqual({
      activeJobs: 2,
      completedJobs: 1,
      totalApplications: 0,
      pendingApplications: 0,
      hiredApplications: 0,
    });
    expect(dashboard.recentJobs.map((job) => job.entity)).toEqual([d.entity, b.entity, a.entity]);

    // The own list has every job, newest first, open or filled; the deleted one is gone.
    expect((await ownJobs(employer)).map((job) => job.entity)).toEqual([d, b, a].map((job) => job.entity));
  });

  it('the application figures are the sums of the counters on the employer’s jobs', async () => {
    const demo = await demoCaller('employer@example.com');
    // Other test files may apply to the demo jobs meanwhile: compare a dashboard read between two
    // identical lists.
    const onBoard = async () => (await ownJobs(demo)).filter((job) => job.data.isActive || job.data.isClosed);
    let jobs: EmployerJob[] = [];
    let dashboard: unknown;
    for (let attempt = 0; attempt < 5; attempt++) {
      jobs = await onBoard();
      dashboard = (await api('getEmployerDashboard', { token: demo.token })).body;
      if (JSON.stringify(await onBoard()) === JSON.stringify(jobs)) break;
    }
    const { stats, recentJobs } = employerDashboardResponseSchema.parse(dashboard);
    const sum = (key: 'total' | 'pending' | 'accepted') =>
      jobs.reduce((total, job) => total + job.data.applications[key], 0);
    expect(stats).toMatchObject({
      totalApplications: sum('total'),
      pendingApplications: sum('pending'),
      hiredApplications: sum('accepted'),
      completedJobs: jobs.filter((job) => job.data.isClosed).length,
      activeJobs: jobs.filter((job) => job.data.isActive && !hasEnded(job.data)).length,
    });
    expect(recentJobs.map((job) => job.entity)).toEqual(jobs.slice(0, 3).map((job) => job.entity));
  });
});

describe('the daily posting limit', () => {
  it('the 21st post in a day is a 429 with Retry-After; invalid posts are refused first and never count', async () => {
    const employer = await newEmployer();
    for (let i = 0; i < limits.postJob.max; i += 5) {
      await Promise.all(
        Array.from({ length: 5 }, (_, k) => postJob(employer, { title: `Errand number ${i + k}` })),
      );
    }
    const res = await api('createJob', { token: employer.token, body: jobBody() });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: limits.postJob.message });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(limits.postJob.windowSeconds - 600);
    expect(retryAfter).toBeLessThanOrEqual(limits.postJob.windowSeconds);

    // A form error is a form error, even past the limit.
    const invalid = await api('createJob', { token: employer.token, body: jobBody({ title: 'Dog' }) });
    expect(invalid.status).toBe(400);
    expect(await storedJobsOf(employer.userId)).toHaveLength(limits.postJob.max);
    expect((await storedLimit('postJob', employer.userId))?.used).toBe(limits.postJob.max);
  });
});

describe('mail (last: after every route has run)', () => {
  it('no employer job route, allowed or refused, sends anyone an e-mail', async () => {
    const emails = await allMails();
    const people = [owner, other, student, roleless].map((caller) => caller.email);
    expect(emails.filter((mail) => mail.destination.to.some((to) => people.includes(to)))).toEqual([]);
  });
});
