import * as z from 'zod/mini';
import { PLACE_SEARCH_TEXT_MAX, PLACE_SEARCH_TEXT_MIN } from '../rules/place-search';
import './zod-locale';

export { PLACE_SEARCH_TEXT_MAX, PLACE_SEARCH_TEXT_MIN };

/** GET /places/search query: what the user has typed so far (a city, "City, ST" or a ZIP). */
export const placeSearchQuerySchema = z.strictObject({
  text: z
    .string({ message: 'Type at least 2 characters to search for a place.' })
    .check(
      z.trim(),
      z.minLength(PLACE_SEARCH_TEXT_MIN, 'Type at least 2 characters to search for a place.'),
      z.maxLength(
        PLACE_SEARCH_TEXT_MAX,
        `Use at most ${PLACE_SEARCH_TEXT_MAX} characters to search for a place.`,
      ),
    ),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** One suggestion: a US city (ZIP null) or a ZIP code area, with the point to search around. */
export const placeSchema = z.object({
  /** Display text, e.g. "Austin, TX" or "Denver, CO 80206". Unique within a response. */
  label: z.string(),
  city: z.string(),
  /** USPS code of one of the 50 states or DC. */
  state: z.string().check(z.length(2)),
  /** Five digits, or null when the suggestion is a whole city. */
  zipCode: z.nullable(z.string().check(z.regex(/^\d{5}$/))),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  /**
   * How well the place matches the text, 0 to 1, as the place index scores it: a typed name that
   * was not picked from the list takes the best match, unless several score the same
   * (shared/rules/place-search.ts).
   */
  relevance: z.optional(z.number().check(z.gte(0), z.lte(1))),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
