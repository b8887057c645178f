import type { EmployerDashboardResponse } from '@shared/schemas/job-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /employer/dashboard: the stat cards' numbers and the three most recent postings. */
export function getEmployerDashboard(signal?: AbortSignal): Promise<EmployerDashboardResponse> {
  return callRoute('getEmployerDashboard', { signal });
}

export function employerDashboardQueryOptions() {
  return queryOptions({
    queryKey: employerKeys.dashboard(),
    queryFn: ({ signal }) => getEmployerDashboard(signal),
    // New applications arrive without any action here: count them again on every visit.
    staleTime: 0,
  });
}

export function useEmployerDashboard() {
  return useQuery(employerDashboardQueryOptions());
}
