import type { ReviewBody, ReviewResponse } from '@shared/schemas/application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /application/review: reviewDecision true accepts, false rejects (docs/spec/2-employers-and-info-pages.md §7). */
export function reviewApplication(body: ReviewBody): Promise<ReviewResponse> {
  return callRoute('reviewApplication', { body });
}

/** After a review the list reloads (docs/spec/2-employers-and-info-pages.md §4), and so do the counts on the dashboard and postings. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
