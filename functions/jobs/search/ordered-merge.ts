import { type Candidate, type Order, type ReadStats, readRange, type Source } from './index-reader';

/*
 * Newest-first (or oldest-first) pages straight from the indexes: a k-way merge over the sources of
 * a query (the geohash cells covering the circle, the title-term cells, the `newest` shards), reading
 * from each only what the page needs.
 *
 * Every source is sorted by listKey, so each has a `line`: everything on the near side of it has been
 * read. A job can be returned once every source's line has passed it (nothing unread can come first).
 * 1. Each source reads a small share of the page (Limit ≈ page / sources).
 * 2. Until the page is full, the sources not yet exhausted read another share, sized from how many
 *    of the jobs read so far were accepted (inside the circle, the pay type, every title word).
 * 3. Once the page's last job H is known, a source whose line has not reached H reads exactly the
 *    range between its line and H (a key range, not a Limit), so no source reads past the page.
 * A page's reads are bounded (`maxItemsRead`, `maxRounds`): past them it returns the jobs already
 * safe to return and a cursor at the line every source has reached, so it may come back short but
 * never wrong.
 */

export interface MergeOptions {
  sources: readonly Source[];
  order: Order;
  pageSize: number;
  /** Resume strictly after this sort line (from the cursor). */
  after?: string;
  /** In the circle, of the pay type, with every title word: decided in memory on each job read. */
  accept: (candidate: Candidate) => boolean;
  nowIso: string;
  stats: ReadStats;
  maxItemsRead?: number;
  maxRounds?: number;
}

export interface MergePage {
  items: Candidate[];
  /** The sort line the next page starts after; null when nothing is left. */
  nextAfter: string | null;
}

interface SourceState {
  source: Source;
  /** Everything on the near side of the line has been read; undefined before the first read. */
  line?: string;
  exhausted: boolean;
}

export const MAX_ITEMS_READ_PER_PAGE = 2_000;
export const MAX_ROUNDS_PER_PAGE = 12;

export async function mergePage(options: MergeOptions): Promise<MergePage> {
  const { order, pageSize, accept, nowIso, stats } = options;
  const maxItemsRead = options.maxItemsRead ?? MAX_ITEMS_READ_PER_PAGE;
  const maxRounds = options.maxRounds ?? MAX_ROUNDS_PER_PAGE;
  /** a comes before b in the page's order. */
  const before = (a: string, b: string) => (order === 'desc' ? a > b : a < b);
  const states: SourceState[] = options.sources.map((source) => ({
    source,
    ...(options.after === undefined ? {} : { line: options.after }),
    exhausted: false,
  }));
  const accepted: Candidate[] = [];
  let read = 0;
  const readBefore = stats.itemsRead;

  /** The next `limit` jobs of a source, from its line on. */
  const readNext = async (state: SourceState, limit: number) => {
    const range =
      state.line === undefined ? {} : order === 'desc' ? { below: state.line } : { above: state.line };
    const result = await readRange(state.source, range, order, limit, nowIso, stats);
    take(result.items);
    if (result.last === undefined) state.exhausted = true;
    else state.line = result.last;
  };

  /** Every job of a source between its line and `until` (the page's last job so far). */
  const readUntil = async (state: SourceState, until: string) => {
    const line = state.line as string;
    const range = order === 'desc' ? { above: until, below: line } : { above: line, below: until };
    const result = await readRange(state.source, range, order, pageSize, nowIso, stats);
    take(result.items);
    state.line = result.last ?? until;
  };

  const take = (items: Candidate[]) => {
    read += items.length;
    for (const item of items) if (accept(item)) accepted.push(item);
  };
  const sortAccepted = () =>
    accepted.sort((a, b) => (a.listKey === b.listKey ? 0 : before(a.listKey, b.listKey) ? -1 : 1));
  const open = () => states.filter((state) => !state.exhausted);

  const share = Math.max(1, Math.ceil(pageSize / Math.max(1, states.length)));
  await Promise.all(states.map((state) => readNext(state, share)));

  for (let round = 1; round < maxRounds && stats.itemsRead - readBefore < maxItemsRead; round++) {
    sortAccepted();
    const last = accepted[pageSize - 1];
    if (last) {
      const behind = open().filter((state) => before(state.line as string, last.listKey));
      if (behind.length === 0) break;
      await Promise.all(behind.map((state) => readUntil(state, last.listKey)));
    } else {
      const sources = open();
      if (sources.length === 0) break;
      // The rest of the page, at the acceptance seen so far, shared among the sources still open.
      const rate = read === 0 ? 1 : Math.max(accepted.length / read, 0.1);
      const need = Math.ceil((pageSize - accepted.length) / rate / sources.length);
      await Promise.all(sources.map((state) => readNext(state, Math.min(Math.max(need, 1), pageSize))));
    }
  }

  sortAccepted();
  // A job is safe once no open source could still hold one before it.
  const openLines = open().map((state) => state.line as string);
  const safe = (key: string) => openLines.every((line) => line === key || before(key, line));
  const items: Candidate[] = [];
  for (const item of accepted) {
    if (items.length === pageSize || !safe(item.listKey)) break;
    items.push(item);
  }
  const lastReturned = items.at(-1)?.listKey;
  if (items.length === pageSize) {
    const more = accepted.length > pageSize || openLines.length > 0;
    return { items, nextAfter: more ? (lastReturned as string) : null };
  }
  if (openLines.length === 0) return { items, nextAfter: null };
  // Stopped by the read bound: continue from the line every source has reached.
  const reached = openLines.reduce((a, b) => (before(a, b) ? a : b));
  return { items, nextAfter: reached };
}
