import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobItem } from '../../functions/jobs/job-item';
import { scanPages } from '../../functions/lib/read-all-pages';
import { JOBS_PAGE_SIZE_DEFAULT } from '../../shared/rules/job-search';
import { localTableName } from '../local/bootstrap';
import { startBenchDynamo } from './bench-dynamo';
import { benchJobMaker, SEARCH_POINT } from './bench-jobs';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- search`: what a search costs in items read (DynamoDB's ScannedCount, the unit it
 * charges by) per job returned, on an in-memory dynalite with 10,000 and then 100,000 jobs spread over
 * the US, beside a filtered Scan doing the same search in the same run.
 *
 * The density near the search point is the same at both sizes: a fixed 2,000 jobs lie within 50 miles
 * of ZIP 78704 and the others are spread over the rest of the country (none within 60 miles). Half of
 * all jobs have already ended. Jobs are written with job-writes' own derivation (withDerivedKeys +
 * termItemsOf: the keys and title-index items create() would write, so ended jobs get no index keys),
 * in BatchWrites rather than one transaction each so that 100k jobs load in a couple of minutes.
 * Of the title-index items, only those of the searched word's terms (the word and its synonyms, in the
 * title and the description) are written: a Query reads one partition (the term, or term#cell), so the
 * other terms' items (ten per listed job, 500k at 100k jobs) change nothing this measures, and writing
 * them would take most of the run on a 2-core machine.
 */

const NEAR_JOBS = 2_000;
const NEAR_MILES = 50;
const FAR_FROM_POINT_MILES = 60;
/** NJ_BENCH_SEARCH_SIZES=10000 runs one size (a quicker loop while tuning). */
const SIZES = (process.env.NJ_BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
const TITLE = 'dog';
/** The target: at most 3 items read per job returned, and the same figure within 10 % at both sizes. */
export const TARGET_ITEMS_PER_JOB = 3;
export const TARGET_DRIFT = 0.1;
/** Each Query costs at least half a read unit and a round trip: at most this many a page. */
export const TARGET_QUERIES_PER_PAGE = 12;
/** Next pages are measured over this many, following the cursors: one page is one noisy sample. */
const NEXT_PAGES = 4;

export interface SearchFigure {
  search: string;
  returned: number;
  itemsRead: number;
  itemsPerJob: number;
  /** Queries on the page with the most (the rows of several pages), and their mean per page. */
  queries: number;
  meanQueries: number;
  pages: number;
  ms: number;
  scan: { itemsRead: number; itemsPerJob: number; ms: number };
  /** Scan items per job ÷ index items per job: how many times fewer reads the indexes need. */
  timesFewerThanScan: number;
}

export interface SizeFigures {
  jobs: number;
  listedJobs: number;
  titleIndexItems: number;
  loadSeconds: number;
  searches: SearchFigure[];
}

export interface SearchBench {
  sizes: SizeFigures[];
  verdicts: { search: string; maxItemsPerJob: number; drift: number; maxQueries: number; pass: boolean }[];
  pass: boolean;
}

export async function measureSearch(log: (line: string) => void = console.log): Promise<SearchBench> {
  const dynamo = await startBenchDynamo();
  const { db } = dynamo;
  try {
    const [{ withDerivedKeys }, state, { searchJobs }, geo, text] = await Promise.all([
      import('../../functions/jobs/job-writes'),
      import('../../functions/jobs/job-state'),
      import('../../functions/jobs/search/search-jobs'),
      import('../../functions/jobs/search/geo'),
      import('../../shared/search/match'),
    ]);

    const now = new Date();
    // Every term the searched word can read: its tiers (word, synonyms; title, description).
    const query = text.analyzeQuery(TITLE);
    const searchedTerms = new Set([
      ...text.queryTerms(query),
      ...query.units.flatMap((unit) => text.unitTiers(unit).flatMap((tier) => tier.terms)),
    ]);
    let written = 0;
    let listed = 0;
    let termItems = 0;

    const makeJob = await benchJobMaker({
      now,
      nearMiles: NEAR_MILES,
      farMiles: FAR_FROM_POINT_MILES,
      endedShare: 'half',
      employerOf: (i) => ({
        id: `employer-${i % 997}`,
        name: 'Bench Employer',
        email: 'bench@example.com',
        phone: '5125550100',
      }),
    });

    /** Writes jobs [from, to) the way jobWrites.create derives them, 25 items a BatchWrite. */
    const insert = async (from: number, to: number, near: (i: number) => boolean) => {
      const batches: { table: string; items: object[] }[] = [];
      let jobs: object[] = [];
      const terms: object[] = [];
      const flush = (force: boolean) => {
        if (jobs.length === 25 || (force && jobs.length)) {
          batches.push({ table: localTableName('jobs'), items: jobs });
          jobs = [];
        }
        while (terms.length >= 25 || (force && terms.length)) {
          batches.push({ table: localTableName('jobTerms'), items: terms.splice(0, 25) });
        }
      };
      for (let i = from; i < to; i++) {
        const item = withDerivedKeys(makeJob(i, near(i)), now);
        jobs.push(item);
        if (item.listing) listed++;
        const itemTerms = state.termItemsOf(item).filter((term) => searchedTerms.has(term.term));
        termItems += itemTerms.length;
        terms.push(...itemTerms);
        flush(false);
      }
      flush(true);
      await dynamo.batchPut(batches);
      written = to;
    };

    /**
     * The searches as a filtered Scan of the jobs table: what a search costs without the indexes. A
     * Scan reads the whole table whatever its filter, so one pass per table size (its ScannedCount and
     * time) is each search's baseline; each search's own filter then runs on the items it returned.
     */
    const scanTable = async () => {
      const started = performance.now();
      let itemsRead = 0;
      const items: JobItem[] = [];
      const pages = scanPages(
        {
          TableName: localTableName('jobs'),
          FilterExpression: '#status = :open AND endsAt > :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':open': 'open', ':now': now.toISOString() },
        },
        db,
      );
      for await (const page of pages) {
        itemsRead += page.ScannedCount ?? 0;
        items.push(...((page.Items ?? []) as JobItem[]));
      }
      items.sort((x, y) => (x.listKey < y.listKey ? 1 : -1));
      return { itemsRead, items, ms: performance.now() - started };
    };
    const scanSearch = (
      scan: Awaited<ReturnType<typeof scanTable>>,
      options: { place: boolean; title: boolean; skip: number; pages: number },
    ) => {
      const found = scan.items.filter(
        (item) =>
          (!options.place || geo.distanceMiles(SEARCH_POINT, item.address) <= 25) &&
          (!options.title || text.scoreJob(query, item) > 0),
      );
      const returned = found.slice(
        options.skip,
        options.skip + options.pages * JOBS_PAGE_SIZE_DEFAULT,
      ).length;
      // One Scan per page.
      return { itemsRead: scan.itemsRead * options.pages, returned, ms: scan.ms };
    };

    const sizes: SizeFigures[] = [];
    for (const size of SIZES) {
      const started = performance.now();
      // The near jobs are the first NEAR_JOBS at every size (the same jobs), the rest far away.
      await insert(written, size, (i) => i < NEAR_JOBS);
      const loadSeconds = (performance.now() - started) / 1000;
      log(
        `  ${size.toLocaleString('en-US')} jobs loaded (${listed.toLocaleString('en-US')} listed, ${termItems.toLocaleString('en-US')} title-index items of "${TITLE}") in ${loadSeconds.toFixed(1)} s`,
      );

      const place = { point: SEARCH_POINT, radius: 25 };
      // No sort: each search's default, newest without words, best match (relevance) with them.
      const common = { priceType: 'all', limit: JOBS_PAGE_SIZE_DEFAULT } as const;
      const first = await searchJobs({ ...common, ...place }, now);
      const scan = await scanTable();
      type Outcome = Awaited<ReturnType<typeof searchJobs>>;
      /** Pages 2 and on, each from the cursor of the one before. */
      const nextPages = async () => {
        const pages: Outcome[] = [];
        let cursor = first.nextCursor;
        for (let page = 0; page < NEXT_PAGES && cursor; page++) {
          const outcome = await searchJobs({ ...common, ...place, cursor }, now);
          pages.push(outcome);
          cursor = outcome.nextCursor;
        }
        return pages;
      };
      const one = (search: () => Promise<Outcome>) => async () => [await search()];
      const searches: [string, () => Promise<Outcome[]>, Parameters<typeof scanSearch>[1]][] = [
        [
          'ZIP + 25 mi',
          one(() => searchJobs({ ...common, ...place }, now)),
          { place: true, title: false, skip: 0, pages: 1 },
        ],
        [
          `ZIP + 25 mi + title "${TITLE}"`,
          one(() => searchJobs({ ...common, ...place, title: TITLE }, now)),
          { place: true, title: true, skip: 0, pages: 1 },
        ],
        [
          `title "${TITLE}" only`,
          one(() => searchJobs({ ...common, title: TITLE }, now)),
          { place: false, title: true, skip: 0, pages: 1 },
        ],
        [
          `ZIP + 25 mi, pages 2–${NEXT_PAGES + 1}`,
          nextPages,
          { place: true, title: false, skip: JOBS_PAGE_SIZE_DEFAULT, pages: NEXT_PAGES },
        ],
      ];
      const figures: SearchFigure[] = [];
      for (const [name, run, scanOptions] of searches) {
        const t0 = performance.now();
        const outcomes = await run();
        const ms = (performance.now() - t0) / Math.max(outcomes.length, 1);
        const returned = outcomes.reduce((sum, outcome) => sum + outcome.results.length, 0);
        const itemsRead = outcomes.reduce((sum, outcome) => sum + outcome.stats.itemsRead, 0);
        const queries = outcomes.map((outcome) => outcome.stats.queries);
        const itemsPerJob = itemsRead / Math.max(returned, 1);
        const baseline = scanSearch(scan, scanOptions);
        if (baseline.returned !== returned) {
          throw new Error(`${name}: the Scan found ${baseline.returned} jobs, the search ${returned}`);
        }
        const scanPerJob = baseline.itemsRead / Math.max(baseline.returned, 1);
        figures.push({
          search: name,
          returned,
          itemsRead,
          itemsPerJob,
          queries: Math.max(...queries),
          meanQueries: queries.reduce((a, b) => a + b, 0) / Math.max(queries.length, 1),
          pages: outcomes.length,
          ms,
          scan: { itemsRead: baseline.itemsRead, itemsPerJob: scanPerJob, ms: baseline.ms },
          timesFewerThanScan: scanPerJob / itemsPerJob,
        });
      }
      const figuresOfSize = {
        jobs: size,
        listedJobs: listed,
        titleIndexItems: termItems,
        loadSeconds,
        searches: figures,
      };
      sizes.push(figuresOfSize);
      printSize(figuresOfSize, log);
    }

    const verdicts = (sizes[0]?.searches ?? []).map((figure, i) => {
      const values = sizes.map((size) => size.searches[i]?.itemsPerJob ?? Number.POSITIVE_INFINITY);
      const maxItemsPerJob = Math.max(...values);
      const drift = Math.max(...values) / Math.min(...values) - 1;
      const maxQueries = Math.max(
        ...sizes.map((size) => size.searches[i]?.queries ?? Number.POSITIVE_INFINITY),
      );
      return {
        search: figure.search,
        maxItemsPerJob,
        drift,
        maxQueries,
        pass:
          maxItemsPerJob <= TARGET_ITEMS_PER_JOB &&
          drift <= TARGET_DRIFT &&
          maxQueries <= TARGET_QUERIES_PER_PAGE,
      };
    });
    return { sizes, verdicts, pass: verdicts.every((verdict) => verdict.pass) };
  } finally {
    await dynamo.close();
  }
}

/** One size's rows: the index search's reads per job beside the Scan's, and their ratio. */
function printSize(size: SizeFigures, log: (line: string) => void) {
  log(
    `  ${'search'.padEnd(30)} ${'found'.padStart(6)} ${'read'.padStart(6)} ${'read/job'.padStart(9)} ${'Queries/page'.padStart(13)} ${'ms/page'.padStart(8)}   ${'Scan read/job'.padStart(13)} ${'Scan ms'.padStart(8)} ${'index ÷ Scan'.padStart(13)}`,
  );
  for (const f of size.searches) {
    // Several pages: the most on one page, and the mean.
    const queries = f.pages > 1 ? `${f.queries} (${f.meanQueries.toFixed(1)})` : String(f.queries);
    log(
      `  ${f.search.padEnd(30)} ${String(f.returned).padStart(6)} ${String(f.itemsRead).padStart(6)} ${f.itemsPerJob.toFixed(2).padStart(9)} ${queries.padStart(13)} ${f.ms.toFixed(0).padStart(8)}   ${f.scan.itemsPerJob.toFixed(1).padStart(13)} ${f.scan.ms.toFixed(0).padStart(8)} ${(1 / f.timesFewerThanScan).toFixed(4).padStart(13)}`,
    );
  }
}

/** Prints the figures and writes bench-results/search.json. */
async function runSearchBench(_root: string): Promise<SearchBench> {
  console.log(
    `\nSearch: items read per job returned (ScannedCount ÷ jobs; page of ${JOBS_PAGE_SIZE_DEFAULT}), index search vs a filtered Scan in the same run`,
  );
  console.log(
    `  ${NEAR_JOBS.toLocaleString('en-US')} jobs within ${NEAR_MILES} mi of ${SEARCH_POINT.label} at every size, the rest spread over the US; half of all jobs ended`,
  );
  const bench = await measureSearch((line) => console.log(line));
  console.log(
    `  target: ≤ ${TARGET_ITEMS_PER_JOB} items read per job, within ${TARGET_DRIFT * 100} % from 10k to 100k jobs, and ≤ ${TARGET_QUERIES_PER_PAGE} Queries on every page`,
  );
  for (const v of bench.verdicts) {
    console.log(
      `  ${v.pass ? 'ok  ' : 'MISS'} ${v.search.padEnd(28)} worst ${v.maxItemsPerJob.toFixed(2)} items/job, ${(v.drift * 100).toFixed(1)} % apart, at most ${v.maxQueries} Queries a page`,
    );
  }
  writeBenchResults('search', {
    setup: {
      searchPoint: SEARCH_POINT,
      nearJobs: NEAR_JOBS,
      nearMiles: NEAR_MILES,
      pageSize: JOBS_PAGE_SIZE_DEFAULT,
      endedShare: 0.5,
      title: TITLE,
    },
    target: {
      maxItemsPerJob: TARGET_ITEMS_PER_JOB,
      maxDrift: TARGET_DRIFT,
      maxQueriesPerPage: TARGET_QUERIES_PER_PAGE,
    },
    ...bench,
  });
  return bench;
}

/**
 * Run as its own process (run.ts spawns it): the search code's DynamoDB client takes its endpoint from
 * the environment once, and the web part starts a local stack with another one in its process.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bench = await runSearchBench(path.resolve(import.meta.dirname, '../..'));
  process.exitCode = bench.pass ? 0 : 1;
}
