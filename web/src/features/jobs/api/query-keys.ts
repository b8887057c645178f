import type { SearchJobsParams } from '../lib/jobs-url';

/** The query-key factory of jobs as anyone sees them: the newest list, a search and one job. */
export const jobKeys = {
  all: ['jobs'] as const,
  newest: (limit: number) => [...jobKeys.all, 'newest', { limit }] as const,
  search: (params: SearchJobsParams, limit: number) =>
    [...jobKeys.all, 'search', { ...params, limit }] as const,
  one: (id: string) => [...jobKeys.all, 'one', id] as const,
};

/** The query-key factory of the signed-in person's own reports (one cache entry per person). */
export const reportKeys = {
  all: ['reports'] as const,
  own: (userId: string) => [...reportKeys.all, 'own', userId] as const,
};
