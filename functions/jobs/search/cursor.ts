import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/dynamo';

/*
 * Search and list cursors: opaque base64url JSON to clients, checked with zod here, so a forged,
 * stale or foreign cursor is a 400 INVALID_CURSOR and never reaches DynamoDB (never a 500).
 *
 * - An ordered cursor (newest, oldest) holds one position on the sort line, `after`: the listKey of
 *   the last job returned (or a line every source has been read up to), and how often jobs came on
 *   that page (so the next page sizes its first read without probing). Every source of the query
 *   (shard, geohash cell, title-term cell) resumes strictly after it. listKey (createdAt#jobId) is
 *   unique and every source is sorted by it, so "after this key" is each source's exact position:
 *   every job comes once across pages, however many cells a page drew on, and jobs read but not
 *   shown (outside the circle, another pay type) are never read again.
 * - An offset cursor (nearest, pay) holds how many of the in-memory sorted results were returned.
 *
 * Both carry a fingerprint of the query they belong to: a cursor from another search is refused
 * rather than silently paging a different result list.
 */

/**
 * createdAt#jobId, or a bare ISO instant (a line between jobs). The instant must be a real one that
 * round-trips (no month 13, no 25:00): the merge computes times from it.
 */
const sortLine = z.string().check(
  z.maxLength(80),
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z(#[0-9a-f-]{36})?$/),
  z.refine((line) => isRealInstant(line.slice(0, 24))),
);

function isRealInstant(iso: string): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && new Date(time).toISOString() === iso;
}

/**
 * Bounds of the page rate, in jobs per day, as orderedCursor writes it (3 significant digits). A rate
 * below the floor (one job in about 2,700 years) is never computed from real jobs; one near 0 would
 * put the next page's first window past any date (r = 1e-300 was a RangeError, a 500).
 */
export const MIN_CURSOR_RATE = 1e-6;
export const MAX_CURSOR_RATE = 1e7;

const fingerprintSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16}$/));

export const MAX_OFFSET = 10_000;

const orderedCursorSchema = z.strictObject({
  v: z.literal(1),
  q: fingerprintSchema,
  after: sortLine,
  /** Jobs accepted per day on the page before: the next page's first read is sized from it. */
  r: z.optional(z.number().check(z.gte(MIN_CURSOR_RATE), z.lte(MAX_CURSOR_RATE))),
});
const tieredCursorSchema = z.strictObject({
  v: z.literal(1),
  q: fingerprintSchema,
  /** Which tier of the query's word (best first) the next page starts in. */
  tier: z.number().check(z.int(), z.gte(0), z.lte(15)),
  /** Where in that tier; absent: from its start. */
  after: z.optional(sortLine),
  r: z.optional(z.number().check(z.positive(), z.lte(1e7))),
});

const offsetCursorSchema = z.strictObject({
  v: z.literal(1),
  q: fingerprintSchema,
  offset: z.number().check(z.int(), z.gte(1), z.lte(MAX_OFFSET)),
});

/** A short stable digest of what a query asks (everything but the page size and the cursor). */
export function queryFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

function parse<T extends { q: string }>(schema: z.ZodMiniType<T>, cursor: string, fingerprint: string): T {
  const parsed = schema.safeParse(decodeCursor(cursor));
  if (!parsed.success || parsed.data.q !== fingerprint) throw invalidCursor();
  return parsed.data;
}

const DAY_MS = 86_400_000;

/** Where to resume (strictly after `after`) and the previous page's rate in jobs per ms; {} on page 1. */
export function readOrderedCursor(
  cursor: string | undefined,
  fingerprint: string,
): { after?: string; rate?: number } {
  if (cursor === undefined) return {};
  const { after, r } = parse(orderedCursorSchema, cursor, fingerprint);
  return r === undefined ? { after } : { after, rate: r / DAY_MS };
}

export function orderedCursor(after: string, fingerprint: string, rate?: number): string {
  const perDay = rate === undefined ? undefined : Number((rate * DAY_MS).toPrecision(3));
  // A rate outside the bounds would make the cursor refused: the next page then starts without one.
  const r =
    perDay !== undefined && perDay >= MIN_CURSOR_RATE && perDay <= MAX_CURSOR_RATE ? perDay : undefined;
  return encodeCursor({ v: 1, q: fingerprint, after, ...(r ? { r } : {}) }) as string;
}

/** How many results earlier pages returned (0 on the first page). */
export function readOffsetCursor(cursor: string | undefined, fingerprint: string): number {
  return cursor === undefined ? 0 : parse(offsetCursorSchema, cursor, fingerprint).offset;
}

export function offsetCursor(offset: number, fingerprint: string): string {
  return encodeCursor({ v: 1, q: fingerprint, offset }) as string;
}

/**
 * A relevance cursor for one word (search-jobs.ts, tieredPage): the tier the next page starts in, and
 * the position in it. A tier beyond the query's own is refused like any forged cursor.
 */
export function readTieredCursor(
  cursor: string | undefined,
  fingerprint: string,
  tiers: number,
): { tier: number; after?: string; rate?: number } {
  if (cursor === undefined) return { tier: 0 };
  const { tier, after, r } = parse(tieredCursorSchema, cursor, fingerprint);
  if (tier >= tiers) throw invalidCursor();
  return {
    tier,
    ...(after === undefined ? {} : { after }),
    ...(r === undefined ? {} : { rate: r / DAY_MS }),
  };
}

export function tieredCursor(tier: number, after: string | null, fingerprint: string, rate?: number): string {
  const r = rate === undefined ? undefined : Number((rate * DAY_MS).toPrecision(3));
  return encodeCursor({
    v: 1,
    q: fingerprint,
    tier,
    ...(after === null ? {} : { after }),
    ...(r ? { r } : {}),
  }) as string;
}
