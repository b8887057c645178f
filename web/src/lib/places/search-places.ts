import { PLACE_SEARCH_TEXT_MIN } from '@shared/rules/place-search';
import type { Place } from '@shared/schemas/place';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../api-client';

export type { Place };

/** The API refuses shorter text (fewer characters would match half the country anyway). */
export const MIN_PLACE_QUERY_LENGTH = PLACE_SEARCH_TEXT_MIN;

/** The query-key factory of place suggestions: one entry per text, whatever its case. */
export const placeKeys = {
  all: ['places'] as const,
  search: (text: string) => [...placeKeys.all, 'search', text.trim().toLowerCase()] as const,
};

/** GET /places/search: US places matching what was typed. */
export async function searchPlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  const { places } = await callRoute('searchPlaces', { query: { text }, signal });
  return places;
}

export function searchPlacesQuery(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: placeKeys.search(trimmed),
    queryFn: ({ signal }) => searchPlaces(trimmed, signal),
    enabled: trimmed.length >= MIN_PLACE_QUERY_LENGTH,
    // Place names do not change while someone types; reuse answers for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60 * 1000,
    retry: false,
  });
}
