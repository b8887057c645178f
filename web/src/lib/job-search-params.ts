import type { Place } from './places/search-places';

const ZIP_CODE = /^\d{5}$/;

/**
 * `/jobs?near=home`: the list near the signed-in student's own ZIP code. Sign-in sends a student there
 * for their first list; the jobs page swaps it for their ZIP code (and, for a minor, "Jobs I can do"),
 * so the address it keeps is an ordinary search anyone could share.
 */
export const NEAR_HOME = { param: 'near', value: 'home' } as const;
export const nearHomeQuery = `?${NEAR_HOME.param}=${NEAR_HOME.value}`;

export interface JobSearchInput {
  title: string;
  /** What is in the location box. */
  locationText: string;
  /** The place picked from the suggestions, if the text still matches it. */
  place: Place | null;
}

export type JobSearchResult = { ok: true; search: string } | { ok: false; reason: 'pick-a-place' };

/**
 * Turns the home search form into the /jobs query string. Only non-empty parameters are sent so
 * the jobs page can tell "no filter" from "empty filter".
 */
export function buildJobSearch({ title, locationText, place }: JobSearchInput): JobSearchResult {
  const params = new URLSearchParams();
  const trimmedTitle = title.trim();
  if (trimmedTitle) params.set('title', trimmedTitle);

  const text = locationText.trim();
  if (place) {
    if (place.zipCode) params.set('zipcode', place.zipCode);
    params.set('city', place.city);
    params.set('state', place.state);
    params.set('latitude', String(place.latitude));
    params.set('longitude', String(place.longitude));
  } else if (ZIP_CODE.test(text)) {
    params.set('zipcode', text);
  } else if (text) {
    // A free-text town we could not place would silently search everywhere, which surprises people.
    return { ok: false, reason: 'pick-a-place' };
  }

  const search = params.toString();
  return { ok: true, search: search ? `?${search}` : '' };
}
