import { DEFAULT_SEARCH_RADIUS } from '@shared/rules/job-search';
import type { SavedSearch } from '@shared/schemas/saved-search';

/*
 * What the Job alerts page shows of a saved search, and the /jobs address that runs it again (the
 * parameters /jobs reads: features/jobs/lib/jobs-url.ts JOBS_PARAMS).
 */

export function jobsPathFor(search: SavedSearch): string {
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
  return `/jobs${query ? `?${query}` : ''}`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Saved Nov 26, 2026 · Last alert Nov 27, 2026" */
export function savedSearchDates(search: SavedSearch): string {
  const saved = `Saved ${shortDate.format(new Date(search.createdAt))}`;
  return search.lastAlertAt
    ? `${saved} · Last alert ${shortDate.format(new Date(search.lastAlertAt))}`
    : `${saved} · No alert yet`;
}
