import type { PriceFilter } from '../../shared/rules/job-search';
import { describeSavedSearch, type SavedSearchPlace } from '../../shared/rules/saved-search';
import type { SavedSearch } from '../../shared/schemas/saved-search';
import type { AlertCriteria } from './alert-match';

/*
 * The items of the savedSearches and alertMatchKeys tables (shared/tables.ts) and what the API shows
 * of them. Sort keys of the student's partition say what an item is.
 */

export const SEARCH_KEY_PREFIX = 'search#';
export const COUNT_KEY = 'count';
export const SENT_KEY_PREFIX = 'sent#';

export const searchKeyOf = (searchId: string) => `${SEARCH_KEY_PREFIX}${searchId}`;
export const searchRefOf = (studentId: string, searchId: string) => `${studentId}#${searchId}`;

export type { SavedSearchPlace };

export interface SavedSearchItem {
  studentId: string;
  itemKey: string;
  searchId: string;
  /** As the student typed it (trimmed). */
  title: string;
  /** The words a job's title must match (alert-match.ts searchWords). */
  words: string[];
  place: SavedSearchPlace | null;
  radius: number | null;
  priceType: PriceFilter;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Jobs posted up to this instant were considered for this search's alerts. */
  alertedThrough: string;
  lastAlertAt?: string;
  /** The nonce of the one unsubscribe link that works now; gone once a link was used. */
  unsubscribeNonce?: string;
  /** The alertMatchKeys keys it is written under, so a delete removes exactly those. */
  matchKeys: string[];
}

/** One item of the alertMatchKeys table: a saved search under one of its keys. */
export interface MatchKeyItem {
  matchKey: string;
  searchRef: string;
  studentId: string;
  searchId: string;
  words: string[];
  latitude?: number;
  longitude?: number;
  radius?: number;
  priceType: PriceFilter;
}

export function criteriaOf(
  item: Pick<SavedSearchItem, 'words' | 'place' | 'radius' | 'priceType'>,
): AlertCriteria {
  return {
    words: item.words,
    point: item.place ? { latitude: item.place.latitude, longitude: item.place.longitude } : null,
    radius: item.place ? item.radius : null,
    priceType: item.priceType,
  };
}

export function criteriaOfKeyItem(item: MatchKeyItem): AlertCriteria {
  const hasPoint = item.latitude !== undefined && item.longitude !== undefined;
  return {
    words: item.words,
    point: hasPoint ? { latitude: item.latitude as number, longitude: item.longitude as number } : null,
    radius: hasPoint ? (item.radius ?? null) : null,
    priceType: item.priceType,
  };
}

export function matchKeyItems(search: SavedSearchItem): MatchKeyItem[] {
  const point = search.place
    ? {
        latitude: search.place.latitude,
        longitude: search.place.longitude,
        radius: search.radius ?? undefined,
      }
    : {};
  return search.matchKeys.map((matchKey) => ({
    matchKey,
    searchRef: searchRefOf(search.studentId, search.searchId),
    studentId: search.studentId,
    searchId: search.searchId,
    words: search.words,
    ...point,
    priceType: search.priceType,
  }));
}

export function toSavedSearch(item: SavedSearchItem): SavedSearch {
  return {
    id: item.searchId,
    title: item.title,
    place: item.place,
    radius: item.place ? item.radius : null,
    priceType: item.priceType,
    active: item.active,
    createdAt: item.createdAt,
    lastAlertAt: item.lastAlertAt ?? null,
  };
}

export const describeItem = (item: SavedSearchItem) =>
  describeSavedSearch({
    title: item.title,
    place: item.place,
    radius: item.radius,
    priceType: item.priceType,
  });
