import { DEFAULT_SEARCH_RADIUS, type PriceFilter } from './job-search';

/*
 * Saved searches and the daily job alert: the limits and the words people read, in one
 * place for the functions, the e-mail and the web app. No zod here, so the /jobs page can show its save
 * control without loading the schemas on its first screen (initial JS).
 */

/** A student keeps at most this many saved searches; one more is a 409. */
export const MAX_SAVED_SEARCHES = 10;
/** Words of a saved search that count (stop words aside): each one is an index key of the alert run. */
export const SAVED_SEARCH_MAX_WORDS = 6;
/** Jobs listed per search in one alert e-mail; the rest are a click away on the search's own page. */
export const ALERT_JOBS_PER_SEARCH = 10;
/** How long an alert's unsubscribe link works (RFC 8058 asks that it keep working for a while). */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export const savedSearchMessages = {
  limitReached: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one on your Job alerts page to save another.`,
  duplicate: 'You have already saved this search. Find it on your Job alerts page.',
  notFound: 'We could not find that saved search. It may have been deleted.',
  deleted: 'Saved search deleted. You will get no more alerts for it.',
  saveHint: 'Get new matches by e-mail, at most once a day.',
  tooManyWords: `Please use at most ${SAVED_SEARCH_MAX_WORDS} words in a saved search.`,
  nothingToSave:
    'Type some words or choose a place before you save a search, so the alert has something to match.',
} as const;

/** A saved search's place: named as people know it (the label), placed by the server (the point). */
export interface SavedSearchPlace {
  label: string;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
}

/** What a saved search holds, as the web app and the e-mail show it. */
export interface SavedSearchView {
  title: string;
  place: SavedSearchPlace | null;
  radius: number | null;
  priceType: PriceFilter;
}

/**
 * The /jobs query that runs a saved search again (`?title=…&zipcode=…`), named as the jobs page reads
 * its address (web/src/features/jobs/lib/jobs-url.ts): for "See jobs" on /alerts and the e-mail's link.
 */
export function savedSearchJobsQuery(search: SavedSearchView): string {
  const params = new URLSearchParams();
  if (search.title) params.set('title', search.title);
  const place = search.place;
  if (place?.zipCode) params.set('zipcode', place.zipCode);
  if (place?.city && place.state) {
    params.set('city', place.city);
    params.set('state', place.state);
  }
  if (place && !place.zipCode && !place.city) {
    params.set('latitude', String(place.latitude));
    params.set('longitude', String(place.longitude));
  }
  if (place && search.radius !== null && search.radius !== DEFAULT_SEARCH_RADIUS) {
    params.set('radius', String(search.radius));
  }
  if (search.priceType !== 'all') params.set('pay', search.priceType);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const payWords: Record<PriceFilter, string> = {
  all: '',
  perHr: 'paid by the hour',
  perJob: 'paid by the job',
};

/** `“dog walker” within 25 mi of Austin, TX 78704, paid by the hour`: one line, for people. */
export function describeSavedSearch(search: SavedSearchView): string {
  const parts = [search.title ? `“${search.title}”` : 'Any job'];
  if (search.place) {
    parts.push(
      search.radius ? `within ${search.radius} mi of ${search.place.label}` : `near ${search.place.label}`,
    );
  } else {
    parts.push('anywhere');
  }
  const pay = payWords[search.priceType];
  return pay ? `${parts.join(' ')}, ${pay}` : parts.join(' ');
}
