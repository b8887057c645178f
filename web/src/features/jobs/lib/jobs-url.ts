import {
  ANY_DISTANCE,
  defaultSort,
  isSearchRadius,
  type PriceFilter,
  priceFilters,
  type SearchRadius,
  type SearchSort,
  searchSorts,
} from '@shared/rules/job-search';
import type { SaveSearchInput } from '@shared/schemas/saved-search';
import { NEAR_HOME } from '../../../lib/job-search-params';
import type { Place } from '../../../lib/places/search-places';

/*
 * The /jobs page's state lives in its address ("the URL is the state"), so a search is a link
 * anyone can share and Back and Forward walk through searches. The place parameters are the ones the
 * home page writes (lib/job-search-params.ts); the filters add `radius`, `pay` and `sort`. A hand-edited
 * address never breaks the page: a value the page cannot use is ignored, as if it were absent.
 */

export type { SearchRadius };

export interface JobsPlace {
  zipCode: string | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface JobsSearch {
  title: string;
  place: JobsPlace | null;
  /** null: the default, 25 mi around a place, any distance without one. */
  radius: SearchRadius | null;
  pay: PriceFilter;
  /** The order shown: the one chosen, or the search's default (best match with words, newest without). */
  sort: SearchSort;
  /**
   * "Jobs I can do": only the jobs that neither the rules for young teens nor the student's guardian's
   * limits keep from them (features/jobs/lib/viewer-limits.ts). Read on the loaded results, as the
   * badges are; the server still refuses any apply that breaks a rule.
   */
  canDo: boolean;
}

export const DEFAULT_PAY: PriceFilter = 'all';
/** The order of the plain list (no words). With words, best match is the default (sortFor). */
export const DEFAULT_SORT: SearchSort = 'newest';

/** The default order of a search with these words (relevance first, unless a sort is chosen). */
export const sortFor = (title: string): SearchSort => defaultSort(title.trim() !== '');

/** The address parameters, named as docs/spec/1-students-and-accounts.md §2 names them (plus the filters). */
export const JOBS_PARAMS = {
  title: 'title',
  zipCode: 'zipcode',
  city: 'city',
  state: 'state',
  latitude: 'latitude',
  longitude: 'longitude',
  radius: 'radius',
  pay: 'pay',
  sort: 'sort',
  jobId: 'jobId',
  /** With jobId (or on a job's page): open that job's Apply panel (back from sign-in). */
  apply: 'apply',
  /** `cando=1`: "Jobs I can do". */
  canDo: 'cando',
  /** `near=home`: the signed-in student's own ZIP code, swapped in by the page (lib/job-search-params.ts). */
  near: NEAR_HOME.param,
} as const;

const PLACE_PARAMS = [
  JOBS_PARAMS.zipCode,
  JOBS_PARAMS.city,
  JOBS_PARAMS.state,
  JOBS_PARAMS.latitude,
  JOBS_PARAMS.longitude,
] as const;
const FILTER_PARAMS = [JOBS_PARAMS.radius, JOBS_PARAMS.pay, JOBS_PARAMS.sort, JOBS_PARAMS.canDo] as const;
const CAN_DO_ON = '1';

const ZIP = /^\d{5}$/;
const STATE = /^[A-Za-z]{2}$/;

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

function coordinate(params: URLSearchParams, name: string, bound: number): number | null {
  const value = text(params, name);
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= bound ? number : null;
}

function readPlace(params: URLSearchParams): JobsPlace | null {
  const zip = text(params, JOBS_PARAMS.zipCode);
  const city = text(params, JOBS_PARAMS.city);
  const stateText = text(params, JOBS_PARAMS.state);
  const state = stateText && STATE.test(stateText) ? stateText.toUpperCase() : null;
  let latitude = coordinate(params, JOBS_PARAMS.latitude, 90);
  let longitude = coordinate(params, JOBS_PARAMS.longitude, 180);
  if (latitude === null || longitude === null) {
    latitude = null;
    longitude = null;
  }
  const place: JobsPlace = {
    zipCode: zip && ZIP.test(zip) ? zip : null,
    city: city && state ? city : null,
    state: city && state ? state : null,
    latitude,
    longitude,
  };
  return place.zipCode || place.city || place.latitude !== null ? place : null;
}

/** Reads the page's state from its address. */
export function readJobsSearch(params: URLSearchParams): JobsSearch {
  const place = readPlace(params);
  const radiusText = text(params, JOBS_PARAMS.radius);
  const radiusValue = radiusText === ANY_DISTANCE ? radiusText : Number(radiusText);
  const radius = radiusText !== null && isSearchRadius(radiusValue) ? radiusValue : null;
  const title = text(params, JOBS_PARAMS.title) ?? '';
  const pay = text(params, JOBS_PARAMS.pay);
  const sort = text(params, JOBS_PARAMS.sort);
  const fallback = sortFor(title);
  let validSort = (searchSorts as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : fallback;
  // "Nearest" needs a place to measure from, "best match" words to match.
  if ((validSort === 'nearest' && !place) || (validSort === 'relevance' && !title)) validSort = fallback;
  return {
    title,
    place,
    // A distance means nothing without a place; without one the search is at any distance anyway.
    radius: place ? radius : null,
    pay: (priceFilters as readonly string[]).includes(pay ?? '') ? (pay as PriceFilter) : DEFAULT_PAY,
    sort: validSort,
    canDo: params.get(JOBS_PARAMS.canDo) === CAN_DO_ON,
  };
}

/** True when the page shows a search rather than the plain newest list. */
export function isSearching(search: JobsSearch): boolean {
  return (
    search.title !== '' ||
    search.place !== null ||
    search.radius !== null ||
    search.pay !== DEFAULT_PAY ||
    search.sort !== sortFor(search.title)
  );
}

/** How many filters differ from their defaults (shown on the Reset button). */
export function activeFilterCount(search: JobsSearch): number {
  return [
    search.radius !== null,
    search.pay !== DEFAULT_PAY,
    search.sort !== sortFor(search.title),
    search.canDo,
  ].filter(Boolean).length;
}

/** GET /jobs/search parameters, one place only (a point beats a ZIP beats a city: the most precise). */
export interface SearchJobsParams {
  title?: string;
  zipCode?: string;
  city?: string;
  state?: string;
  latitude?: number;
  longitude?: number;
  radius?: SearchRadius;
  priceType?: PriceFilter;
  sort?: SearchSort;
}

export function toSearchJobsParams(search: JobsSearch): SearchJobsParams {
  const params: SearchJobsParams = {};
  if (search.title) params.title = search.title;
  const place = search.place;
  if (place?.latitude != null && place.longitude != null) {
    params.latitude = place.latitude;
    params.longitude = place.longitude;
  } else if (place?.zipCode) {
    params.zipCode = place.zipCode;
  } else if (place?.city && place.state) {
    params.city = place.city;
    params.state = place.state;
  }
  if (search.radius !== null) params.radius = search.radius;
  if (search.pay !== DEFAULT_PAY) params.priceType = search.pay;
  if (search.sort !== sortFor(search.title)) params.sort = search.sort;
  return params;
}

/** What the place box shows for the address's place ("Austin, TX 78704", or the bare ZIP). */
export function placeText(place: JobsPlace | null): string {
  if (!place) return '';
  if (place.city && place.state)
    return `${place.city}, ${place.state}${place.zipCode ? ` ${place.zipCode}` : ''}`;
  return place.zipCode ?? '';
}

/** The address's place as a picked suggestion, when it carries everything a suggestion has. */
export function placeAsSuggestion(place: JobsPlace | null): Place | null {
  if (!place?.city || !place.state || place.latitude === null || place.longitude === null) return null;
  return {
    label: placeText(place),
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** `?title=…&zipcode=…` for a title and a place already in the address (kept exactly as it was). */
export function placeQuery(title: string, place: JobsPlace): string {
  const params = new URLSearchParams();
  if (title.trim()) params.set(JOBS_PARAMS.title, title.trim());
  if (place.zipCode) params.set(JOBS_PARAMS.zipCode, place.zipCode);
  if (place.city && place.state) {
    params.set(JOBS_PARAMS.city, place.city);
    params.set(JOBS_PARAMS.state, place.state);
  }
  if (place.latitude !== null && place.longitude !== null) {
    params.set(JOBS_PARAMS.latitude, String(place.latitude));
    params.set(JOBS_PARAMS.longitude, String(place.longitude));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A new search from the search bar (`?title=…&zipcode=…`, as built by lib/job-search-params.ts), with
 * the current filters carried over: changing the search keeps the pay and sort the person chose. A
 * distance (and "nearest") is dropped when the new search has no place.
 */
export function withSearch(current: URLSearchParams, searchQuery: string): URLSearchParams {
  const next = new URLSearchParams(searchQuery);
  for (const name of FILTER_PARAMS) {
    const value = current.get(name);
    if (value !== null) next.set(name, value);
  }
  const hasPlace = PLACE_PARAMS.some((name) => next.has(name));
  if (!hasPlace) {
    next.delete(JOBS_PARAMS.radius);
    if (next.get(JOBS_PARAMS.sort) === 'nearest') next.delete(JOBS_PARAMS.sort);
  }
  const title = next.get(JOBS_PARAMS.title)?.trim() ?? '';
  const sort = next.get(JOBS_PARAMS.sort);
  // Best match needs words; a sort that is the new search's own default stays out of the address.
  if ((sort === 'relevance' && !title) || sort === sortFor(title)) next.delete(JOBS_PARAMS.sort);
  return next;
}

export interface FilterChanges {
  radius?: SearchRadius | null;
  pay?: PriceFilter;
  sort?: SearchSort;
  canDo?: boolean;
}

/** The address with some filters changed; everything else (title, place) is kept. Defaults are left out. */
export function withFilters(current: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(JOBS_PARAMS.jobId);
  next.delete(JOBS_PARAMS.apply);
  const set = (name: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  if ('radius' in changes)
    set(JOBS_PARAMS.radius, changes.radius == null ? null : String(changes.radius), null);
  if (changes.pay !== undefined) set(JOBS_PARAMS.pay, changes.pay, DEFAULT_PAY);
  if (changes.sort !== undefined)
    set(JOBS_PARAMS.sort, changes.sort, sortFor(current.get(JOBS_PARAMS.title) ?? ''));
  if (changes.canDo !== undefined) set(JOBS_PARAMS.canDo, changes.canDo ? CAN_DO_ON : null, null);
  return next;
}

/** Reset: the filters go back to their defaults; the title and the place stay. */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
  return withFilters(current, {
    radius: null,
    pay: DEFAULT_PAY,
    sort: sortFor(current.get(JOBS_PARAMS.title) ?? ''),
    canDo: false,
  });
}

/** What the first list reads of the signed-in student: their ZIP code, and whether rules limit them. */
export interface HomeOf {
  zipCode: string | null;
  /** A minor: the rules for young teens or a guardian's limits may keep them from some jobs. */
  limited: boolean;
}

/**
 * `near=home` (the first list after sign-in) made an ordinary search: the student's ZIP code where the
 * address names no place, and "Jobs I can do" on for a student whom rules limit. Without a profile
 * (a visitor, an employer, one that failed to load) the marker simply goes.
 */
export function withHome(current: URLSearchParams, home: HomeOf | null): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(JOBS_PARAMS.near);
  if (!home) return next;
  if (home.zipCode && !PLACE_PARAMS.some((name) => next.has(name)))
    next.set(JOBS_PARAMS.zipCode, home.zipCode);
  if (home.limited) next.set(JOBS_PARAMS.canDo, CAN_DO_ON);
  return next;
}

/** The same search without its words (the offer on an empty search); a sort that needed them goes. */
export function withoutWords(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(JOBS_PARAMS.title);
  next.delete(JOBS_PARAMS.jobId);
  if (next.get(JOBS_PARAMS.sort) === 'relevance' || next.get(JOBS_PARAMS.sort) === sortFor('')) {
    next.delete(JOBS_PARAMS.sort);
  }
  return next;
}

/** The address without `jobId` (and `apply`), once the page has shown that job. */
export function withoutJobId(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(JOBS_PARAMS.jobId);
  next.delete(JOBS_PARAMS.apply);
  return next;
}

/**
 * Whether the search can be saved for alerts: it needs words or a place to match (the server agrees).
 * A place at any distance matches every job, so it counts only with words.
 */
export function canSaveSearch(search: JobsSearch): boolean {
  return search.title.trim() !== '' || (search.place !== null && search.radius !== ANY_DISTANCE);
}

/**
 * POST /alerts for the search on screen. The place is named as people know it (a ZIP, else a city and
 * state, else the point), so the saved search reads "near Austin, TX 78704"; the server places it.
 */
export function toSaveSearchBody(search: JobsSearch): SaveSearchInput {
  const body: SaveSearchInput = { title: search.title.trim(), priceType: search.pay };
  // At any distance the place only orders the results: the alert matches the words anywhere.
  const place = search.radius === ANY_DISTANCE ? null : search.place;
  if (place?.zipCode) body.zipCode = place.zipCode;
  else if (place?.city && place.state) {
    body.city = place.city;
    body.state = place.state;
  } else if (place?.latitude != null && place.longitude != null) {
    body.latitude = place.latitude;
    body.longitude = place.longitude;
  }
  if (place && search.radius !== null && search.radius !== ANY_DISTANCE) body.radius = search.radius;
  return body;
}
