import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../job-item';
import type { Candidate, Order, Range, ReadStats, Source } from './index-reader';
import { mergePage } from './ordered-merge';

/*
 * The merge against in-memory partitions that behave like a DynamoDB Query on a sort key: exclusive
 * key ranges, Limit counted on items evaluated, LastEvaluatedKey when the limit stopped the read.
 */
const partitions = new Map<string, Candidate[]>();

vi.mock('./index-reader', async (importOriginal) => {
  const original = await importOriginal<typeof import('./index-reader')>();
  return {
    ...original,
    readRange: async (
      source: Source,
      range: Range,
      order: Order,
      limit: number,
      _now: string,
      stats: ReadStats,
    ) => {
      const all = (partitions.get(source.partition) ?? [])
        .filter(
          (c) =>
            (range.above === undefined || c.listKey > range.above) &&
            (range.below === undefined || c.listKey < range.below),
        )
        .sort((a, b) => (a.listKey < b.listKey ? -1 : 1));
      if (order === 'desc') all.reverse();
      const items = all.slice(0, limit);
      stats.queries += 1;
      stats.itemsRead += items.length;
      return items.length === limit ? { items, last: items.at(-1)?.listKey } : { items };
    },
  };
});

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function fill(seed: number, sourceCount: number, maxPerSource: number) {
  partitions.clear();
  const next = random(seed);
  const sources: Source[] = [];
  for (let s = 0; s < sourceCount; s++) {
    const partition = `cell${s}`;
    sources.push({ table: 'jobs', index: 'byCell20', partitionKey: 'c20', partition });
    const count = Math.floor(next() * maxPerSource);
    const items: Candidate[] = [];
    for (let i = 0; i < count; i++) {
      const createdAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300 * 86_400_000)).toISOString();
      const jobId = randomUUID();
      items.push({
        listKey: `${createdAt}#${jobId}`,
        summary: { jobId, price: Math.floor(next() * 100) } as JobSummary,
      });
    }
    partitions.set(partition, items);
  }
  return sources;
}

const accept = (c: Candidate) => (c.summary.price ?? 0) % 5 !== 0;

async function pageThrough(sources: Source[], order: Order, pageSize: number, maxItemsRead?: number) {
  const stats: ReadStats = { itemsRead: 0, queries: 0 };
  const seen: string[] = [];
  let after: string | undefined;
  let rateHint: number | undefined;
  for (let page = 0; page < 1000; page++) {
    const result = await mergePage({
      sources,
      order,
      pageSize,
      accept,
      nowIso: '2026-01-01T00:00:00.000Z',
      stats,
      ...(after === undefined ? {} : { after }),
      ...(rateHint === undefined ? {} : { rateHint }),
      ...(maxItemsRead === undefined ? {} : { maxItemsRead }),
    });
    expect(result.items.length).toBeLessThanOrEqual(pageSize);
    seen.push(...result.items.map((c) => c.listKey));
    if (result.nextAfter === null) return { seen, stats, pages: page + 1 };
    after = result.nextAfter;
    rateHint = result.rate;
  }
  throw new Error('did not finish');
}

/** The first page of 24, newest first, and what it cost. */
async function firstPage(sources: Source[]) {
  const stats: ReadStats = { itemsRead: 0, queries: 0 };
  const page = await mergePage({
    sources,
    order: 'desc',
    pageSize: 24,
    accept,
    nowIso: '2026-12-01T00:00:00.000Z',
    stats,
  });
  return { page, stats };
}

function expected(order: Order) {
  const keys = [...partitions.values()]
    .flat()
    .filter(accept)
    .map((c) => c.listKey)
    .sort();
  return order === 'desc' ? keys.reverse() : keys;
}

describe('mergePage', () => {
  it('returns every accepted job exactly once, in order, across pages and many sources', async () => {
    for (const [seed, sourceCount, maxPer] of [
      [1, 1, 80],
      [2, 4, 60],
      [3, 16, 30],
      [4, 35, 12],
      [5, 20, 2],
    ] as const) {
      const sources = fill(seed, sourceCount, maxPer);
      for (const order of ['desc', 'asc'] as const) {
        for (const pageSize of [1, 7, 24, 60]) {
          const { seen, pages } = await pageThrough(sources, order, pageSize);
          expect(seen).toEqual(expected(order));
          // Full pages, then the rest: never an empty page behind a cursor.
          expect(pages).toBe(Math.max(1, Math.ceil(seen.length / pageSize)));
        }
      }
    }
  });

  it('stays exact when the read bound cuts pages short', async () => {
    const sources = fill(7, 12, 40);
    for (const order of ['desc', 'asc'] as const) {
      const { seen } = await pageThrough(sources, order, 24, 15);
      expect(seen).toEqual(expected(order));
    }
  });

  it('reads little more than it returns when jobs are spread over many sources', async () => {
    const { page, stats } = await firstPage(fill(11, 16, 60));
    expect(page.items.map((c) => c.listKey)).toEqual(expected('desc').slice(0, 24));
    // 80 % are accepted here; the bench measures the real figure on dynalite.
    expect(stats.itemsRead / page.items.length).toBeLessThan(2.5);
  });

  it('cells of a cover read their share first, and stay exact on every page', async () => {
    for (const [seed, sourceCount, maxPer] of [
      [17, 8, 60],
      [18, 6, 5],
      [19, 8, 0],
    ] as const) {
      // Shares as a cover gives them (each cell's area over the circle's), some small enough to wait.
      const sources = fill(seed, sourceCount, maxPer).map((source, i) => ({
        ...source,
        cover: { minDistance: i, share: [0.5, 0.5, 0.5, 0.5, 0.13, 0.03, 0.03, 0.01][i] ?? 0.1 },
      }));
      for (const order of ['desc', 'asc'] as const) {
        for (const pageSize of [1, 7, 24]) {
          const { seen, pages } = await pageThrough(sources, order, pageSize);
          expect(seen).toEqual(expected(order));
          expect(pages).toBe(Math.max(1, Math.ceil(seen.length / pageSize)));
        }
      }
    }
  });

  it('reads a page of an even cover in about one Query per cell', async () => {
    const sources = fill(23, 8, 200).map((source, i) => ({
      ...source,
      cover: { minDistance: i, share: 1.25 / 8 },
    }));
    const { page, stats } = await firstPage(sources);
    expect(page.items.map((c) => c.listKey)).toEqual(expected('desc').slice(0, 24));
    // Eight first reads, and a second for the cells that fell short of the page's end.
    expect(stats.queries).toBeLessThanOrEqual(14);
    expect(stats.queries).toBeGreaterThanOrEqual(8);
  });

  it('an empty query is one read per source and no cursor', async () => {
    const sources = fill(13, 5, 0);
    const { seen, stats } = await pageThrough(sources, 'desc', 24);
    expect(seen).toEqual([]);
    expect(stats.queries).toBe(5);
  });
});
