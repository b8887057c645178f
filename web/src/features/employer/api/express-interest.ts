import type { InterestResponse } from '@shared/schemas/application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /application/{id}/interest: e-mails the student (and the employer a copy), once per application. */
export function expressInterest(applicationId: string): Promise<InterestResponse> {
  return callRoute('expressInterest', { params: { id: applicationId }, body: {} });
}

export function useExpressInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expressInterest,
    // Settled, not only success: a 409 "already sent" means the list's interestSentAt is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
