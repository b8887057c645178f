import { type Candidate, type ReadStats, readRange, type Source } from './index-reader';

/*
 * Nearest first and by pay need every job of the query before the first one can be shown, so these
 * sorts read the whole cover (listed jobs only: the indexes hold nothing else) and sort in memory.
 * Bounded: they stop after `maxCandidates` accepted jobs (or `maxItemsRead` items) and say so. Sources
 * are read in the order given (the cells nearest the point first), so a cut keeps the nearest jobs.
 */

export const MAX_CANDIDATES = 500;
export const MAX_COLLECT_ITEMS_READ = 5_000;
const PAGE_LIMIT = 200;
/** Sources read at once: enough to hide latency, few enough not to read far past the cap. */
const PARALLEL_SOURCES = 4;

export interface Collected {
  /** Every job accepted, unsorted; the caller sorts and keeps the first `maxCandidates`. */
  items: Candidate[];
  /** True when the cap stopped the reading: some jobs of the query were not considered. */
  truncated: boolean;
}

async function readAll(
  source: Source,
  accept: (candidate: Candidate) => boolean,
  nowIso: string,
  stats: ReadStats,
  into: Candidate[],
  stop: () => boolean,
): Promise<void> {
  let line: string | undefined;
  do {
    if (stop()) return;
    const result = await readRange(
      source,
      line === undefined ? {} : { below: line },
      'desc',
      PAGE_LIMIT,
      nowIso,
      stats,
    );
    for (const item of result.items) if (accept(item)) into.push(item);
    line = result.last;
  } while (line !== undefined);
}

export async function collectAll(options: {
  sources: readonly Source[];
  accept: (candidate: Candidate) => boolean;
  nowIso: string;
  stats: ReadStats;
  maxCandidates?: number;
  maxItemsRead?: number;
  /**
   * Checked before each batch of sources, with the jobs so far and the index of the next source: true
   * when the rest cannot change the answer (nearest first: enough jobs nearer than the next cell).
   */
  done?: (items: readonly Candidate[], nextSource: number) => boolean;
}): Promise<Collected> {
  const maxCandidates = options.maxCandidates ?? MAX_CANDIDATES;
  const maxItemsRead = options.maxItemsRead ?? MAX_COLLECT_ITEMS_READ;
  const readBefore = options.stats.itemsRead;
  const items: Candidate[] = [];
  let stopped = false;
  const stop = () => {
    stopped ||= items.length >= maxCandidates || options.stats.itemsRead - readBefore >= maxItemsRead;
    return stopped;
  };
  for (let i = 0; i < options.sources.length && !stop(); i += PARALLEL_SOURCES) {
    if (options.done?.(items, i)) return { items, truncated: false };
    const batch = options.sources.slice(i, i + PARALLEL_SOURCES);
    await Promise.all(
      batch.map((source) => readAll(source, options.accept, options.nowIso, options.stats, items, stop)),
    );
  }
  return { items, truncated: stopped || items.length > maxCandidates };
}
