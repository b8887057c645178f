import type { LocationBody } from '@shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/check-in (the hired student), with the location if they shared it. */
export function checkIn(applicationId: string, location: LocationBody) {
  return callRoute('checkIn', { params: { id: applicationId }, body: location });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, location }: { applicationId: string; location: LocationBody }) =>
      checkIn(applicationId, location),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
