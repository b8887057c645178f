import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { scheduleKeys } from './schedule-keys';

/**
 * GET /schedule: the visits of the caller's accepted jobs (a student's, an employer's hires, a
 * guardian's teens'), or of one (`applicationId`: its timesheet). Loaded lazily with its schema.
 */
export function getSchedule(applicationId: string | undefined, signal?: AbortSignal) {
  return callRoute('getSchedule', { ...(applicationId ? { query: { applicationId } } : {}), signal });
}

export function scheduleQueryOptions(userId: string, applicationId?: string) {
  return queryOptions({
    queryKey: applicationId ? scheduleKeys.one(userId, applicationId) : scheduleKeys.mine(userId),
    queryFn: ({ signal }) => getSchedule(applicationId, signal),
    // A visit's state moves with the clock (check-in opens, an alarm): read again every minute.
    refetchInterval: 60_000,
  });
}

export function useSchedule(userId: string, applicationId?: string) {
  return useQuery(scheduleQueryOptions(userId, applicationId));
}
