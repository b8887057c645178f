import type { RescheduleBody } from '@shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/reschedule: a new date and time for one visit, for the other side to accept. */
export function proposeNewTime(applicationId: string, body: RescheduleBody) {
  return callRoute('proposeNewTime', { params: { id: applicationId }, body });
}

export function useProposeNewTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: RescheduleBody }) =>
      proposeNewTime(applicationId, body),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
