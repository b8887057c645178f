/**
 * How much text a place search takes. Apart from the schema (shared/schemas/place.ts) so the browser's
 * place box can know it without loading zod on the first screen (issue 11: initial JS).
 */
export const PLACE_SEARCH_TEXT_MIN = 2;
export const PLACE_SEARCH_TEXT_MAX = 100;
