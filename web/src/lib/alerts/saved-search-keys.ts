/**
 * The query-key factory of a student's saved searches: the Job alerts page lists them, and saving a
 * search on /jobs refreshes that list. Apart from the endpoints so /jobs carries nothing else of them.
 */
export const savedSearchKeys = {
  all: ['alerts'] as const,
  list: (userId: string) => [...savedSearchKeys.all, 'savedSearches', userId] as const,
};
