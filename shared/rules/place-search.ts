/**
 * How much text a place search takes. Apart from the schema (shared/schemas/place.ts) so the browser's
 * place box can know it without loading zod on the first screen (initial JS).
 */
export const PLACE_SEARCH_TEXT_MIN = 2;
export const PLACE_SEARCH_TEXT_MAX = 100;

/** Scores closer than this are the same score (the service rounds its own to a few decimals). */
const SAME_RELEVANCE = 0.005;

interface ScoredPlace {
  label: string;
  relevance?: number | undefined;
}

export type TypedPlaceMatch<P> =
  | { kind: 'none' }
  | { kind: 'one'; place: P }
  /** Several places match equally well: the person chooses (the list opens and says so). */
  | { kind: 'several'; places: P[] };

const normalized = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The place meant by text typed but not picked from the list, from the place index's
 * answer in its order (best first): the suggestion whose label is exactly the text, else the best
 * match when it scores higher than the next one. "Raleigh" is Raleigh, NC; "Springfield" (IL and MA
 * score the same) asks which.
 */
export function matchTypedPlace<P extends ScoredPlace>(
  text: string,
  places: readonly P[],
): TypedPlaceMatch<P> {
  const [best, next] = places;
  if (!best) return { kind: 'none' };
  const exact = places.find((place) => normalized(place.label) === normalized(text));
  if (exact) return { kind: 'one', place: exact };
  if (!next) return { kind: 'one', place: best };
  const score = (place: P) => place.relevance ?? 0;
  const tied = places.filter((place) => score(best) - score(place) < SAME_RELEVANCE);
  return tied.length > 1 ? { kind: 'several', places: tied } : { kind: 'one', place: best };
}
