import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobItem } from '../../functions/jobs/job-item';
import { cellOf, type DerivedKeys, publicPoint } from '../../functions/jobs/job-state';
import { coverCircle, distanceMiles, roundMiles } from '../../functions/jobs/search/geo';
import { addDays, localDay } from '../../shared/rules/job-day';
import { type PublicJob, searchJobsResponseSchema } from '../../shared/schemas/job';
import { stemOf } from '../../shared/search/words';
import { api, idTokenFor } from './support/api';
import { expectPublicAddress } from './support/jobs';
import { functionsModules, pointAt } from './support/search-jobs';
import { readItem, readPartition } from './support/tables';

/*
 * GET /jobs/search over HTTP on the local stack. The jobs searched here are written by this
 * file through job-writes (the one module that writes jobs, as POST /job and the seed do) around
 * Bozeman MT and Fargo ND, where no demo job and no other test's job is, so every expectation is
 * exact. Their titles carry a made-up word ("Zorbling") for the nationwide title search.
 */

type NewJob = Omit<JobItem, keyof DerivedKeys>;

const BOZEMAN_ZIP = '59715';
const BOZEMAN = { latitude: 45.6693, longitude: -111.0431 };
const FARGO = { latitude: 46.9209, longitude: -96.8318 };
const TIME_ZONE = 'America/Denver';
const DAY = 86_400_000;

const titles = [
  'Dog walking',
  'Zorbling Dog Walker',
  'Lawn mowing',
  'Snow shovelling',
  'Math tutoring',
  'Babysitting evenings',
];
const employerId = randomUUID();

interface Planted {
  job: NewJob;
  listed: boolean;
}

function job(
  i: number,
  point: { latitude: number; longitude: number },
  options: Partial<NewJob> & { startOffset?: number; endOffset?: number; createdAt?: string } = {},
): NewJob {
  const now = new Date();
  const today = localDay(TIME_ZONE, now);
  const { startOffset = -1, endOffset = 7, ...rest } = options;
  const createdAt = options.createdAt ?? new Date(now.getTime() - 3_600_000 - i * 7 * 60_000).toISOString();
  return {
    jobId: randomUUID(),
    createdAt,
    updatedAt: createdAt,
    employerId,
    employerName: 'Search Test',
    employerEmail: 'search.test@example.com',
    employerPhone: '4065550100',
    title: titles[i % titles.length] as string,
    description: 'A job written by the search integration tests.',
    ...(i % 5 === 0 ? {} : { price: 10 + ((i * 7) % 40) }),
    priceType: i % 2 === 0 ? 'perHr' : 'perJob',
    startDate: addDays(today, startOffset),
    endDate: addDays(today, endOffset),
    timeZone: TIME_ZONE,
    status: 'open',
    isReopened: false,
    address: {
      address1: `${100 + i} Main St`,
      address2: '',
      city: 'Bozeman',
      state: 'MT',
      zipCode: BOZEMAN_ZIP,
      country: 'USA',
      ...point,
    },
    appTotal: 0,
    appPending: 0,
    appAccepted: 0,
    appRejected: 0,
    ...rest,
  };
}

const planted: Planted[] = [];
const coordsOf = new Map<string, { latitude: number; longitude: number }>();
let endedSinceSweep: JobItem;
let sweep: () => Promise<number>;

beforeAll(async () => {
  const { jobWrites, sweepEndedJobs } = await functionsModules();
  sweep = () => sweepEndedJobs();
  // 30 listed jobs spiralling out to 24 miles (several geohash cells), some starting later.
  for (let i = 0; i < 30; i++) {
    const point = pointAt(BOZEMAN, 0.4 + i * 0.8, i * 137.5);
    planted.push({ job: job(i, point, i % 6 === 5 ? { startOffset: 3, endOffset: 9 } : {}), listed: true });
  }
  // Beyond 25 miles: only a 40-mile search finds them.
  planted.push({ job: job(30, pointAt(BOZEMAN, 30, 45)), listed: true });
  planted.push({ job: job(31, pointAt(BOZEMAN, 38, 200)), listed: true });
  // Just inside and just outside each radius.
  for (const [i, miles] of [
    [32, 4.9],
    [33, 5.2],
    [34, 9.9],
    [35, 10.2],
    [36, 24.8],
    [37, 25.3],
  ] as const) {
    planted.push({ job: job(i, pointAt(BOZEMAN, miles, i * 61)), listed: true });
  }
  // Never listed: closed, deleted, ended last week; all a mile away and titled like the others.
  const near = pointAt(BOZEMAN, 1, 90);
  const zorbling = { title: 'Zorbling Dog walking' };
  planted.push({ job: job(40, near, { ...zorbling, status: 'closed' }), listed: false });
  planted.push({ job: job(41, near, { ...zorbling, status: 'deleted' }), listed: false });
  planted.push({ job: job(42, near, { ...zorbling, startOffset: -9, endOffset: -7 }), listed: false });
  // Fargo, for the nationwide title search.
  for (const i of [50, 51]) {
    planted.push({
      job: job(i, pointAt(FARGO, 2, i * 40), {
        title: 'Zorbling snow shovelling',
        address: {
          ...job(i, FARGO).address,
          city: 'Fargo',
          state: 'ND',
          zipCode: '58102',
          ...pointAt(FARGO, 2, i * 40),
        },
      }),
      listed: true,
    });
  }
  for (const { job: item } of planted) {
    // Distances are measured to the public point, never the home.
    coordsOf.set(item.jobId, publicPoint(item.address.latitude, item.address.longitude));
    await jobWrites.create(item);
  }
  // Posted three days ago and ending yesterday: indexed when written, ended now, until the sweep.
  const threeDaysAgo = new Date(Date.now() - 3 * DAY);
  const yesterday = addDays(localDay(TIME_ZONE), -1);
  const ended = job(43, near, {
    ...zorbling,
    createdAt: new Date(threeDaysAgo.getTime() - 60_000).toISOString(),
    startDate: addDays(yesterday, -2),
    endDate: yesterday,
  });
  coordsOf.set(ended.jobId, publicPoint(ended.address.latitude, ended.address.longitude));
  endedSinceSweep = await jobWrites.create(ended, threeDaysAgo);
}, 60_000);

const ids = (jobs: PublicJob[]) => jobs.map((j) => j.entity);
const listedIds = (predicate: (item: NewJob) => boolean = () => true) =>
  planted.filter((p) => p.listed && predicate(p.job)).map((p) => p.job.jobId);
const within = (center: { latitude: number; longitude: number }, miles: number) => (item: NewJob) =>
  distanceMiles(center, publicPoint(item.address.latitude, item.address.longitude)) <= miles;

async function search(query: string, token?: string) {
  const res = await api('searchJobs', { query, ...(token ? { token } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchJobsResponseSchema.parse(res.body);
}

/** Every page of a search, following nextCursor. */
async function allPages(query: string) {
  const pages: PublicJob[][] = [];
  let cursor: string | null = null;
  do {
    const body = await search(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(body.jobs);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 50);
  expect(cursor).toBeNull();
  return pages;
}

describe('GET /jobs/search: a place', () => {
  it('by ZIP: the listed jobs within 25 miles by default, with distances rounded to 1 decimal', async () => {
    const body = await search(`zipCode=${BOZEMAN_ZIP}&limit=60`);
    expect(body.place).toMatchObject({ label: 'Bozeman, MT 59715' });
    const place = body.place as NonNullable<typeof body.place>;
    expect(new Set(ids(body.jobs))).toEqual(new Set(listedIds(within(place, 25))));
    expect(body.jobs.length).toBeGreaterThanOrEqual(28);
    for (const found of body.jobs) {
      const coords = coordsOf.get(found.entity);
      expect(coords).toBeDefined();
      const miles = distanceMiles(place, coords as NonNullable<typeof coords>);
      expect(found.distance).toBe(roundMiles(miles));
      expect(found.distance).toBeLessThanOrEqual(25);
      expect(Number.isInteger((found.distance as number) * 10)).toBe(true);
      // The town and the public point only, never the street.
      expectPublicAddress(found.data.address);
    }
  });

  it('names every radius it takes when given another', async () => {
    const res = await api('searchJobs', { query: 'zipCode=78704&radius=7' });
    expect(res.status).toBe(400);
    expect(res.body.fields.radius).toBe('Radius must be 5, 10, 15, 20, 25 or 40 miles, or any.');
  });

  it('by city and state, and by point, with a radius', async () => {
    const byCity = await search('city=bozeman&state=mt&radius=10&limit=60');
    expect(byCity.place?.label).toBe('Bozeman, MT');
    const cityPlace = byCity.place as NonNullable<typeof byCity.place>;
    expect(new Set(ids(byCity.jobs))).toEqual(new Set(listedIds(within(cityPlace, 10))));
    for (const found of byCity.jobs) expect(found.distance).toBeLessThanOrEqual(10);

    const byPoint = await search(
      `latitude=${BOZEMAN.latitude}&longitude=${BOZEMAN.longitude}&radius=5&limit=60`,
    );
    expect(byPoint.place).toMatchObject({ latitude: BOZEMAN.latitude, longitude: BOZEMAN.longitude });
    expect(new Set(ids(byPoint.jobs))).toEqual(new Set(listedIds(within(BOZEMAN, 5))));
    expect(byPoint.jobs.length).toBeGreaterThan(3);

    const wide = await search(
      `latitude=${BOZEMAN.latitude}&longitude=${BOZEMAN.longitude}&radius=40&limit=60`,
    );
    expect(new Set(ids(wide.jobs))).toEqual(new Set(listedIds(within(BOZEMAN, 40))));
    expect(wide.jobs.length).toBe(38);
  });

  it('an unknown ZIP or city is a 400 naming the field, not an empty list', async () => {
    const zip = await api('searchJobs', { query: 'zipCode=00000' });
    expect(zip.status).toBe(400);
    expect(zip.body).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      fields: { zipCode: expect.stringMatching(/00000/) },
    });
    const city = await api('searchJobs', { query: 'city=Notarealtown&state=MT' });
    expect(city.status).toBe(400);
    expect(city.body).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      fields: { city: expect.stringMatching(/Notarealtown/) },
    });
    // Asked twice: the cached miss answers the same.
    expect((await api('searchJobs', { query: 'zipCode=00000' })).status).toBe(400);
  });

  it('caches a place: the second search reads it from the place cache', async () => {
    await search('zipCode=58102');
    const cached = await readItem<{ places: { label: string }[]; expiresAt: number }>('placeCache', {
      placeKey: 'zip#58102',
    });
    expect(cached?.places[0]?.label).toBe('Fargo, ND 58102');
    expect(cached?.expiresAt ?? 0).toBeGreaterThan(Date.now() / 1000 + 20 * 86_400);
  });
});

describe('GET /jobs/search: bad input is a 400 naming the field', () => {
  const cases: [string, string][] = [
    ['foo=1', 'foo'],
    ['zipCode=78704&radius=7', 'radius'],
    ['zipCode=78704&radius=abc', 'radius'],
    ['sort=x', 'sort'],
    ['priceType=hourly', 'priceType'],
    ['limit=0', 'limit'],
    ['limit=61', 'limit'],
    ['limit=2.5', 'limit'],
    ['latitude=30.2', 'longitude'],
    ['longitude=-97.7', 'latitude'],
    ['latitude=91&longitude=0', 'latitude'],
    ['latitude=abc&longitude=0', 'latitude'],
    ['city=Austin', 'state'],
    ['state=TX', 'city'],
    ['city=Austin&state=XX', 'state'],
    ['zipCode=7870', 'zipCode'],
    ['zipCode=78704&city=Austin&state=TX', 'zipCode'],
    ['zipCode=78704&latitude=30&longitude=-97', 'zipCode'],
    ['radius=10', 'radius'],
    ['sort=nearest', 'sort'],
    [`title=${'a'.repeat(101)}`, 'title'],
    ['cursor=not%20base64!', 'cursor'],
  ];
  for (const [query, field] of cases) {
    it(`${query.slice(0, 60)} → ${field}`, async () => {
      const res = await api('searchJobs', { query });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
      expect(res.body.message).toEqual(expect.any(String));
    });
  }
});

describe('GET /jobs/search: sorted as asked, filtered by pay and title', () => {
  const near = `latitude=${BOZEMAN.latitude}&longitude=${BOZEMAN.longitude}&radius=40&limit=60`;

  it('newest and oldest by posting time; nearest by distance', async () => {
    const newest = await search(`${near}&sort=newest`);
    const created = newest.jobs.map((j) => j.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const oldest = await search(`${near}&sort=oldest`);
    expect(ids(oldest.jobs)).toEqual(ids(newest.jobs).reverse());
    const nearest = await search(`${near}&sort=nearest`);
    const distances = nearest.jobs.map((j) => j.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(ids(nearest.jobs))).toEqual(new Set(ids(newest.jobs)));
    expect(nearest.truncated).toBe(false);
  });

  it('highest and lowest pay first: hourly, then per job without hours, then without a price', async () => {
    for (const sort of ['salary_high', 'salary_low'] as const) {
      const body = await search(`${near}&sort=${sort}`);
      // None of these jobs has a time of day, so a price per job has no hourly estimate.
      const kinds = body.jobs.map((j) => (j.data.price === undefined ? 'none' : j.data.priceType));
      const hourly = kinds.filter((kind) => kind === 'perHr').length;
      const perJob = kinds.filter((kind) => kind === 'perJob').length;
      expect(hourly).toBeGreaterThan(5);
      expect(perJob).toBeGreaterThan(5);
      expect(kinds).toEqual([
        ...Array(hourly).fill('perHr'),
        ...Array(perJob).fill('perJob'),
        ...Array(kinds.length - hourly - perJob).fill('none'),
      ]);
      const prices = body.jobs.map((j) => j.data.price as number);
      for (const group of [prices.slice(0, hourly), prices.slice(hourly, hourly + perJob)]) {
        expect(group).toEqual([...group].sort((a, b) => (sort === 'salary_high' ? b - a : a - b)));
      }
    }
  });

  it('filters by pay type', async () => {
    for (const priceType of ['perHr', 'perJob'] as const) {
      const body = await search(`${near}&priceType=${priceType}`);
      expect(body.jobs.length).toBeGreaterThan(5);
      expect(body.jobs.every((j) => j.data.priceType === priceType)).toBe(true);
      expect(new Set(ids(body.jobs))).toEqual(
        // A job with no price is under "Both" only.
        new Set(
          listedIds(
            (item) => item.priceType === priceType && item.price !== undefined && within(BOZEMAN, 40)(item),
          ),
        ),
      );
    }
    const all = await search(`${near}&priceType=all`);
    expect(all.jobs).toHaveLength(38);
  });

  it('a title word matches its forms in any case; several words match any of them, all of them first', async () => {
    const titled = (predicate: (title: string) => boolean) =>
      new Set(listedIds((item) => within(BOZEMAN, 40)(item) && predicate(item.title)));
    const dog = await search(`${near}&title=dogs`);
    expect(new Set(ids(dog.jobs))).toEqual(titled((t) => /\bdog/i.test(t)));
    expect(dog.jobs.map((j) => j.data.title)).toEqual(
      expect.arrayContaining(['Dog walking', 'Zorbling Dog Walker']),
    );
    // walk, walking, walker: one stem.
    const walk = await search(`${near}&title=WALK`);
    expect(new Set(ids(walk.jobs))).toEqual(titled((t) => /\bwalk/i.test(t)));
    expect(walk.jobs.map((j) => j.data.title)).toContain('Zorbling Dog Walker');
    // Any word, in any order; jobs with both words come first.
    const both = await search(`${near}&title=${encodeURIComponent('walker mowing')}`);
    expect(new Set(ids(both.jobs))).toEqual(titled((t) => /\b(walk|mow)/i.test(t)));
    const twoWords = await search(`${near}&title=${encodeURIComponent('walker dog')}`);
    const firstTitles = new Set(twoWords.jobs.slice(0, 3).map((j) => j.data.title));
    expect([...firstTitles].every((t) => /dog walk/i.test(t))).toBe(true);
    // Not the inside of a word.
    const inside = await search(`${near}&title=alk`);
    expect(inside.jobs).toEqual([]);
  });

  it('a title alone searches the whole country through the title index', async () => {
    const pages = await allPages('title=zorbling&limit=4');
    const found = pages.flat();
    expect(new Set(ids(found))).toEqual(new Set(listedIds((item) => item.title.startsWith('Zorbling'))));
    expect(new Set(found.map((j) => j.data.address.city))).toEqual(new Set(['Bozeman', 'Fargo']));
    expect(found.every((j) => j.distance === undefined)).toBe(true);
    const created = found.map((j) => j.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe('GET /jobs/search: paging', () => {
  it('gives every result exactly once across pages, pages drawing on several cells', async () => {
    for (const [sort, radius] of [
      ['newest', 25],
      ['oldest', 25],
      ['newest', 10],
      ['nearest', 40],
      ['salary_high', 40],
    ] as const) {
      const base = `latitude=${BOZEMAN.latitude}&longitude=${BOZEMAN.longitude}&radius=${radius}&sort=${sort}`;
      const pages = await allPages(`${base}&limit=7`);
      const paged = pages.flat();
      const whole = await search(`${base}&limit=60`);
      expect(ids(paged), sort).toEqual(ids(whole.jobs));
      expect(new Set(ids(paged)).size).toBe(paged.length);
      // Full pages, then the rest: a cursor is only given when a job lies behind it.
      expect(pages.length).toBe(Math.ceil(whole.jobs.length / 7));
      expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
      // The cells of the circle's cover (of mixed sizes) that the first page's jobs lie in.
      const cover = coverCircle(BOZEMAN, radius);
      const cells = new Set(
        pages[0]?.map((j) => {
          const c = coordsOf.get(j.entity) as { latitude: number; longitude: number };
          return cover.find(({ level, cell }) => cellOf(c.latitude, c.longitude, level) === cell)?.cell;
        }),
      );
      expect(cells.size, `${sort} ${radius}: first page cells`).toBeGreaterThan(1);
    }
  }, 90_000);

  it('pages a title search near a place exactly once', async () => {
    const base = `zipCode=${BOZEMAN_ZIP}&radius=40&title=dog`;
    const paged = (await allPages(`${base}&limit=3`)).flat();
    expect(ids(paged)).toEqual(ids((await search(`${base}&limit=60`)).jobs));
    expect(paged.length).toBeGreaterThan(5);
  });

  it('refuses forged, foreign and stale cursors with a 400, never a 500', async () => {
    const base = `latitude=${BOZEMAN.latitude}&longitude=${BOZEMAN.longitude}&limit=5`;
    const first = await search(`${base}&sort=newest`);
    expect(first.nextCursor).toEqual(expect.any(String));
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      'e30',
      'bm90LWpzb24',
      b64({ v: 1, q: 'AAAAAAAAAAAAAAAA', after: '2026-01-01T00:00:00.000Z' }),
      b64({ v: 1, q: 'AAAAAAAAAAAAAAAA', offset: 5 }),
      b64({ 'OPEN#0': { jobId: randomUUID(), listing: 'OPEN#0', listKey: 'x' } }),
      b64({ $where: 'x' }),
      'A'.repeat(2000),
    ];
    for (const cursor of forged) {
      const res = await api('searchJobs', { query: `${base}&sort=newest&cursor=${cursor}` });
      expect(res.status, cursor).toBe(400);
      expect(res.body.code).toMatch(/INVALID_CURSOR|VALIDATION_FAILED/);
    }
    // A real cursor used with another query (another sort, place, title or pay type).
    for (const other of [
      'sort=oldest',
      'sort=nearest',
      'sort=newest&title=dog',
      'sort=newest&priceType=perHr',
      'sort=newest&radius=40',
    ]) {
      const res = await api('searchJobs', { query: `${base}&${other}&cursor=${first.nextCursor}` });
      expect(res.status, other).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    }
    const res = await api('listNewestJobs', { query: `cursor=${first.nextCursor}` });
    expect(res.status).toBe(400);
  });

  it('refuses a cursor whose numbers or dates are out of bounds with 400 INVALID_CURSOR', async () => {
    const base = `latitude=${BOZEMAN.latitude}&longitude=${BOZEMAN.longitude}&limit=2&sort=newest`;
    const first = await search(base);
    expect(first.nextCursor).toEqual(expect.any(String));
    const real = JSON.parse(Buffer.from(first.nextCursor as string, 'base64url').toString('utf8'));
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const crafted = [
      { ...real, r: 1e-300 }, // reached toISOString() with an invalid Date: a RangeError, a 500
      { ...real, r: 5e-324 },
      { ...real, r: 1e308 },
      { ...real, r: 0 },
      { ...real, after: '2026-13-45T99:99:99.000Z' },
      { ...real, after: '0000-00-00T00:00:00.000Z' },
    ];
    for (const cursor of crafted) {
      const res = await api('searchJobs', { query: `${base}&cursor=${b64(cursor)}` });
      expect(res.status, JSON.stringify(cursor)).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    }
    // Within the bounds, however far the computed window lands, a page is answered.
    for (const cursor of [
      { ...real, r: 1e-6 },
      { ...real, r: 1e7 },
      { ...real, after: '9999-12-31T23:59:59.999Z' },
      { ...real, after: '1970-01-01T00:00:00.000Z', r: 1e-6 },
    ]) {
      const res = await api('searchJobs', { query: `${base}&cursor=${b64(cursor)}` });
      expect(res.status, JSON.stringify(cursor)).toBe(200);
    }
  });
});

describe('GET /jobs/search: only listed jobs', () => {
  it('never returns closed, deleted or ended jobs, even before the sweep unlists an ended one', async () => {
    expect(endedSinceSweep.listing).toBeDefined();
    const unlisted = new Set([
      ...planted.filter((p) => !p.listed).map((p) => p.job.jobId),
      endedSinceSweep.jobId,
    ]);
    for (const query of [
      `zipCode=${BOZEMAN_ZIP}&limit=60`,
      `zipCode=${BOZEMAN_ZIP}&limit=60&sort=nearest`,
      `zipCode=${BOZEMAN_ZIP}&limit=60&title=zorbling`,
      'title=zorbling&limit=60',
      'title=zorbling&limit=60&sort=salary_low',
    ]) {
      const body = await search(query);
      expect(body.jobs.length).toBeGreaterThan(0);
      for (const found of body.jobs) expect(unlisted.has(found.entity), query).toBe(false);
    }
  });

  it('the sweep takes a job whose end passed out of every index', async () => {
    const term = stemOf('zorbling');
    const before = await readPartition<{ jobId: string }>('jobTerms', { name: 'term', value: term });
    const job = endedSinceSweep;
    await sweep();
    const stored = await readItem<JobItem>('jobs', { jobId: job.jobId });
    expect(stored?.status).toBe('open');
    expect(stored?.listing).toBeUndefined();
    for (const key of ['c16', 'c18', 'c20', 'c22', 'c24'] as const) expect(stored?.[key]).toBeUndefined();
    const after = await readPartition<{ jobId: string }>('jobTerms', { name: 'term', value: term });
    expect(after.some((item) => item.jobId === job.jobId)).toBe(false);
    // The listed jobs keep theirs.
    expect(after.length).toBeGreaterThanOrEqual(before.filter((item) => item.jobId !== job.jobId).length);
    expect(after.length).toBeGreaterThan(0);
    expect(
      await readPartition('jobs', { name: 'c20', value: job.c20 as string }, 'byCell20'),
    ).not.toContainEqual(expect.objectContaining({ jobId: job.jobId }));
  });
});

describe('GET /jobs/search: public', () => {
  it('answers anonymous and signed-in callers alike', async () => {
    const query = `zipCode=${BOZEMAN_ZIP}&limit=10`;
    const anonymous = await search(query);
    for (const email of ['student@example.com', 'teen@example.com', 'employer@example.com']) {
      const signedIn = await search(query, await idTokenFor(email, 'Neighbour1!'));
      expect(signedIn).toEqual(anonymous);
    }
  });
});
