import type { CreateJobInput } from '@shared/schemas/job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /job: a new posting (or a repost, with isReopened); answers the new job's id. */
export function createJob(body: CreateJobInput) {
  return callRoute('createJob', { body });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
