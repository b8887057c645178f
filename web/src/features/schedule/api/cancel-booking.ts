import type { CancelBody } from '@shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/cancel: one visit (`date`) or the rest of the job, with a reason. */
export function cancelBooking(applicationId: string, body: CancelBody) {
  return callRoute('cancelBooking', { params: { id: applicationId }, body });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: CancelBody }) =>
      cancelBooking(applicationId, body),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
