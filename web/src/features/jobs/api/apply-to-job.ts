import type { ApplyBody } from '@shared/schemas/application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/applications/application-keys';

/** What the student chooses; the server takes every fact (names, contact, job) from its own records. */
export type ApplyChoices = Pick<ApplyBody, 'expectedPrice' | 'priceType' | 'bio'>;

/** POST /applyjob/{id}. */
export function applyToJob(jobId: string, { expectedPrice, priceType, bio }: ApplyChoices) {
  // Only the three choices: the spec's echo fields are optional, and the server knows them better.
  return callRoute('applyToJob', { params: { id: jobId }, body: { expectedPrice, priceType, bio } });
}

/** Success refreshes the student's applications, so the card says Applied. */
export function useApplyToJob(userId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: ApplyChoices) => applyToJob(jobId, choices),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.own(userId) }),
  });
}
