import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { reviewKeys } from './review-keys';

/** POST /reviews/{id}/reply: the employer's one reply, shown under the review as theirs. */
export function useReplyToReview(userId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      callRoute('replyToReview', { params: { id: reviewId }, body: { text } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.ofApplication(userId, applicationId) }),
        queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'employer'] }),
      ]),
  });
}
