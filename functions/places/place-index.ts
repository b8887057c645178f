import type { SearchForTextResult } from '@aws-sdk/client-location';
import { usStateCode } from '../../shared/rules/us-states';
import { runtimeEnv } from '../../shared/runtime-env';
import type { Place } from '../../shared/schemas/place';
import { HttpError } from '../lib/errors';
import { lazyModule } from '../lib/lazy-client';
import { logger } from '../lib/logger';

/** An autocomplete list: more than this is noise on a phone screen. */
export const MAX_PLACE_RESULTS = 8;

/**
 * One client per container, its module loaded on the first search (functions/lib/lazy-client.ts):
 * most routes of the functions that bundle this module never geocode. The endpoint is the SDK's default (`places.geo.<region>.amazonaws.com`:
 * the operation's `places.` host prefix on the regional endpoint), or AWS_ENDPOINT_URL_LOCATION when set.
 * The host prefix stays on (no `disableHostPrefix`): AWS documents Places on its `places.` host, and the
 * local runner makes `places.<its loopback address>` reach its stand-in instead (scripts/local/location-server.ts).
 */
const location = lazyModule(async () => {
  const sdk = await import('./location-client');
  return { sdk, client: new sdk.LocationClient({}) };
});

/** Errors that say the service is busy or down, not that we called it wrongly: the user may retry. */
const transientErrors = new Set([
  'ThrottlingException',
  'ServiceQuotaExceededException',
  'InternalServerException',
]);

function placesUnavailable(): HttpError {
  return new HttpError(
    503,
    'PLACES_UNAVAILABLE',
    'Place search is not available right now. Please try again in a moment.',
    undefined,
    { 'retry-after': '5' },
  );
}

function indexName(): string {
  const name = process.env[runtimeEnv.placeIndexName];
  if (!name) throw new Error(`${runtimeEnv.placeIndexName} is not set`);
  return name;
}

/** SearchPlaceIndexForText in the US, best match first. */
async function searchText(text: string, maxResults: number): Promise<SearchForTextResult[]> {
  const { sdk, client } = await location();
  try {
    const { Results } = await client.send(
      new sdk.SearchPlaceIndexForTextCommand({
        IndexName: indexName(),
        Text: text,
        FilterCountries: ['USA'],
        MaxResults: maxResults,
        Language: 'en',
      }),
    );
    return Results ?? [];
  } catch (error) {
    // AccessDenied, ResourceNotFound (wrong index name) and Validation are our bugs: let them be a logged 500.
    // Throttling, outages and network failures are the service's: a 503 the combobox can show and retry.
    const isServiceError = error instanceof sdk.LocationServiceException;
    if (isServiceError && !transientErrors.has(error.name)) throw error;
    logger.warn('Place search unavailable', { error });
    throw placesUnavailable();
  }
}

/** US places whose name or ZIP matches what the user typed, best match first. */
export async function searchPlaces(text: string): Promise<Place[]> {
  return toPlaces(await searchText(text, MAX_PLACE_RESULTS));
}

/** The place index's best point for a street address, and how sure it is. */
export interface AddressPoint {
  latitude: number;
  longitude: number;
  /** 0 to 1, as the service scores it. */
  relevance: number;
  /** On the street (an address, interpolated or not, or the street itself), not just its ZIP or town. */
  streetLevel: boolean;
  zipCode: string | null;
}

/** What Amazon Location calls a result on a street rather than an area. */
const STREET_CATEGORIES = new Set(['AddressType', 'StreetType', 'IntersectionType']);

/** The best point the place index knows for a whole address ("12 Oak St, Austin, TX 78704"), or null. */
export async function locateAddress(text: string): Promise<AddressPoint | null> {
  const [best] = await searchText(text, 1);
  const place = best?.Place;
  const coordinates = coordinatesOf(place?.Geometry?.Point);
  if (!place || !coordinates || (place.Country && place.Country !== 'USA')) return null;
  return {
    ...coordinates,
    relevance: best.Relevance ?? 0,
    streetLevel:
      (place.Categories ?? []).some((category) => STREET_CATEGORIES.has(category)) ||
      place.AddressNumber !== undefined,
    zipCode: zipCodeOf(place.PostalCode),
  };
}

/** "78701-1234" → "78701"; anything that is not a US ZIP → null. */
function zipCodeOf(postalCode: string | undefined): string | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(postalCode?.trim() ?? '');
  return match?.[1] ?? null;
}

/** Amazon Location points are [longitude, latitude]. */
function coordinatesOf(point: number[] | undefined): { latitude: number; longitude: number } | null {
  const [longitude, latitude] = point ?? [];
  if (longitude === undefined || latitude === undefined) return null;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Maps one result to a suggestion, or null when it lacks a US city, state or point. */
export function toPlace(result: SearchForTextResult): Place | null {
  const place = result.Place;
  if (!place) return null;
  if (place.Country && place.Country !== 'USA') return null;
  // Providers fill Municipality for cities; small places may only carry a neighbourhood or county.
  const city = (place.Municipality ?? place.Neighborhood ?? place.SubRegion)?.trim();
  const state = usStateCode(place.Region);
  const coordinates = coordinatesOf(place.Geometry?.Point);
  if (!city || !state || !coordinates) return null;
  const zipCode = zipCodeOf(place.PostalCode);
  // Our own label rather than the provider's ("Austin, TX, USA" vs "Austin, Texas, United States"):
  // the same place reads the same whichever data provider the index uses, and duplicates collapse.
  const label = `${city}, ${state}${zipCode ? ` ${zipCode}` : ''}`;
  const relevance = result.Relevance;
  return {
    label,
    city,
    state,
    zipCode,
    ...coordinates,
    ...(relevance !== undefined && relevance >= 0 && relevance <= 1 ? { relevance } : {}),
  };
}

/** Suggestions in the service's relevance order, one per label (street-level hits collapse to their ZIP). */
export function toPlaces(results: readonly SearchForTextResult[]): Place[] {
  const byLabel = new Map<string, Place>();
  for (const result of results) {
    const place = toPlace(result);
    if (place && !byLabel.has(place.label)) byLabel.set(place.label, place);
  }
  return [...byLabel.values()];
}
