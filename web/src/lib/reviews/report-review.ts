import type { ReportReviewBody } from '@shared/schemas/reviews';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../api-client';

/** POST /reviews/{id}/report: to the moderation desk. The review stays up while moderators look. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReportReviewBody }) =>
      callRoute('reportReview', { params: { id: reviewId }, body }),
  });
}
