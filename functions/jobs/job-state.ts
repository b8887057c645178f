import tzlookup from '@photostructure/tz-lookup';
import ngeohash from 'ngeohash';
import { endsAtInstant } from '../../shared/rules/job-day';
import type { JobItem, JobSummary } from './job-item';

/*
 * THE module that derives, from a job, everything the indexes need (DESIGN §4): whether it is listed,
 * its geohash cells, the terms of its title, and the keys that keep ended jobs out of every query.
 * Nothing else sets `listing`, `gh4`, `gh5`, `endsAt`, `listKey` or a title-index item: every write
 * (create, edit, delete, close, reopen, the end-of-listing sweep, the seed) goes through job-writes.ts,
 * which asks this module. Pure functions only: no I/O.
 */

/** The list every visitor reads is spread over this many partitions, so no key gets hot (DESIGN §4). */
export const LISTING_SHARDS = 4;
/** Precision-4 cells for wide radii, precision 5 for small ones (DESIGN §4). */
export const GEOHASH_COARSE = 4;
export const GEOHASH_FINE = 5;
/** Title terms: word starts from 2 letters up to this length; longer keywords are narrowed in memory. */
export const TERM_MIN_LENGTH = 2;
export const TERM_MAX_LENGTH = 12;
/** A title's terms fit one DynamoDB transaction with the job item (100 items) with room to spare. */
export const MAX_TITLE_TERMS = 60;

/** Words too common to narrow a search; a keyword made only of these searches everything. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'my',
  'our',
]);

/** The IANA zone of a point: a job's days are read on its place's calendar (shared/rules/job-day.ts). */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzlookup(latitude, longitude);
}

export function listingShard(jobId: string): string {
  let hash = 0;
  for (const char of jobId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `OPEN#${hash % LISTING_SHARDS}`;
}

export const listingPartitions = Array.from({ length: LISTING_SHARDS }, (_, i) => `OPEN#${i}`);

/** createdAt#jobId: newest-first order, unique even when two jobs share a timestamp. */
export const listKeyOf = (job: Pick<JobSummary, 'createdAt' | 'jobId'>) => `${job.createdAt}#${job.jobId}`;

/** Listed: open, and its end day not over on its own calendar. Only listed jobs are in search indexes. */
export function isListed(job: Pick<JobSummary, 'status' | 'endsAt'>, now: Date = new Date()): boolean {
  return job.status === 'open' && job.endsAt > now.toISOString();
}

/** Geohash cells of a point: the index partitions a job sits in. */
export function cellsOf(latitude: number, longitude: number) {
  return {
    gh4: ngeohash.encode(latitude, longitude, GEOHASH_COARSE),
    gh5: ngeohash.encode(latitude, longitude, GEOHASH_FINE),
  };
}

/** Lower case, accents off, split into words of letters and digits ("Dog-Walker's" → dog, walker, s). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The terms a title is found by: every start of every word, from 2 letters up to 12 ("walker" → wa,
 * wal, walk, walke, walker), so a keyword matches the start of any word, in any case.
 */
export function titleTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(title)) {
    if (STOP_WORDS.has(word) || word.length < TERM_MIN_LENGTH) continue;
    for (let length = TERM_MIN_LENGTH; length <= Math.min(word.length, TERM_MAX_LENGTH); length++) {
      if (terms.size >= MAX_TITLE_TERMS) return [...terms];
      terms.add(word.slice(0, length));
    }
  }
  return [...terms];
}

/**
 * How a title keyword is searched: the index term (from its longest word, the most selective), and
 * every word a matching title must have a word starting with (checked in memory on the page).
 * Null when the keyword holds nothing searchable (only stop words or single letters).
 */
export function keywordQuery(keyword: string): { term: string; words: string[] } | null {
  const words = wordsOf(keyword).filter((word) => !STOP_WORDS.has(word) && word.length >= TERM_MIN_LENGTH);
  if (words.length === 0) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { term: longest.slice(0, TERM_MAX_LENGTH), words };
}

/** Does a title have, for every keyword word, a word starting with it? */
export function titleMatches(title: string, words: readonly string[]): boolean {
  const titleWords = wordsOf(title);
  return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

/** The derived keys of a job as it is now: set on every write, removed when not listed. */
export interface DerivedKeys {
  endsAt: string;
  listKey: string;
  listing?: string;
  gh4?: string;
  gh5?: string;
}

export const listedKeyNames = ['listing', 'gh4', 'gh5'] as const;

/** Everything the indexes need, from the job's own fields. */
export function deriveKeys(
  job: Pick<JobItem, 'jobId' | 'createdAt' | 'status' | 'endDate' | 'timeZone' | 'address'>,
  now: Date = new Date(),
): DerivedKeys {
  const endsAt = endsAtInstant(job.endDate, job.timeZone);
  const base = { endsAt, listKey: listKeyOf(job) };
  if (!isListed({ status: job.status, endsAt }, now)) return base;
  return {
    ...base,
    listing: listingShard(job.jobId),
    ...cellsOf(job.address.latitude, job.address.longitude),
  };
}

/** A title-index item: one per (listed job, term). */
export interface JobTermItem {
  term: string;
  listKey: string;
  /** term#gh4: the title near a point. */
  termCell: string;
  jobId: string;
  endsAt: string;
  summary: JobSummary;
}

/** The public part of a job that search results show (and title-index items carry). */
export function summaryOf(job: JobItem): JobSummary {
  return {
    jobId: job.jobId,
    createdAt: job.createdAt,
    employerName: job.employerName,
    title: job.title,
    ...(job.kind === undefined ? {} : { kind: job.kind }),
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
      latitude: job.address.latitude,
      longitude: job.address.longitude,
    },
  };
}

/** The title-index items a job should have now: none unless it is listed. */
export function termItemsOf(job: JobItem): JobTermItem[] {
  if (!job.listing || !job.gh4) return [];
  const summary = summaryOf(job);
  return titleTerms(job.title).map((term) => ({
    term,
    listKey: job.listKey,
    termCell: `${term}#${job.gh4}`,
    jobId: job.jobId,
    endsAt: job.endsAt,
    summary,
  }));
}
