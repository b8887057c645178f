import type { LocationBody } from '@shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate';

/** POST /applications/{id}/check-out (the hired student): the minutes since check-in are recorded. */
export function checkOut(applicationId: string, location: LocationBody) {
  return callRoute('checkOut', { params: { id: applicationId }, body: location });
}

export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, location }: { applicationId: string; location: LocationBody }) =>
      checkOut(applicationId, location),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
