import { visitResponseSchema } from '@shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/arrived (the employer): the student arrived but could not check in. */
export function recordArrival(applicationId: string) {
  return callRoute('recordArrival', { params: { id: applicationId } }, visitResponseSchema);
}

export function useRecordArrival() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordArrival, onSettled: () => refreshAfterChange(queryClient) });
}
