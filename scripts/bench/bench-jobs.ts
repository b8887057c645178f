import type { JobItem } from '../../functions/jobs/job-item';
import type { DerivedKeys } from '../../functions/jobs/job-state';

/*
 * Jobs for the benches (search, load): a seeded spread over the US with a fixed number near one point,
 * so every run writes the same jobs and the density near the searched point does not change with the
 * table's size. The functions' modules are loaded when a maker is made, not at import: their DynamoDB
 * client reads its endpoint from the environment once, which the caller sets first.
 */

export const SEARCH_POINT = { label: 'ZIP 78704 (Austin, TX)', latitude: 30.2428, longitude: -97.7658 };
export const SEARCH_ZIP = '78704';

const titles = [
  'Dog walker',
  'Afternoon dog walking',
  'Lawn mowing',
  'Weekend babysitter',
  'Math tutor',
  'Leaf raking and yard work',
  'Cat sitter',
  'Tech help with a new phone',
  'Grocery errands',
  'Snow shovelling',
  'Garage clean-out',
  'Piano lessons for beginners',
  'Car washing',
  'Window cleaning',
  'Pet sitting: two cats',
  'Moving boxes',
  'Garden weeding',
  'Reading tutor',
  'Pool cleaning',
  'Dog grooming help',
];

/** A small seeded generator (mulberry32), so every run inserts the same jobs. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A job as its writer hands it to job-writes.ts: the index keys are derived there. */
export type NewJob = Omit<JobItem, keyof DerivedKeys>;

export interface BenchJobOptions {
  now: Date;
  /** Jobs `near` lie within this many miles of SEARCH_POINT... */
  nearMiles: number;
  /** ...and the others at least this far from it, over the lower 48. */
  farMiles: number;
  /** Half of all jobs (the odd ones) have already ended. */
  endedShare: 'half' | 'none';
  /** Who posted job i: an employer's id, name, e-mail and phone. */
  employerOf(i: number): { id: string; name: string; email: string; phone: string };
}

/** Returns makeJob(i, near): job i of a seeded sequence (call in order: the generator is shared). */
export async function benchJobMaker(options: BenchJobOptions) {
  const [zones, geo, { addDays, localDay }] = await Promise.all([
    import('../../functions/jobs/time-zone'),
    import('../../functions/jobs/search/geo'),
    import('../../shared/rules/job-day'),
  ]);
  const { now } = options;
  const next = random(78704);
  return (i: number, near: boolean): NewJob => {
    let latitude: number;
    let longitude: number;
    if (near) {
      const miles = options.nearMiles * Math.sqrt(next());
      const bearing = next() * 2 * Math.PI;
      latitude = SEARCH_POINT.latitude + (miles / 69.09) * Math.cos(bearing);
      longitude =
        SEARCH_POINT.longitude + (miles / (69.09 * Math.cos((latitude * Math.PI) / 180))) * Math.sin(bearing);
    } else {
      // The lower 48's box, minus the search point's surroundings (the same density there at any size).
      do {
        latitude = 25 + next() * 24;
        longitude = -124 + next() * 57;
      } while (geo.distanceMiles(SEARCH_POINT, { latitude, longitude }) < options.farMiles);
    }
    const timeZone = zones.timeZoneAt(latitude, longitude);
    const today = localDay(timeZone, now);
    const ended = options.endedShare === 'half' && i % 2 === 1;
    const endDate = ended
      ? addDays(today, -1 - Math.floor(next() * 30))
      : addDays(today, Math.floor(next() * 60));
    const createdAt = new Date(now.getTime() - Math.floor(next() * 90 * 86_400_000)).toISOString();
    const priced = next() < 0.85;
    const id = `${(i + 1).toString(16).padStart(8, '0')}-0000-4000-8000-${Math.floor(next() * 2 ** 48)
      .toString(16)
      .padStart(12, '0')}`;
    const employer = options.employerOf(i);
    return {
      jobId: id,
      createdAt,
      updatedAt: createdAt,
      employerId: employer.id,
      employerName: employer.name,
      employerEmail: employer.email,
      employerPhone: employer.phone,
      title: titles[Math.floor(next() * titles.length)] as string,
      description: 'A job written by the search benchmark.',
      ...(priced ? { price: 10 + Math.floor(next() * 90) } : {}),
      priceType: next() < 0.5 ? 'perHr' : 'perJob',
      startDate: addDays(endDate, -Math.floor(next() * 10)),
      endDate,
      timeZone,
      status: 'open',
      isReopened: false,
      address: {
        address1: '1 Bench St',
        address2: '',
        city: near ? 'Austin' : 'Elsewhere',
        state: near ? 'TX' : 'KS',
        zipCode: near ? '78704' : '66002',
        country: 'USA',
        latitude: Number(latitude.toFixed(5)),
        longitude: Number(longitude.toFixed(5)),
      },
      appTotal: 0,
      appPending: 0,
      appAccepted: 0,
      appRejected: 0,
    };
  };
}

/** Runs `work` over `items` with at most `parallel` in flight. */
export async function inPool<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
