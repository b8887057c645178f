import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Place } from '../../shared/schemas/place';
import { documentClient, tableName } from '../lib/dynamo';
import { itemDecoder } from '../lib/item-decoder';
import { searchPlaces } from './place-index';

/*
 * A ZIP, or a city and state, turned into a point through the place index (Amazon Location in AWS,
 * the local gazetteer on a laptop), for search (GET /jobs/search) and for placing a posted job's
 * address. Answers are cached in the `placeCache` table: a place seen before costs one DynamoDB read
 * and no paid Location call. Unknown places are cached too, for a short while, so junk typed
 * again and again is not re-queried.
 */

export interface PlaceQuery {
  zipCode?: string;
  city?: string;
  state?: string;
}

/** A place found is good for a month (ZIPs and towns rarely move); a miss is retried after a day. */
export const PLACE_CACHE_DAYS = 30;
export const MISS_CACHE_DAYS = 1;
const DAY_SECONDS = 86_400;

/** Case, accents, punctuation and spacing do not make two city names different ("St. Paul" = "st paul"). */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The cache key of what the place index is asked: a ZIP is looked up by itself (a city and state given
 * with it are checked against its answer, see `pickPlace`); otherwise the city and state. Null when
 * the query names no place.
 */
export function placeCacheKey(query: PlaceQuery): string | null {
  if (query.zipCode) return `zip#${query.zipCode.trim()}`;
  if (query.city && query.state) {
    return `city#${normalizePlaceName(query.city)}#${query.state.trim().toLowerCase()}`;
  }
  return null;
}

/** The text sent to the place index for a query. */
export function placeSearchText(query: PlaceQuery): string {
  return query.zipCode ? query.zipCode.trim() : `${query.city?.trim()}, ${query.state?.trim()}`;
}

const sameCity = (place: Place, query: PlaceQuery) =>
  query.city === undefined || normalizePlaceName(place.city) === normalizePlaceName(query.city);
const sameState = (place: Place, query: PlaceQuery) =>
  query.state === undefined || place.state.toUpperCase() === query.state.trim().toUpperCase();

/**
 * The one result that is the place asked for, or null. The index ranks by relevance and returns near
 * misses too ("Austinburg", other ZIPs of a city), so only an exact match counts: the ZIP asked, or the
 * city and state asked (case-insensitively). When a ZIP comes with a city and state (a posted job's
 * address), all three must agree. For a city, the city-wide result is preferred over one of its ZIPs.
 */
export function pickPlace(query: PlaceQuery, places: readonly Place[]): Place | null {
  const matching = places.filter((place) => {
    if (query.zipCode && place.zipCode !== query.zipCode.trim()) return false;
    return sameCity(place, query) && sameState(place, query);
  });
  if (query.zipCode) return matching[0] ?? null;
  return matching.find((place) => place.zipCode === null) ?? matching[0] ?? null;
}

/** The candidates worth caching for a key: for a ZIP, every result with that ZIP (cities may differ). */
export function candidatesFor(query: PlaceQuery, places: readonly Place[]): Place[] {
  if (query.zipCode) return places.filter((place) => place.zipCode === query.zipCode?.trim());
  const found = pickPlace(query, places);
  return found ? [found] : [];
}

interface CacheItem {
  placeKey: string;
  /** Empty: the place index knows no such place (a cached miss). */
  places: Place[];
  /** Epoch seconds: DynamoDB's TTL removes the item some time after; reads check it themselves. */
  expiresAt: number;
}

const cacheItem = itemDecoder<CacheItem>('place cache', {
  placeKey: 'string',
  places: 'object',
  expiresAt: 'number',
});

/**
 * The places this function instance has read lately, so a busy search does not read the same ZIP from
 * the table on every request (one DynamoDB round trip of a search's few). Bounded, and an entry lives
 * an hour at most, never past its table item's expiry.
 */
export class WarmPlaces {
  private readonly entries = new Map<string, { places: Place[]; until: number }>();
  constructor(
    private readonly maxEntries = 1_000,
    private readonly maxAgeMs = 3_600_000,
  ) {}

  get(key: string, now: Date): Place[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.places;
  }

  set(key: string, places: Place[], expiresAtMs: number, now: Date): void {
    this.entries.delete(key);
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { places, until: Math.min(expiresAtMs, now.getTime() + this.maxAgeMs) });
  }
}

const warm = new WarmPlaces();

async function readCache(key: string, now: Date): Promise<Place[] | undefined> {
  const remembered = warm.get(key, now);
  if (remembered) return remembered;
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName('placeCache'), Key: { placeKey: key } }),
  );
  const item = cacheItem.maybe(Item);
  // TTL deletion lags (and dynalite has none): an expired item is a miss.
  if (!item || item.expiresAt * 1000 <= now.getTime()) return undefined;
  warm.set(key, item.places, item.expiresAt * 1000, now);
  return item.places;
}

async function writeCache(key: string, places: Place[], now: Date): Promise<void> {
  const days = places.length > 0 ? PLACE_CACHE_DAYS : MISS_CACHE_DAYS;
  const item: CacheItem = {
    placeKey: key,
    places,
    expiresAt: Math.floor(now.getTime() / 1000) + days * DAY_SECONDS,
  };
  await documentClient.send(new PutCommand({ TableName: tableName('placeCache'), Item: item }));
}

/**
 * The point of a ZIP or of a city and state, or null when the place index does not know it (or the
 * city and state given with a ZIP do not match it). A busy or failing place index is a 503 from
 * `searchPlaces`, never a null: "not found" must mean not found.
 */
export async function geocode(query: PlaceQuery, now: Date = new Date()): Promise<Place | null> {
  const key = placeCacheKey(query);
  if (!key) return null;
  let candidates = await readCache(key, now);
  if (candidates === undefined) {
    candidates = candidatesFor(query, await searchPlaces(placeSearchText(query)));
    await writeCache(key, candidates, now);
  }
  return pickPlace(query, candidates);
}
