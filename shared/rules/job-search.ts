/**
 * The options a job list or search takes: page sizes, radii, sorts and pay filters. Apart from the
 * schema (shared/schemas/job.ts) so the browser's /jobs page can know them without loading zod on the
 * first screen (issue 11: initial JS), as shared/rules/place-search.ts does for the place box.
 */

export const JOBS_PAGE_SIZE_DEFAULT = 24;
export const JOBS_PAGE_SIZE_MAX = 60;

/** Distance filter options in miles (spec/1 §2, §9). */
export const searchRadii = [5, 10, 15, 20, 40] as const;
/** The radius when a place is given without one. */
export const DEFAULT_SEARCH_RADIUS = 25;
export const searchSorts = ['newest', 'oldest', 'nearest', 'salary_high', 'salary_low'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const priceFilters = ['perHr', 'perJob', 'all'] as const;
export type PriceFilter = (typeof priceFilters)[number];
export const SEARCH_TITLE_MAX = 100;
