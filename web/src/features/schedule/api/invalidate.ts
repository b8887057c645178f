import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../lib/applications/application-keys';
import { scheduleKeys } from '../../../lib/schedule/schedule-keys';

/** After any change to a visit: the schedule, and the applications whose hours and pay show it. */
export function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  ]);
}
