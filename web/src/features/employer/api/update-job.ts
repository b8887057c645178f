import type { UpdateJobInput } from '@shared/schemas/job';
import type { EmployerJobResponse } from '@shared/schemas/job-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys, replaceJob } from './query-keys';

export interface UpdateJobVariables {
  jobId: string;
  body: UpdateJobInput;
}

/** PUT /job/{id}: description, price, price type and dates; saving (re)opens the job (docs/spec/2-employers-and-info-pages.md §4). */
export function updateJob({ jobId, body }: UpdateJobVariables): Promise<EmployerJobResponse> {
  return callRoute('updateJob', { params: { id: jobId }, body });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: ({ job }) => {
      replaceJob(queryClient, job);
      return queryClient.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}
