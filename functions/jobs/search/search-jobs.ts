import {
  ANY_DISTANCE,
  matchesPriceFilter,
  type PriceFilter,
  type SearchSort,
} from '../../../shared/rules/job-search';
import { comparePay } from '../../../shared/rules/pay-rate';
import {
  type AnalyzedQuery,
  analyzeJob,
  analyzeQuery,
  queryTerms,
  scoreJob,
  unitTiers,
} from '../../../shared/search/match';
import type { JobSummary } from '../job-item';
import { cellIndex, cellKey, listingPartitions, termCellIndex, termCellKey } from '../job-state';
import { collectAll, MAX_CANDIDATES } from './collect-all';
import {
  offsetCursor,
  orderedCursor,
  queryFingerprint,
  readOffsetCursor,
  readOrderedCursor,
  readTieredCursor,
  tieredCursor,
} from './cursor';
import { type CircleCell, coverCircle, distanceMiles, type Point, roundMiles } from './geo';
import { type Candidate, newReadStats, type ReadStats, type Source } from './index-reader';
import { mergePage } from './ordered-merge';

/*
 * Job search (GET /jobs/search): which index partitions a query reads, what it accepts from them,
 * and how it pages. The place is already a point here (the route geocodes ZIPs and cities).
 *
 * Without words:
 * - a place: the cells covering the circle (geo.ts coverCircle: at most 8, of mixed sizes, byCell16 …
 *   byCell24);
 * - no place, or any distance: the `newest` shards.
 * With words (shared/search: stems, synonyms, typos, already normalized in the title index):
 * - the title-index terms that hold every job the words can match, near the point (jobTerms
 *   byTermCell16 …, term#cell, the same cover) or anywhere (jobTerms by term).
 * Only listed jobs are in these indexes (job-state.ts), so closed, deleted and ended jobs cost nothing;
 * one that ended since the last sweep is filtered by `endsAt`.
 *
 * Orders:
 * - relevance (the default with words), one word or phrase: its tiers (shared/search unitTiers: the
 *   word in the title, a typo of it, its synonyms, then the same in the description), each paged
 *   newest first straight from its terms, so a page costs what it returns however many jobs match;
 * - relevance, several words: every candidate read (up to a cap), scored and sorted in memory, since
 *   a job holding all the words must come first wherever it sits;
 * - newest and oldest page straight from the indexes (ordered-merge.ts); nearest and pay read every job
 *   of the query up to a cap and sort in memory (collect-all.ts).
 */

export interface SearchInput {
  point?: Point;
  /** Miles, or any distance; required with a point. */
  radius?: number | typeof ANY_DISTANCE;
  title?: string;
  priceType: PriceFilter;
  /** Absent: relevance when the title has words, newest otherwise. */
  sort?: SearchSort;
  limit: number;
  cursor?: string;
}

export interface SearchResult {
  summary: JobSummary;
  /** Miles from the point, 1 decimal, when the search had one. */
  distance?: number;
}

export interface WiderCount {
  count: number;
  capped: boolean;
}

export interface SearchOutcome {
  results: SearchResult[];
  nextCursor: string | null;
  /** A sort in memory met its cap: only the first MAX_CANDIDATES jobs of the query were sorted. */
  truncated: boolean;
  /** On a first page that found nothing: what a wider search would find. */
  widerSearches?: { anyDistance?: WiderCount; withoutWords?: WiderCount };
  stats: ReadStats;
}

/** Empty searches count wider ones up to this many jobs: "50+" is all the offer needs to say. */
export const WIDER_COUNT_CAP = 50;

/** A circle, or none (no place, or any distance). */
interface Area {
  point: Point;
  radius: number;
}

/**
 * The circle's cover, worked out once per circle: one search asks for it several times (its page, the
 * counts beside it, a tier of words), and consecutive searches often share a circle.
 */
let lastCover: { area: Area; cells: CircleCell[] } | null = null;
function coverOf(area: Area): CircleCell[] {
  const last = lastCover?.area;
  if (
    !lastCover ||
    last?.radius !== area.radius ||
    last.point.latitude !== area.point.latitude ||
    last.point.longitude !== area.point.longitude
  ) {
    lastCover = { area, cells: coverCircle(area.point, area.radius) };
  }
  return lastCover.cells;
}

/** Miles from the point to the nearest point of each source's cell (sources of a circle's cover). */
function sourceDistances(sources: readonly Source[]): number[] {
  return sources.map((source) => source.cover?.minDistance ?? 0);
}

/** The index partitions of a search without words; cells nearest the point first. */
export function placeSources(area: Area | null): Source[] {
  if (!area) {
    return listingPartitions.map((shard) => ({
      table: 'jobs',
      index: 'newest',
      partitionKey: 'listing',
      partition: shard,
    }));
  }
  return coverOf(area).map(({ level, cell, minDistance, share }) => ({
    table: 'jobs',
    index: cellIndex(level),
    partitionKey: cellKey(level),
    partition: cell,
    cover: { minDistance, share },
  }));
}

/**
 * The title-index partitions of some terms: each term in each cell of the circle's cover, or the terms
 * anywhere. A cell's share of the reads is split evenly between the terms.
 */
export function termSources(terms: readonly string[], area: Area | null): Source[] {
  if (!area) return terms.map((term) => ({ table: 'jobTerms', partitionKey: 'term', partition: term }));
  return coverOf(area).flatMap(({ level, cell, minDistance, share }) =>
    terms.map((term) => ({
      table: 'jobTerms' as const,
      index: termCellIndex(level),
      partitionKey: termCellKey(level),
      partition: `${term}#${cell}`,
      cover: { minDistance, share: share / terms.length },
    })),
  );
}

const newestFirst = (a: Candidate, b: Candidate) =>
  a.listKey < b.listKey ? 1 : a.listKey > b.listKey ? -1 : 0;

/**
 * The in-memory orders; ties newest first. Pay compares hourly rates, a price per job counting by its
 * hours (shared/rules/pay-rate.ts); per-job prices without hours, then no price, come after either way.
 */
function compareFor(sort: SearchSort, distance: (c: Candidate) => number, score: (c: Candidate) => number) {
  return (a: Candidate, b: Candidate): number => {
    if (sort === 'relevance') return score(b) - score(a) || newestFirst(a, b);
    if (sort === 'nearest') return distance(a) - distance(b) || newestFirst(a, b);
    if (sort === 'newest') return newestFirst(a, b);
    if (sort === 'oldest') return newestFirst(b, a);
    return comparePay(a.summary, b.summary, sort === 'salary_high' ? 'high' : 'low') || newestFirst(a, b);
  };
}

/** Reads what one search asks, and remembers each accepted job's distance and score. */
function searchContext(input: SearchInput, query: AnalyzedQuery | null, nowIso: string) {
  const area: Area | null =
    input.point && input.radius !== undefined && input.radius !== ANY_DISTANCE
      ? { point: input.point, radius: input.radius }
      : null;
  const distances = new Map<string, number>();
  const scores = new Map<string, number>();
  /** Listed, of the pay asked, in the circle, matching the words (score > 0); each job once. */
  const accept = (candidate: Candidate, words: AnalyzedQuery | null = query): boolean => {
    const job = candidate.summary;
    if (job.status !== 'open' || job.endsAt <= nowIso) return false;
    if (!matchesPriceFilter(job, input.priceType)) return false;
    if (input.point) {
      const miles = distanceMiles(input.point, job.address);
      if (area && miles > area.radius) return false;
      distances.set(candidate.listKey, miles);
    }
    if (words) {
      const score = scoreJob(words, analyzeJob(job));
      if (score <= 0) return false;
      scores.set(candidate.listKey, score);
    }
    return true;
  };
  const resultOf = (candidate: Candidate): SearchResult =>
    input.point
      ? { summary: candidate.summary, distance: roundMiles(distances.get(candidate.listKey) ?? 0) }
      : { summary: candidate.summary };
  return { area, accept, distances, scores, resultOf };
}

/** Each job once, when a query reads several partitions that may share jobs. */
function once(accept: (candidate: Candidate) => boolean) {
  const seen = new Set<string>();
  return (candidate: Candidate) => {
    if (seen.has(candidate.listKey)) return false;
    if (!accept(candidate)) return false;
    seen.add(candidate.listKey);
    return true;
  };
}

export async function searchJobs(input: SearchInput, now: Date = new Date()): Promise<SearchOutcome> {
  const stats = newReadStats();
  const nowIso = now.toISOString();
  const { point, priceType, limit } = input;
  // Words of only stop words narrow nothing: that search reads everything.
  const analyzed = input.title ? analyzeQuery(input.title) : null;
  const query = analyzed && analyzed.units.length > 0 ? analyzed : null;
  let sort: SearchSort = input.sort ?? (query ? 'relevance' : 'newest');
  if (sort === 'relevance' && !query) sort = 'newest';
  const context = searchContext(input, query, nowIso);
  const { area, resultOf } = context;
  const fingerprint = queryFingerprint([
    sort,
    query?.units.map((unit) => unit.stems.join(' ')) ?? null,
    point ? [point.latitude.toFixed(6), point.longitude.toFixed(6), input.radius ?? null] : null,
    priceType,
  ]);

  let outcome: Omit<SearchOutcome, 'stats'>;
  const single = query?.units.length === 1 ? query.units[0] : undefined;
  if (sort === 'relevance' && single) {
    outcome = await tieredPage(unitTiers(single), context, input, fingerprint, nowIso, stats);
  } else if (sort === 'newest' || sort === 'oldest') {
    const sources = query ? termSources(queryTerms(query), area) : placeSources(area);
    const position = readOrderedCursor(input.cursor, fingerprint);
    const page = await mergePage({
      sources,
      order: sort === 'newest' ? 'desc' : 'asc',
      pageSize: limit,
      ...(position.after === undefined ? {} : { after: position.after }),
      ...(position.rate === undefined ? {} : { rateHint: position.rate }),
      accept: once((candidate) => context.accept(candidate)),
      nowIso,
      stats,
    });
    outcome = {
      results: page.items.map(resultOf),
      nextCursor: page.nextAfter === null ? null : orderedCursor(page.nextAfter, fingerprint, page.rate),
      truncated: false,
    };
  } else {
    const sources = query ? termSources(queryTerms(query), area) : placeSources(area);
    const offset = readOffsetCursor(input.cursor, fingerprint);
    // Nearest first: the cells are read nearest first, and reading stops once the page (and one more
    // job) is nearer than every cell not read yet.
    const nearest = sort === 'nearest' && area ? sourceDistances(sources) : null;
    const need = offset + limit + 1;
    const done = (items: readonly Candidate[], next: number) => {
      if (!nearest || items.length < need || next >= sources.length) return false;
      const distances = items.map((c) => context.distances.get(c.listKey) ?? 0).sort((a, b) => a - b);
      return (distances[need - 1] as number) <= (nearest[next] as number);
    };
    const collected = await collectAll({
      sources,
      accept: once((c) => context.accept(c)),
      nowIso,
      stats,
      done,
    });
    const compare = compareFor(
      sort,
      (c) => context.distances.get(c.listKey) ?? 0,
      (c) => context.scores.get(c.listKey) ?? 0,
    );
    const sorted = collected.items.sort(compare).slice(0, MAX_CANDIDATES);
    const next = offset + limit;
    outcome = {
      results: sorted.slice(offset, next).map(resultOf),
      nextCursor: next < sorted.length ? offsetCursor(next, fingerprint) : null,
      truncated: collected.truncated,
    };
  }

  if (outcome.results.length === 0 && input.cursor === undefined && (query || area)) {
    outcome.widerSearches = await widerSearches(input, query, area, nowIso, stats);
  }
  return { ...outcome, stats };
}

type Context = ReturnType<typeof searchContext>;

/**
 * One word or phrase by relevance: its tiers in order, each paged newest first from its terms; a job
 * is taken in the tier of its own score (so once, in its best tier). The cursor holds the tier and the
 * position in it.
 */
async function tieredPage(
  tiers: ReturnType<typeof unitTiers>,
  context: Context,
  input: SearchInput,
  fingerprint: string,
  nowIso: string,
  stats: ReadStats,
): Promise<Omit<SearchOutcome, 'stats'>> {
  const start = readTieredCursor(input.cursor, fingerprint, tiers.length);
  const found: Candidate[] = [];
  const done = (nextCursor: string | null) => ({
    results: found.map(context.resultOf),
    nextCursor,
    truncated: false,
  });
  for (let t = start.tier; t < tiers.length; t++) {
    const tier = tiers[t] as (typeof tiers)[number];
    const resume: { after?: string; rate?: number } = t === start.tier ? start : {};
    const page = await mergePage({
      sources: termSources(tier.terms, context.area),
      order: 'desc',
      pageSize: input.limit - found.length,
      ...(resume.after === undefined ? {} : { after: resume.after }),
      ...(resume.rate === undefined ? {} : { rateHint: resume.rate }),
      // This tier's score only: a job with a better match is taken in its own (earlier) tier.
      accept: once(
        (candidate) =>
          context.accept(candidate) &&
          Math.abs((context.scores.get(candidate.listKey) ?? 0) - tier.weight) < 1e-9,
      ),
      nowIso,
      stats,
    });
    found.push(...page.items);
    if (page.nextAfter !== null) return done(tieredCursor(t, page.nextAfter, fingerprint, page.rate));
    if (found.length >= input.limit) {
      return done(t + 1 < tiers.length ? tieredCursor(t + 1, null, fingerprint) : null);
    }
  }
  return done(null);
}

/**
 * What an empty search would find wider: the same words at any distance (when it had a
 * circle), and the same place without the words (when it had words). Each is counted up to
 * WIDER_COUNT_CAP jobs, from the same indexes, so an empty search costs little more than itself.
 */
async function widerSearches(
  input: SearchInput,
  query: AnalyzedQuery | null,
  area: Area | null,
  nowIso: string,
  stats: ReadStats,
): Promise<NonNullable<SearchOutcome['widerSearches']>> {
  const count = async (sources: Source[], words: AnalyzedQuery | null, circle: Area | null) => {
    const context = searchContext({ ...input, ...(circle ? {} : { radius: ANY_DISTANCE }) }, words, nowIso);
    const collected = await collectAll({
      sources,
      accept: once((candidate) => context.accept(candidate)),
      nowIso,
      stats,
      maxCandidates: WIDER_COUNT_CAP,
      maxItemsRead: 20 * WIDER_COUNT_CAP,
    });
    return { count: Math.min(collected.items.length, WIDER_COUNT_CAP), capped: collected.truncated };
  };
  const [anyDistance, withoutWords] = await Promise.all([
    area ? count(query ? termSources(queryTerms(query), null) : placeSources(null), query, null) : undefined,
    query ? count(placeSources(area), null, area) : undefined,
  ]);
  return { ...(anyDistance ? { anyDistance } : {}), ...(withoutWords ? { withoutWords } : {}) };
}
