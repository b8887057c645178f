import type { HoursBody } from '@shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/hours (the employer): confirms or corrects a visit's minutes. */
export function confirmHours(applicationId: string, body: HoursBody) {
  return callRoute('confirmHours', { params: { id: applicationId }, body });
}

export function useConfirmHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: HoursBody }) =>
      confirmHours(applicationId, body),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
