import ngeohash from 'ngeohash';
import { PUBLIC_POINT_GRID_METRES, publicPoint } from '../../shared/rules/distance';
import { endsAtInstant } from '../../shared/rules/job-day';
import { indexTermsOf } from '../../shared/search/match';
import { itemDecoder } from '../lib/item-decoder';
import type { JobItem, JobSummary } from './job-item';

/*
 * THE module that derives, from a job, everything the indexes need (DESIGN §4): whether it is listed,
 * its geohash cells, the search terms of its title and description, and the keys that keep ended jobs out of every query.
 * Nothing else sets `listing`, the cells (`c16`…), `endsAt`, `listKey` or a title-index item: every write
 * (create, edit, delete, close, reopen, the end-of-listing sweep, the seed) goes through job-writes.ts,
 * which asks this module. Pure functions only: no I/O.
 */

/** The list every visitor reads is spread over this many partitions, so no key gets hot (DESIGN §4). */
export const LISTING_SHARDS = 4;
/**
 * The sizes of the cells a listed job is indexed in, in geohash bits (DESIGN §4), each a quarter of the
 * one before: about 135 × 78 km, 68 × 39, 34 × 20 (a 4-character geohash), 17 × 10 and 8 × 5 km at
 * 30° N. A search covers its circle with at most eight cells of mixed sizes (search/geo.ts
 * coverCircle): large ones inside the circle, small ones along its edge, so a page costs few Queries
 * and reads few jobs outside the circle. Five sizes keep that cover within about 2.1 times
 * the circle's area on average (2.7 at worst) from 5 to 40 miles; four sizes, one bit apart, or
 * fewer cells would not.
 */
export const CELL_LEVELS = [16, 18, 20, 22, 24] as const;
export type CellLevel = (typeof CELL_LEVELS)[number];

/** The attribute holding a job's cell at a level (and the partition key of its index). */
export const cellKey = (level: CellLevel): `c${CellLevel}` => `c${level}`;
/** The title-index attribute holding term#cell at a level. */
export const termCellKey = (level: CellLevel): `tc${CellLevel}` => `tc${level}`;
/** The index name of a level, on the jobs table and on the title index. */
export const cellIndex = (level: CellLevel) => `byCell${level}`;
export const termCellIndex = (level: CellLevel) => `byTermCell${level}`;

/** A cell at a level: the integer geohash, in decimal (odd bit counts have no base-32 form). */
export const cellOf = (latitude: number, longitude: number, level: CellLevel) =>
  String(ngeohash.encode_int(latitude, longitude, level));

export function listingShard(jobId: string): string {
  let hash = 0;
  for (const char of jobId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `OPEN#${hash % LISTING_SHARDS}`;
}

export const listingPartitions = Array.from({ length: LISTING_SHARDS }, (_, i) => `OPEN#${i}`);

/** createdAt#jobId: newest-first order, unique even when two jobs share a timestamp. */
export const listKeyOf = (job: Pick<JobSummary, 'createdAt' | 'jobId'>) => `${job.createdAt}#${job.jobId}`;

/**
 * Listed: open, its end day not over on its own calendar, and not removed by the moderation desk.
 * Only listed jobs are in search indexes.
 */
export function isListed(
  job: Pick<JobSummary, 'status' | 'endsAt' | 'hiddenAt'>,
  now: Date = new Date(),
): boolean {
  return job.status === 'open' && job.endsAt > now.toISOString() && !job.hiddenAt;
}

// The public point is a rule the web reads too (a guardian's distance limit): shared/rules/distance.ts.
export { PUBLIC_POINT_GRID_METRES, publicPoint };

type CellKeys = Partial<Record<`c${CellLevel}`, string>>;

/** The cells of a point at every level: the index partitions a job sits in. */
export function cellsOf(latitude: number, longitude: number): Required<CellKeys> {
  return Object.fromEntries(
    CELL_LEVELS.map((level) => [cellKey(level), cellOf(latitude, longitude, level)]),
  ) as Required<CellKeys>;
}

/**
 * The terms a job is found by in the title index: its title's and description's stems and kinds of job
 * (shared/search: "Weekend babysitter" → weekend, babysit, @childcare; description terms prefixed
 * `d:`), so a search reads terms already normalized and never a prefix.
 */
export const searchTermsOf = (job: Pick<JobItem, 'title' | 'description'>): string[] => indexTermsOf(job);

/** The derived keys of a job as it is now: set on every write, removed when not listed. */
export interface DerivedKeys extends CellKeys {
  endsAt: string;
  listKey: string;
  listing?: string;
}

/** The keys a job has only while listed: removed together when it is not. */
export const listedKeyNames = ['listing', ...CELL_LEVELS.map(cellKey)] as const;

/** Everything the indexes need, from the job's own fields. */
export function deriveKeys(
  job: Pick<JobItem, 'jobId' | 'createdAt' | 'status' | 'endDate' | 'timeZone' | 'address' | 'hiddenAt'>,
  now: Date = new Date(),
): DerivedKeys {
  const endsAt = endsAtInstant(job.endDate, job.timeZone);
  const base = { endsAt, listKey: listKeyOf(job) };
  if (!isListed({ status: job.status, endsAt, hiddenAt: job.hiddenAt }, now)) return base;
  // The cells of the public point: a cell boundary near a home must not give its side away.
  const point = publicPoint(job.address.latitude, job.address.longitude);
  return { ...base, listing: listingShard(job.jobId), ...cellsOf(point.latitude, point.longitude) };
}

type TermCellKeys = Record<`tc${CellLevel}`, string>;

/** A title-index item: one per (listed job, search term). */
export interface JobTermItem extends TermCellKeys {
  term: string;
  listKey: string;
  jobId: string;
  endsAt: string;
  summary: JobSummary;
}

/** A jobTerms item as read back (lib/item-decoder.ts). */
export const jobTermItem = itemDecoder<JobTermItem>('job term', {
  term: 'string',
  listKey: 'string',
  jobId: 'string',
  summary: 'object',
});

/**
 * The public part of a job that search results show (and title-index items carry), with the public
 * point, never the precise one.
 */
export function summaryOf(job: JobItem): JobSummary {
  return {
    jobId: job.jobId,
    createdAt: job.createdAt,
    employerId: job.employerId,
    employerName: job.employerName,
    title: job.title,
    ...(job.kind === undefined ? {} : { kind: job.kind }),
    ...(job.startTime && job.endTime ? { startTime: job.startTime, endTime: job.endTime } : {}),
    ...(job.powerEquipment === undefined ? {} : { powerEquipment: job.powerEquipment }),
    description: job.description,
    ...(job.price === undefined ? {} : { price: job.price }),
    priceType: job.priceType,
    startDate: job.startDate,
    endDate: job.endDate,
    timeZone: job.timeZone,
    endsAt: job.endsAt,
    status: job.status,
    isReopened: job.isReopened,
    address: {
      city: job.address.city,
      state: job.address.state,
      ...publicPoint(job.address.latitude, job.address.longitude),
    },
  };
}

/** The title-index items a job should have now: none unless it is listed. */
export function termItemsOf(job: JobItem): JobTermItem[] {
  if (!job.listing || CELL_LEVELS.some((level) => job[cellKey(level)] === undefined)) return [];
  const summary = summaryOf(job);
  // term#cell at each level: the term near a point.
  const termCells = (term: string) =>
    Object.fromEntries(
      CELL_LEVELS.map((level) => [termCellKey(level), `${term}#${job[cellKey(level)]}`]),
    ) as TermCellKeys;
  return searchTermsOf(job).map((term) => ({
    term,
    listKey: job.listKey,
    ...termCells(term),
    jobId: job.jobId,
    endsAt: job.endsAt,
    summary,
  }));
}
