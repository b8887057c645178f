import type { PriceFilter, SearchSort } from '../../../shared/rules/job-search';
import type { JobSummary } from '../job-item';
import { GEOHASH_COARSE, keywordQuery, listingPartitions, titleMatches } from '../job-state';
import { collectAll, MAX_CANDIDATES } from './collect-all';
import { offsetCursor, orderedCursor, queryFingerprint, readOffsetCursor, readOrderedCursor } from './cursor';
import { coverCells, distanceMiles, type Point, precisionFor, roundMiles } from './geo';
import { type Candidate, newReadStats, type ReadStats, type Source } from './index-reader';
import { mergePage } from './ordered-merge';

/*
 * Job search (GET /jobs/search): which index partitions a query reads, what it accepts from them,
 * and how it pages. The place is already a point here (the route geocodes ZIPs and cities).
 *
 * - place, no title: the geohash cells covering the circle (byGeohash4 from 15 miles, byGeohash5 for
 *   5 and 10), newest first within each cell;
 * - place and title: the title-term cells (jobTerms byTermCell, term#gh4) of the same cover;
 * - title only: the title term's partition (jobTerms), newest first, nationwide without reading
 *   every job;
 * - neither: the `newest` shards.
 * Only listed jobs are in these indexes (job-state.ts), so closed, deleted and ended jobs cost nothing;
 * one that ended since the last sweep is filtered by `endsAt`.
 *
 * newest and oldest page straight from the indexes (ordered-merge.ts); nearest and pay need every
 * job of the query, read in full up to a cap and sorted in memory (collect-all.ts).
 */

export interface SearchInput {
  point?: Point;
  /** Miles; required with a point. */
  radius?: number;
  title?: string;
  priceType: PriceFilter;
  sort: SearchSort;
  limit: number;
  cursor?: string;
}

export interface SearchResult {
  summary: JobSummary;
  /** Miles from the point, 1 decimal, when the search had one. */
  distance?: number;
}

export interface SearchOutcome {
  results: SearchResult[];
  nextCursor: string | null;
  /** A nearest or pay sort met its cap: only the first MAX_CANDIDATES jobs of the query were sorted. */
  truncated: boolean;
  stats: ReadStats;
}

type Keyword = NonNullable<ReturnType<typeof keywordQuery>>;

/** The index partitions a query reads; cells nearest the point first. */
export function sourcesFor(point: Point | undefined, radius: number, keyword: Keyword | null): Source[] {
  if (point) {
    // The title-term cells are precision 4 only: a title narrows enough that finer cells would not pay.
    const precision = keyword ? GEOHASH_COARSE : precisionFor(radius);
    const cells = coverCells(point, radius, precision);
    if (keyword) {
      return cells.map(({ cell }) => ({
        table: 'jobTerms',
        index: 'byTermCell',
        partitionKey: 'termCell',
        partition: `${keyword.term}#${cell}`,
      }));
    }
    const [index, partitionKey] =
      precision === GEOHASH_COARSE ? ['byGeohash4', 'gh4'] : ['byGeohash5', 'gh5'];
    return cells.map(({ cell }) => ({ table: 'jobs', index, partitionKey, partition: cell }));
  }
  if (keyword) return [{ table: 'jobTerms', partitionKey: 'term', partition: keyword.term }];
  return listingPartitions.map((shard) => ({
    table: 'jobs',
    index: 'newest',
    partitionKey: 'listing',
    partition: shard,
  }));
}

const hasPrice = (job: JobSummary) => job.price !== undefined;
const newestFirst = (a: Candidate, b: Candidate) =>
  a.listKey < b.listKey ? 1 : a.listKey > b.listKey ? -1 : 0;

/** The in-memory orders; ties newest first. Jobs without a price come after priced ones either way. */
function compareFor(sort: SearchSort, distance: (c: Candidate) => number) {
  return (a: Candidate, b: Candidate): number => {
    if (sort === 'nearest') return distance(a) - distance(b) || newestFirst(a, b);
    const priced = Number(hasPrice(b.summary)) - Number(hasPrice(a.summary));
    if (priced !== 0) return priced;
    const pa = a.summary.price ?? 0;
    const pb = b.summary.price ?? 0;
    return (sort === 'salary_high' ? pb - pa : pa - pb) || newestFirst(a, b);
  };
}

export async function searchJobs(input: SearchInput, now: Date = new Date()): Promise<SearchOutcome> {
  const stats = newReadStats();
  const nowIso = now.toISOString();
  const { point, priceType, sort, limit } = input;
  const radius = input.radius ?? 0;
  // A title of stop words or single letters narrows nothing: it searches everything.
  const keyword = input.title ? keywordQuery(input.title) : null;
  const fingerprint = queryFingerprint([
    sort,
    keyword?.words ?? null,
    point ? [point.latitude.toFixed(6), point.longitude.toFixed(6), radius] : null,
    priceType,
  ]);

  const distances = new Map<string, number>();
  const distanceOf = (candidate: Candidate) => distances.get(candidate.listKey) ?? 0;
  const accept = (candidate: Candidate): boolean => {
    const job = candidate.summary;
    if (job.status !== 'open' || job.endsAt <= nowIso) return false;
    if (priceType !== 'all' && job.priceType !== priceType) return false;
    // Every keyword word must start a word of the title; the index term was only the longest one.
    if (keyword && !titleMatches(job.title, keyword.words)) return false;
    if (point) {
      const miles = distanceMiles(point, job.address);
      if (miles > radius) return false;
      distances.set(candidate.listKey, miles);
    }
    return true;
  };
  const resultOf = (candidate: Candidate): SearchResult =>
    point
      ? { summary: candidate.summary, distance: roundMiles(distanceOf(candidate)) }
      : { summary: candidate.summary };
  const sources = sourcesFor(point, radius, keyword);

  if (sort === 'newest' || sort === 'oldest') {
    const position = readOrderedCursor(input.cursor, fingerprint);
    const page = await mergePage({
      sources,
      order: sort === 'newest' ? 'desc' : 'asc',
      pageSize: limit,
      ...(position.after === undefined ? {} : { after: position.after }),
      ...(position.rate === undefined ? {} : { rateHint: position.rate }),
      accept,
      nowIso,
      stats,
    });
    return {
      results: page.items.map(resultOf),
      nextCursor: page.nextAfter === null ? null : orderedCursor(page.nextAfter, fingerprint, page.rate),
      truncated: false,
      stats,
    };
  }

  const offset = readOffsetCursor(input.cursor, fingerprint);
  const collected = await collectAll({ sources, accept, nowIso, stats });
  const sorted = collected.items.sort(compareFor(sort, distanceOf)).slice(0, MAX_CANDIDATES);
  const page = sorted.slice(offset, offset + limit);
  const next = offset + limit;
  return {
    results: page.map(resultOf),
    nextCursor: next < sorted.length ? offsetCursor(next, fingerprint) : null,
    truncated: collected.truncated,
    stats,
  };
}
