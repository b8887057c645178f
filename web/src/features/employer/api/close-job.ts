import type { EmployerJobResponse } from '@shared/schemas/job-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys, replaceJob } from './query-keys';

/** POST /job/{id}/close: the job is filled; it leaves search and counts as completed. */
export function closeJob(jobId: string): Promise<EmployerJobResponse> {
  return callRoute('closeJob', { params: { id: jobId } });
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: ({ job }) => {
      replaceJob(queryClient, job);
      return queryClient.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}
