/**
 * The options a job list or search takes: page sizes, radii, sorts and pay filters. Apart from the
 * schema (shared/schemas/job.ts) so the browser's /jobs page can know them without loading zod on the
 * first screen (initial JS), as shared/rules/place-search.ts does for the place box.
 */

export const JOBS_PAGE_SIZE_DEFAULT = 24;
export const JOBS_PAGE_SIZE_MAX = 60;

/** Distance filter options in miles (docs/spec/1-students-and-accounts.md §2, §9), beside "Any distance". */
export const searchRadii = [5, 10, 15, 20, 40] as const;
/** The radius when a place is given without one (not in the list: the filter's default option). */
export const DEFAULT_SEARCH_RADIUS = 25;
/** `radius=any`: no circle. The default without a place; with one, DEFAULT_SEARCH_RADIUS is. */
export const ANY_DISTANCE = 'any';
export type SearchRadius = (typeof searchRadii)[number] | typeof DEFAULT_SEARCH_RADIUS | typeof ANY_DISTANCE;

/** Every radius in miles a search takes, in order: the listed ones and the default. */
export const radiusMiles: readonly number[] = [...searchRadii, DEFAULT_SEARCH_RADIUS].sort((a, b) => a - b);

/** What a radius that is not one of them is told: "Radius must be 5, 10, 15, 20, 25 or 40 miles, or any." */
export function radiusMessage(orAny: boolean): string {
  const miles = radiusMiles.join(', ').replace(/, (\d+)$/, ' or $1');
  return `Radius must be ${miles} miles${orAny ? `, or ${ANY_DISTANCE}` : ''}.`;
}

/** A radius the API takes: a listed one, the default, or `any`. */
export function isSearchRadius(value: unknown): value is SearchRadius {
  return (
    value === ANY_DISTANCE ||
    value === DEFAULT_SEARCH_RADIUS ||
    (searchRadii as readonly unknown[]).includes(value)
  );
}

/**
 * `relevance` (best match first) is the default when a search has words, `newest` otherwise; a sort
 * the user chose decides the order, and the words still decide which jobs match.
 */
export const searchSorts = ['relevance', 'newest', 'oldest', 'nearest', 'salary_high', 'salary_low'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const priceFilters = ['perHr', 'perJob', 'all'] as const;
export type PriceFilter = (typeof priceFilters)[number];
export const SEARCH_TITLE_MAX = 100;

/** The order a search with (or without) words gets when no sort was chosen. */
export const defaultSort = (hasWords: boolean): SearchSort => (hasWords ? 'relevance' : 'newest');

/**
 * Does a job pass the pay filter? "Per hour" and "Per job" show jobs with a price of that kind only;
 * a job with no price matches "Both" alone, wherever the filter is applied.
 */
export function matchesPriceFilter(
  job: { price?: number | null; priceType: string },
  filter: PriceFilter,
): boolean {
  if (filter === 'all') return true;
  return job.price !== undefined && job.price !== null && job.priceType === filter;
}
