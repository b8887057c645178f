import { PLACE_SEARCH_TEXT_MIN } from '@shared/rules/place-search';
import type { Place } from '@shared/schemas/place';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export type { Place };

/** The API refuses shorter text (fewer characters would match half the country anyway). */
export const MIN_PLACE_QUERY_LENGTH = PLACE_SEARCH_TEXT_MIN;

export function searchPlacesQuery(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['places', 'search', trimmed.toLowerCase()],
    queryFn: async ({ signal }) => {
      // The response schema (and zod with it) loads with the first search, not with the page: the
      // home page's first screen parses nothing (issue 11: initial JS).
      const { placeSearchResponseSchema } = await import('@shared/schemas/place');
      return (
        await apiRequest('/places/search', {
          query: { text: trimmed },
          signal,
          schema: placeSearchResponseSchema,
        })
      ).places;
    },
    enabled: trimmed.length >= MIN_PLACE_QUERY_LENGTH,
    // Place names do not change while someone types; reuse answers for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60 * 1000,
    retry: false,
  });
}
