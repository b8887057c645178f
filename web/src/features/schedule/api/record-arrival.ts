import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/arrived (the employer): the student arrived but could not check in. */
export function recordArrival(applicationId: string) {
  return callRoute('recordArrival', { params: { id: applicationId } });
}

export function useRecordArrival() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordArrival, onSettled: () => refreshAfterChange(queryClient) });
}
