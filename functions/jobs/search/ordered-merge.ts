import { type Candidate, type Order, type ReadStats, readRange, type Source } from './index-reader';

/*
 * Newest-first (or oldest-first) pages straight from the indexes: a k-way merge over the sources of
 * a query (the geohash cells covering the circle, the title-term cells, the `newest` shards), reading
 * from each only what the page needs.
 *
 * Every source is sorted by listKey (createdAt#jobId), so each has a `line`: everything on the near
 * side of it has been read. A job can be returned once every open source's line has passed it.
 * Any correct merge must read, in every source, every job that sorts before the page's last job H
 * (accepted or not: a job outside the circle is only known to be outside once read). So the aim is
 * to read just that, and as little past H as possible:
 * 1. Each cell of a circle's cover reads its share of the page by Limit, on every page (the cell's
 *    area over the circle's, with a margin: where jobs are spread evenly, about what it holds down to
 *    the page's end), so one Query per cell usually reads the page (≤ 12 a page). Small
 *    cells wait for step 3 instead. Other sources (title terms anywhere, the `newest` shards) read
 *    their first job (Limit 1): empty sources are done, the others show how often jobs come; on a
 *    next page they go straight to a window at the previous page's rate. One source alone reads the
 *    page by Limit: that is exact.
 * 2. Window rounds: every source reads the key range between its line and a common time line T
 *    (a range, not a Limit, so nothing past T is read), T set where the page should end at the rate
 *    jobs come and are accepted, aiming short (85 %) so the last round overshoots little.
 * 3. Once the page's last job H is known, the small cells read exactly up to H (what they add can
 *    only bring H nearer), then a source whose line has not reached H reads exactly the range
 *    between its line and H.
 * "The page" here is one job longer than asked: a next cursor is only given when a job lies behind
 * it, so paging never ends on an empty page.
 * Window rounds cannot tell an exhausted source from an empty stretch, so after a long one that finds
 * nothing (or after a few) the rest of the page is read by Limit (a share per source), which can.
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
  /** Jobs accepted per ms on the previous page (from the cursor): the next page starts with a window. */
  rateHint?: number;
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
  /** Jobs accepted per ms over what this page read completely, for the next page's first window. */
  rate?: number;
}

interface SourceState {
  source: Source;
  /** Everything on the near side of the line has been read; undefined before the first read. */
  line?: string;
  exhausted: boolean;
}

export const MAX_ITEMS_READ_PER_PAGE = 2_000;
/**
 * A cell's first read is what it should hold down to the page's end (its share of the page) times the
 * margin, plus the spread times that count's standard deviation (jobs arrive like a Poisson process).
 * A read that falls short costs that cell a second Query (≤ 12 a page); one that overshoots
 * reads jobs past the page (≤ 3 read per job shown). Tuned on `npm run bench -- search`, over pages
 * 1 to 5.
 */
export const FIRST_READ_MARGIN = 1;
export const FIRST_READ_SPREAD = 0.5;
/**
 * A cell expected to hold fewer jobs of the page than this is read once the page's end is known,
 * exactly up to it: one Query either way, and nothing read past the page.
 */
export const DEFER_BELOW = 4;
export const MAX_ROUNDS_PER_PAGE = 12;

/** The last instant a sort key (an ISO instant with a 4-digit year) can hold. */
const LAST_KEY_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Window rounds at most before falling back to Limit reads. */
const WINDOW_ROUNDS = 6;

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
  // One job past the page: then a next cursor always has something behind it (no empty last page).
  const target = pageSize + 1;
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

  /** Every job of a source between its line and `until` (a job's key, or a time line). */
  const readUntil = async (state: SourceState, until: string) => {
    const line = state.line;
    // A deferred cell on a first page has no line yet: everything before `until`.
    const range =
      order === 'desc'
        ? { above: until, ...(line === undefined ? {} : { below: line }) }
        : { below: until, ...(line === undefined ? {} : { above: line }) };
    // A range read stops at its end: the Limit only bounds a window aimed far off (a big cell's
    // window may hold more than a page).
    const result = await readRange(state.source, range, order, 4 * target, nowIso, stats);
    take(result.items);
    state.line = result.last ?? until;
  };

  /** The first job read in the page's order: where the page starts when there is no cursor. */
  let first: string | undefined;
  const take = (items: Candidate[]) => {
    read += items.length;
    for (const item of items) {
      if (first === undefined || before(item.listKey, first)) first = item.listKey;
      if (accept(item)) accepted.push(item);
    }
  };
  const sortAccepted = () =>
    accepted.sort((a, b) => (a.listKey === b.listKey ? 0 : before(a.listKey, b.listKey) ? -1 : 1));
  const open = () => states.filter((state) => !state.exhausted);
  /** The open line that has come least far: everything before it has been read in every source. */
  const reachedLine = (lines: string[]) => lines.reduce((a, b) => (before(a, b) ? a : b));

  // Time along the page's order, in ms from its start (lines and keys start with an ISO instant).
  const sign = order === 'desc' ? -1 : 1;
  const timeOf = (key: string) => Date.parse(key.slice(0, 24));
  // The start: the cursor's line, or the first job read (not now: a quiet stretch before the newest
  // job would make the jobs look sparser than they are).
  const startTime = () => {
    if (options.after !== undefined) return timeOf(options.after);
    return first === undefined ? Date.parse(nowIso) : timeOf(first);
  };
  // A computed line is clamped to the instants a sort key can hold (1970 to 9999): an extreme rate
  // or a far cursor must give a far line, never an invalid Date.
  const lineAt = (elapsed: number) =>
    new Date(
      Math.min(Math.max(startTime() + sign * Math.max(elapsed, 1), 0), LAST_KEY_TIME) || 0,
    ).toISOString();
  const elapsedTo = (key: string) => Math.max(sign * (timeOf(key) - startTime()), 0);

  /**
   * The time line the next window round reads every source down to.
   * First from the sources' first jobs: if each source's jobs come at a rate r, the time to its first
   * job is exponential, and k sources whose first jobs came after e1…ek give r ≈ k / Σe (the median of
   * those first jobs would overstate the rate: half of them lie before it by construction). Later from
   * the stretch every source has read: the jobs accepted in it over its length.
   */
  const windowLine = (sources: SourceState[], round: number): string => {
    const lines = sources.map((state) => state.line as string);
    // A next page knows the rate: aim past the page by about one standard deviation of the count.
    // Every round costs a Query per source, and jobs come unevenly, so a window aimed exactly would
    // need a second round half the time.
    if (round === 1 && options.rateHint !== undefined) {
      return lineAt((target + 1 + Math.sqrt(target)) / options.rateHint);
    }
    if (round === 1 && probed) {
      const elapsed = lines.reduce((sum, line) => sum + elapsedTo(line), 0);
      const acceptance = read === 0 ? 1 : Math.max(accepted.length / read, 0.15);
      const perMs = (sources.length * sources.length * acceptance) / Math.max(elapsed, 60_000);
      // Aim short: these first jobs say little yet, and reading past the page is what costs.
      return lineAt((0.85 * target) / perMs);
    }
    const reached = reachedLine(lines);
    const span = Math.max(elapsedTo(reached), 60_000);
    const found = accepted.filter((item) => !before(reached, item.listKey)).length;
    // The rest of the page, plus a margin for uneven arrivals (about one standard deviation): a round
    // that comes up just short costs another Query per source.
    const missing = target - found;
    const extra = found === 0 ? 3 * span : ((missing + 1 + Math.sqrt(missing)) * span) / found;
    return lineAt(span + extra);
  };

  // One source (a title anywhere) needs no merge: a Limit read of the page is exact. The cells of a
  // circle read their share of the page, on every page (jobs come unevenly in time, but a cell's
  // share of them holds). Other sources probe, or, on a next page, go straight to a window at the
  // previous page's rate.
  const single = states.length === 1;
  const sized = !single && states.every((state) => state.source.cover !== undefined);
  const expectedOf = (source: Source) => target * (source.cover?.share ?? 0);
  const firstRead = (source: Source) => {
    if (single) return target;
    if (!source.cover) return 1;
    const expected = expectedOf(source);
    return Math.min(
      Math.ceil(expected * FIRST_READ_MARGIN + FIRST_READ_SPREAD * Math.sqrt(expected)),
      4 * target,
    );
  };
  // Small cells wait for the page's end (DEFER_BELOW).
  const deferred = new Set(sized ? states.filter((state) => expectedOf(state.source) < DEFER_BELOW) : []);
  const probed = !sized;
  let shortRead = false;
  if (single || sized || options.after === undefined || options.rateHint === undefined) {
    await Promise.all(
      states.filter((state) => !deferred.has(state)).map((state) => readNext(state, firstRead(state.source))),
    );
  }
  let windowRounds = single ? WINDOW_ROUNDS : 0;
  for (let round = 1; round < maxRounds && stats.itemsRead - readBefore < maxItemsRead; round++) {
    sortAccepted();
    const last = accepted[target - 1];
    if (deferred.size > 0) {
      // The deferred cells first: what they add can only bring the page's end nearer, so the cells
      // that fell short then read less. Without an end yet (the cells read so far did not fill the
      // page), they read their share after all.
      const waiting = [...deferred];
      deferred.clear();
      await Promise.all(
        waiting.map((state) =>
          last ? readUntil(state, last.listKey) : readNext(state, Math.max(firstRead(state.source), 1)),
        ),
      );
      continue;
    }
    const sources = open();
    if (last) {
      const behind = sources.filter((state) => state.line === undefined || before(state.line, last.listKey));
      if (behind.length === 0) break;
      await Promise.all(behind.map((state) => readUntil(state, last.listKey)));
    } else if (sources.length === 0) {
      break;
    } else if (sized && !shortRead) {
      // The cells fell short of the page together. The next jobs in the page's order lie in the cells
      // that came least far: the half of them that came least far read twice their share of what is
      // missing, once. Then the page's end is known, and the rest read exactly up to it.
      shortRead = true;
      const missing = target - accepted.length;
      const leastFar = [...sources]
        .sort((a, b) => (before(a.line as string, b.line as string) ? -1 : 1))
        .slice(0, Math.ceil(sources.length / 2));
      await Promise.all(
        leastFar.map((state) => {
          const expected = 2 * missing * (state.source.cover?.share ?? 0);
          return readNext(state, Math.max(Math.ceil(expected + FIRST_READ_SPREAD * Math.sqrt(expected)), 1));
        }),
      );
    } else if (windowRounds < WINDOW_ROUNDS) {
      windowRounds++;
      const reachedBefore = elapsedTo(reachedLine(sources.map((state) => state.line as string)));
      const line = windowLine(sources, windowRounds);
      const behind = sources.filter((state) => before(state.line as string, line));
      const readSoFar = read;
      await Promise.all(behind.map((state) => readUntil(state, line)));
      // A window at least as long as all before it held nothing: the sources may be exhausted,
      // which only a Limit read can tell.
      if (read === readSoFar && elapsedTo(line) >= 2 * reachedBefore) windowRounds = WINDOW_ROUNDS;
    } else {
      // Few jobs left, or none: Limit reads, which tell an exhausted source.
      const rate = read === 0 ? 1 : Math.max(accepted.length / read, 0.1);
      const need = Math.ceil((target - accepted.length) / rate / sources.length);
      await Promise.all(sources.map((state) => readNext(state, Math.min(Math.max(need, 1), target))));
    }
  }

  sortAccepted();
  // A job is safe once no open source could still hold one before it.
  const openLines = open().map((state) => state.line as string);
  const safe = (key: string) => openLines.every((line) => line === key || before(key, line));
  const ready: Candidate[] = [];
  for (const item of accepted) {
    if (ready.length === target || !safe(item.listKey)) break;
    ready.push(item);
  }
  const items = ready.slice(0, pageSize);
  const lastReturned = items.at(-1)?.listKey;
  if (items.length === pageSize) {
    // Nothing known past the page and every source exhausted: this is the last page.
    if (ready.length === pageSize && openLines.length === 0) return { items, nextAfter: null };
    // Over the stretch every source has read, how often jobs were accepted.
    const reached = openLines.length > 0 ? reachedLine(openLines) : (lastReturned as string);
    const found = accepted.filter((item) => !before(reached, item.listKey)).length;
    const span = elapsedTo(reached);
    return {
      items,
      nextAfter: lastReturned as string,
      ...(found > 0 && span > 0 ? { rate: found / span } : {}),
    };
  }
  if (openLines.length === 0) return { items, nextAfter: null };
  // Stopped by the read bound: continue from the line every source has reached.
  return { items, nextAfter: reachedLine(openLines) };
}
