import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

export const placeSchema = z.object({
  label: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

const searchPlacesResponseSchema = z.object({ places: z.array(placeSchema) });

/** Fewer characters than this match half the country, so we don't ask. */
export const MIN_PLACE_QUERY_LENGTH = 2;

async function fetchPlaces(text: string, signal: AbortSignal): Promise<Place[]> {
  const response = await fetch(`/api/places/search?${new URLSearchParams({ text })}`, { signal });
  if (!response.ok) throw new Error(`Place search failed with status ${response.status}`);
  return searchPlacesResponseSchema.parse(await response.json()).places;
}

export function searchPlacesQuery(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['places', 'search', trimmed.toLowerCase()],
    queryFn: ({ signal }) => fetchPlaces(trimmed, signal),
    enabled: trimmed.length >= MIN_PLACE_QUERY_LENGTH,
    // Place names do not change while someone types; reuse answers for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60 * 1000,
    retry: false,
  });
}
