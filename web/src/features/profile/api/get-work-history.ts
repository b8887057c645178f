import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { workHistoryKeys } from './work-history-keys';

/** GET /user/work-history (students): the caller's completed jobs, newest first. */
export function useWorkHistory(userId: string) {
  return useQuery({
    queryKey: workHistoryKeys.mine(userId),
    queryFn: ({ signal }) => callRoute('getWorkHistory', { signal }),
  });
}
