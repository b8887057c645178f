import { routePath } from '@shared/routes';
import { type EmployerJobResponse, employerJobResponseSchema } from '@shared/schemas/job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys, replaceJob } from './query-keys';

/** DELETE /job/{id}: a soft delete; the job leaves search at once and shows as Deleted here. */
export function deleteJob(jobId: string): Promise<EmployerJobResponse> {
  return apiRequest(routePath('deleteJob', { id: jobId }), {
    method: 'DELETE',
    schema: employerJobResponseSchema,
  });
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
