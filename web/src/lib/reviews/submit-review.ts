import type { SubmitReviewBody } from '@shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { reviewKeys } from './review-keys';

/** POST /applications/{id}/review: the caller's side's review, once; the job's reviews are read again. */
export function useSubmitReview(userId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewBody) =>
      callRoute('submitReview', { params: { id: applicationId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewKeys.ofApplication(userId, applicationId) }),
  });
}

/** What both review forms (the student's and the employer's) are given. */
export interface ReviewFormProps {
  userId: string;
  applicationId: string;
  /** The first name of the person reviewed. */
  otherName: string;
  onSubmitted: (message: string) => void;
}
