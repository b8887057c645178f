import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobItem } from '../../functions/jobs/job-item';
import type { DerivedKeys } from '../../functions/jobs/job-state';
import { addDays, localDay } from '../../shared/rules/job-day';
import { searchJobsResponseSchema } from '../../shared/schemas/job';
import { api } from './support/api';
import { functionsModules, pointAt } from './support/search-jobs';

/*
 * GET /jobs/search with words over HTTP on the local stack: word forms, several
 * words, a typo, synonyms, the description, relevance order, any distance, the counts offered when
 * nothing is found, and the pay filter. The jobs are written here through job-writes (as POST /job
 * does) around Billings MT, where no demo job and no other test's job is, so every expectation is
 * exact. Nationwide searches use a made-up word ("Quexa") that no other job holds.
 */

type NewJob = Omit<JobItem, keyof DerivedKeys>;

const BILLINGS = { latitude: 45.7833, longitude: -108.5007 };
const FAR_AWAY = { latitude: 44.0805, longitude: -103.231 }; // Rapid City SD, ~300 miles
const TIME_ZONE = 'America/Denver';
const employerId = randomUUID();

interface Plant {
  title: string;
  description?: string;
  miles?: number;
  at?: { latitude: number; longitude: number };
  price?: number | null;
  priceType?: 'perHr' | 'perJob';
  /** Minutes before now: the order "newest" gives. */
  age: number;
  /** Its time of day, on each of `days` days from today (else no time, from yesterday to a week on). */
  hours?: { startTime: string; endTime: string; days: number };
}

const plants: Plant[] = [
  { title: 'Weekend babysitter', description: 'Saturday evenings with two kids.', age: 10 },
  { title: 'Nanny for twins', description: 'Weekday afternoons.', age: 5 },
  { title: 'Afternoon dog walker', description: 'Walk our friendly labrador for thirty minutes.', age: 20 },
  { title: 'Moving boxes', description: 'We have a very friendly dog at home.', age: 1 },
  { title: 'Help with the garden', description: 'Weeding and some mulch.', age: 30 },
  { title: 'Snow shovelling, driveway and walk', description: 'After each snowfall.', age: 40 },
  { title: 'Help setting up a new laptop', description: 'And move my files over.', age: 50 },
  { title: 'Algebra tutor', description: 'For a 9th grader, twice a week.', age: 60 },
  { title: 'Grocery errands', description: 'A weekly order for a neighbour.', age: 70 },
  {
    title: 'Lawn mowing',
    description: 'A small lawn, price to agree.',
    price: null,
    priceType: 'perHr',
    age: 80,
  },
  { title: 'Quexa yard helper', description: 'Thirty miles out of town.', miles: 30, age: 90 },
  { title: 'Quexa dog sitter', description: 'Far away.', at: FAR_AWAY, age: 100 },
  // The pay order: "Plonkit" is in no other title. Estimated rates: $15 and $30 an hour; 4 is two days,
  // so its hours are not known.
  { title: 'Plonkit 1', price: 22, priceType: 'perHr', age: 110 },
  {
    title: 'Plonkit 2',
    price: 75,
    priceType: 'perJob',
    hours: { startTime: '13:00', endTime: '18:00', days: 1 },
    age: 111,
  },
  {
    title: 'Plonkit 3',
    price: 45,
    priceType: 'perJob',
    hours: { startTime: '09:00', endTime: '10:30', days: 1 },
    age: 112,
  },
  {
    title: 'Plonkit 4',
    price: 50,
    priceType: 'perJob',
    hours: { startTime: '09:00', endTime: '12:00', days: 2 },
    age: 113,
  },
  { title: 'Plonkit 5', price: 75, priceType: 'perJob', age: 114 },
  { title: 'Plonkit 6', price: 30, priceType: 'perJob', age: 115 },
  { title: 'Plonkit 7', price: null, priceType: 'perJob', age: 116 },
];

const idOf = new Map<string, string>();

function jobOf(plant: Plant, i: number): NewJob {
  const now = new Date();
  const today = localDay(TIME_ZONE, now);
  const createdAt = new Date(now.getTime() - plant.age * 60_000).toISOString();
  const point = plant.at ?? pointAt(BILLINGS, plant.miles ?? 0.5 + i * 0.3, i * 47);
  const price = plant.price === undefined ? 15 + i : plant.price;
  return {
    jobId: randomUUID(),
    createdAt,
    updatedAt: createdAt,
    employerId,
    employerName: 'Words Test',
    employerEmail: 'words.test@example.com',
    employerPhone: '4065550100',
    title: plant.title,
    description: plant.description ?? 'A job written by the search words tests.',
    ...(price === null ? {} : { price }),
    priceType: plant.priceType ?? (i % 2 === 0 ? 'perHr' : 'perJob'),
    ...(plant.hours
      ? {
          startTime: plant.hours.startTime,
          endTime: plant.hours.endTime,
          startDate: today,
          endDate: addDays(today, plant.hours.days - 1),
        }
      : { startDate: addDays(today, -1), endDate: addDays(today, 7) }),
    timeZone: TIME_ZONE,
    status: 'open',
    isReopened: false,
    address: {
      address1: `${200 + i} Main St`,
      address2: '',
      city: plant.at ? 'Rapid City' : 'Billings',
      state: plant.at ? 'SD' : 'MT',
      zipCode: plant.at ? '57701' : '59101',
      country: 'USA',
      ...point,
    },
    appTotal: 0,
    appPending: 0,
    appAccepted: 0,
    appRejected: 0,
  };
}

beforeAll(async () => {
  const { jobWrites } = await functionsModules();
  for (const [i, plant] of plants.entries()) {
    const job = jobOf(plant, i);
    idOf.set(plant.title, job.jobId);
    await jobWrites.create(job);
  }
}, 60_000);

const near = (radius: number | 'any' = 10) =>
  `latitude=${BILLINGS.latitude}&longitude=${BILLINGS.longitude}&radius=${radius}`;

async function search(query: string) {
  const res = await api('searchJobs', { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchJobsResponseSchema.parse(res.body);
}

/** The titles a search finds near Billings, in order. */
async function titles(words: string, extra = '') {
  const body = await search(`${near()}&title=${encodeURIComponent(words)}${extra}`);
  return body.jobs.map((job) => job.data.title);
}

describe('GET /jobs/search: words', () => {
  it('finds word forms: babysitting, babysitter, babysit; walking, walker; dogs, dog', async () => {
    for (const words of ['babysitting', 'babysit', 'Babysitters']) {
      expect((await titles(words))[0], words).toBe('Weekend babysitter');
    }
    expect(await titles('walking')).toContain('Afternoon dog walker');
    expect((await titles('dogs'))[0]).toBe('Afternoon dog walker');
  });

  it('uses every word, in any order: a job need not hold all, more words rank higher', async () => {
    const found = await titles('weekend dog walker');
    expect(found.slice(0, 2)).toEqual(['Afternoon dog walker', 'Weekend babysitter']);
    expect(await titles('walker dog')).toContain('Afternoon dog walker');
  });

  it('forgives one typo in a word of 5 letters or more, and a missing letter in one of 4', async () => {
    expect((await titles('babysiter'))[0]).toBe('Weekend babysitter');
    expect(await titles('shovling')).toContain('Snow shovelling, driveway and walk');
    expect(await titles('tutro')).toContain('Algebra tutor');
    expect((await titles('tutr'))[0]).toBe('Algebra tutor');
  });

  it('reads "dog walker" as one thing, and a compound as its words', async () => {
    // The dog jobs, and not the driveway's walk.
    expect(await titles('dog walker')).toEqual(['Afternoon dog walker', 'Moving boxes']);
    expect(await titles('dogwalker')).toEqual(['Afternoon dog walker', 'Moving boxes']);
    expect((await titles('lawnmowing'))[0]).toBe('Lawn mowing');
    expect((await titles('snowshovelling'))[0]).toBe('Snow shovelling, driveway and walk');
  });

  it('finds everyday synonyms from the reviewed table', async () => {
    expect(await titles('childcare')).toEqual(
      expect.arrayContaining(['Weekend babysitter', 'Nanny for twins']),
    );
    expect(await titles('gardening')).toContain('Help with the garden');
    expect(await titles('tech help')).toContain('Help setting up a new laptop');
    expect((await titles('math tutor'))[0]).toBe('Algebra tutor');
    expect(await titles('snow removal')).toEqual(['Snow shovelling, driveway and walk']);
    expect(await titles('groceries')).toContain('Grocery errands');
    expect(await titles('grass')).toContain('Lawn mowing');
    expect(await titles('pet')).toContain('Afternoon dog walker');
    // Not a false friend: "dog" does not find the nanny, "walk" not the babysitter.
    expect(await titles('dog')).not.toContain('Nanny for twins');
  });

  it('matches the description, below the title', async () => {
    expect(await titles('labrador')).toEqual(['Afternoon dog walker']);
    // The title match first, though the description match is newer.
    expect(await titles('dog')).toEqual(['Afternoon dog walker', 'Moving boxes']);
    // A chosen sort orders the same matches: newest first.
    expect(await titles('dog', '&sort=newest')).toEqual(['Moving boxes', 'Afternoon dog walker']);
  });

  it('pages a relevance search exactly once, tier after tier', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body = await search(
        `${near()}&title=dog&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...body.jobs.map((job) => job.data.title));
      cursor = body.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(['Afternoon dog walker', 'Moving boxes']);
  });
});

describe('GET /jobs/search: any distance', () => {
  it('searches everywhere, and still gives distances from the place', async () => {
    const body = await search(`${near('any')}&title=quexa`);
    expect(body.jobs.map((job) => job.data.title).sort()).toEqual(['Quexa dog sitter', 'Quexa yard helper']);
    const far = body.jobs.find((job) => job.data.title === 'Quexa dog sitter');
    expect(far?.distance).toBeGreaterThan(250);
    // Within 25 miles (the default with a place), only what is near.
    const within = await search(
      `latitude=${BILLINGS.latitude}&longitude=${BILLINGS.longitude}&title=quexa&radius=40`,
    );
    expect(within.jobs.map((job) => job.data.title)).toEqual(['Quexa yard helper']);
  });

  it('is the default without a place, and takes radius=any without one', async () => {
    for (const query of ['title=quexa', 'title=quexa&radius=any']) {
      const body = await search(query);
      expect(body.jobs).toHaveLength(2);
      expect(body.jobs.every((job) => job.distance === undefined)).toBe(true);
    }
  });
});

describe('GET /jobs/search: nothing found', () => {
  it('counts what any distance and no words would find', async () => {
    const body = await search(`${near(10)}&title=quexa`);
    expect(body.jobs).toEqual([]);
    expect(body.widerSearches?.anyDistance).toEqual({ count: 2, capped: false });
    const within10 = (await search(`${near(10)}&limit=60`)).jobs.length;
    expect(within10).toBe(plants.filter((plant) => !plant.at && !plant.miles).length);
    expect(body.widerSearches?.withoutWords).toEqual({ count: within10, capped: false });
  });

  it('counts only what applies, and nothing when something was found', async () => {
    // No place: only "without words", capped at 50 over the whole country.
    const nowhere = await search('title=zzqqxxnothing');
    expect(nowhere.jobs).toEqual([]);
    expect(nowhere.widerSearches?.anyDistance).toBeUndefined();
    expect(nowhere.widerSearches?.withoutWords).toEqual({ count: 50, capped: true });
    const found = await search(`${near(10)}&title=dog`);
    expect(found.widerSearches).toBeUndefined();
  });
});

describe('GET /jobs/search: pay filter', () => {
  it('shows a job with no price under "Both" only', async () => {
    const lawn = idOf.get('Lawn mowing');
    const ids = async (priceType: string) =>
      (await search(`${near()}&priceType=${priceType}&limit=60`)).jobs.map((job) => job.entity);
    expect(await ids('all')).toContain(lawn);
    expect(await ids('perHr')).not.toContain(lawn);
    expect(await ids('perJob')).not.toContain(lawn);
  });
});

describe('GET /jobs/search: pay order', () => {
  const order = async (sort: string) =>
    (await titles('plonkit', `&sort=${sort}`)).map((title) => Number(title.split(' ')[1]));

  it('compares by the hour, a price per job by its hours; per job without hours, then no price, after', async () => {
    // $30 (est.), $22 an hour, $15 (est.); then $75, $50 and $30 a job; then none.
    expect(await order('salary_high')).toEqual([3, 1, 2, 5, 4, 6, 7]);
    expect(await order('salary_low')).toEqual([2, 1, 3, 6, 4, 5, 7]);
  });
});

describe('GET /jobs/search: bad input', () => {
  it('refuses a radius that is not offered, and a radius number without a place', async () => {
    for (const query of [`${near(7)}`, `${near(10)}`.replace('radius=10', 'radius=ANY'), 'radius=10']) {
      const res = await api('searchJobs', { query });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/radius/i);
    }
  });
});
