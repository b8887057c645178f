import type { EmployerJobResponse } from '@shared/schemas/job-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys, replaceJob } from './query-keys';

/** DELETE /job/{id}: a soft delete; the job leaves search at once and shows as Deleted here. */
export function deleteJob(jobId: string): Promise<EmployerJobResponse> {
  return callRoute('deleteJob', { params: { id: jobId } });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: ({ job }) => {
      // Spec/2 §4: the job shows as inactive at once, before the list comes back from the server.
      replaceJob(queryClient, job);
      return queryClient.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}
