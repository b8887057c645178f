import * as z from 'zod';
import { PLACE_SEARCH_TEXT_MAX, PLACE_SEARCH_TEXT_MIN } from '../rules/place-search';

export { PLACE_SEARCH_TEXT_MAX, PLACE_SEARCH_TEXT_MIN };

/** GET /places/search query: what the user has typed so far (a city, "City, ST" or a ZIP). */
export const placeSearchQuerySchema = z.strictObject({
  text: z
    .string({ message: 'Type at least 2 characters to search for a place.' })
    .trim()
    .min(PLACE_SEARCH_TEXT_MIN, 'Type at least 2 characters to search for a place.')
    .max(PLACE_SEARCH_TEXT_MAX, `Use at most ${PLACE_SEARCH_TEXT_MAX} characters to search for a place.`),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** One suggestion: a US city (ZIP null) or a ZIP code area, with the point to search around. */
export const placeSchema = z.object({
  /** Display text, e.g. "Austin, TX" or "Denver, CO 80206". Unique within a response. */
  label: z.string(),
  city: z.string(),
  /** USPS code of one of the 50 states or DC. */
  state: z.string().length(2),
  /** Five digits, or null when the suggestion is a whole city. */
  zipCode: z
    .string()
    .regex(/^\d{5}$/)
    .nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
