import { routePath } from '@shared/routes';
import { type ApplyBody, applyResponseSchema } from '@shared/schemas/application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownApplicationsQueryKey } from '../../../lib/applications/list-own-applications';

/** What the student chooses; the server takes every fact (names, contact, job) from its own records. */
export type ApplyChoices = Pick<ApplyBody, 'expectedPrice' | 'priceType' | 'bio'>;

/** POST /applyjob/{id}. Success refreshes the student's applications, so the card says Applied. */
export function useApplyToJob(userId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expectedPrice, priceType, bio }: ApplyChoices) =>
      apiRequest(routePath('applyToJob', { id: jobId }), {
        method: 'POST',
        // Only the three choices: the spec's echo fields are optional, and the server knows them better.
        body: { expectedPrice, priceType, bio },
        schema: applyResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownApplicationsQueryKey(userId) }),
  });
}
