import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobItem } from '../../functions/jobs/job-item';
import { localTableName } from '../local/bootstrap';
import { startBenchDynamo } from './bench-dynamo';
import { benchJobMaker, SEARCH_POINT } from './bench-jobs';
import { judgedQueries, relevanceJobs } from './relevance-set';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- relevance`: how well search ranks, on a judged set of queries
 * (relevance-set.ts) over a fixed set of jobs. The jobs are written as job-writes writes them (keys and
 * title-index items) into an in-memory dynalite, and each query runs through the real search
 * (functions/jobs/search) twice: with the place a visitor types on the home page (ZIP 78704, 25 mi) and
 * nationwide (a home page chip), both in their default order (best match).
 *
 * - top-3 recall: of the relevant jobs (at most 3), the share found in the first 3 results;
 * - MRR: the mean of 1 / the rank of the first relevant result (0 when none is found).
 * Targets: top-3 recall ≥ 95 % and MRR ≥ 0.85, each way.
 */

export const TARGETS = { top3Recall: 0.95, mrr: 0.85 } as const;

interface QueryFigure {
  query: string;
  top3Recall: number;
  reciprocalRank: number;
  top3: string[];
}

function judge(found: string[], relevant: string[]): Omit<QueryFigure, 'query'> {
  const top3 = found.slice(0, 3);
  const wanted = Math.min(3, relevant.length);
  const hits = top3.filter((key) => relevant.includes(key)).length;
  const first = found.findIndex((key) => relevant.includes(key));
  return { top3Recall: hits / wanted, reciprocalRank: first === -1 ? 0 : 1 / (first + 1), top3 };
}

export async function measureRelevance() {
  const dynamo = await startBenchDynamo();
  try {
    const [{ withDerivedKeys }, state, { searchJobs }] = await Promise.all([
      import('../../functions/jobs/job-writes'),
      import('../../functions/jobs/job-state'),
      import('../../functions/jobs/search/search-jobs'),
    ]);
    const now = new Date();
    const makeJob = await benchJobMaker({
      now,
      nearMiles: 10,
      farMiles: 60,
      endedShare: 'none',
      employerOf: () => ({ id: 'relevance', name: 'Bench', email: 'bench@example.com', phone: '5125550100' }),
    });
    const keyOf = new Map<string, string>();
    const jobs: JobItem[] = relevanceJobs.map((fixed, i) => {
      const job = withDerivedKeys(
        { ...makeJob(i, true), title: fixed.title, description: fixed.description },
        now,
      );
      keyOf.set(job.jobId, fixed.key);
      return job;
    });
    const terms = jobs.flatMap((job) => state.termItemsOf(job));
    const batches = [];
    for (let i = 0; i < jobs.length; i += 25)
      batches.push({ table: localTableName('jobs'), items: jobs.slice(i, i + 25) });
    for (let i = 0; i < terms.length; i += 25) {
      batches.push({ table: localTableName('jobTerms'), items: terms.slice(i, i + 25) });
    }
    await dynamo.batchPut(batches);

    const ways = [
      { name: `ZIP ${SEARCH_POINT.label.split(' ')[1]} + 25 mi`, place: { point: SEARCH_POINT, radius: 25 } },
      { name: 'anywhere', place: {} },
    ];
    const results = [];
    for (const way of ways) {
      const figures: QueryFigure[] = [];
      for (const { query, relevant } of judgedQueries) {
        const outcome = await searchJobs({ ...way.place, title: query, priceType: 'all', limit: 10 }, now);
        const found = outcome.results.map((result) => keyOf.get(result.summary.jobId) ?? '?');
        figures.push({ query, ...judge(found, relevant) });
      }
      const mean = (pick: (f: QueryFigure) => number) =>
        figures.reduce((sum, f) => sum + pick(f), 0) / figures.length;
      const top3Recall = mean((f) => f.top3Recall);
      const mrr = mean((f) => f.reciprocalRank);
      results.push({
        way: way.name,
        queries: figures.length,
        top3Recall,
        mrr,
        pass: top3Recall >= TARGETS.top3Recall && mrr >= TARGETS.mrr,
        misses: figures.filter((f) => f.top3Recall < 1 || f.reciprocalRank < 1),
      });
    }
    return { jobs: jobs.length, results, pass: results.every((r) => r.pass) };
  } finally {
    await dynamo.close();
  }
}

async function runRelevanceBench() {
  console.log(
    `\nRelevance: ${judgedQueries.length} judged queries over ${relevanceJobs.length} jobs, through the search (best match)`,
  );
  const bench = await measureRelevance();
  for (const r of bench.results) {
    console.log(
      `  ${r.pass ? 'ok  ' : 'MISS'} ${r.way.padEnd(20)} top-3 recall ${(r.top3Recall * 100).toFixed(1)} %  MRR ${r.mrr.toFixed(3)}   target: ≥ ${TARGETS.top3Recall * 100} %, ≥ ${TARGETS.mrr}`,
    );
    for (const miss of r.misses) {
      console.log(
        `         "${miss.query}": top 3 ${miss.top3.join(', ') || '(none)'}; recall ${(miss.top3Recall * 100).toFixed(0)} %, rank ${miss.reciprocalRank ? (1 / miss.reciprocalRank).toFixed(0) : '-'}`,
      );
    }
  }
  writeBenchResults('relevance', { targets: TARGETS, ...bench });
  return bench;
}

/** Run as its own process (run.ts spawns it), as the search bench is: the search code reads its endpoint once. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bench = await runRelevanceBench();
  process.exitCode = bench.pass ? 0 : 1;
}
