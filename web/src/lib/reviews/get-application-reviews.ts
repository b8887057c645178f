import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { reviewKeys } from './review-keys';

/**
 * GET /applications/{id}/reviews: where reviewing a job stands for the caller, their own review, and
 * the other side's once both are in or the 14 days are over (the server decides what each reader sees).
 */
export function useApplicationReviews(userId: string, applicationId: string) {
  return useQuery({
    queryKey: reviewKeys.ofApplication(userId, applicationId),
    queryFn: ({ signal }) => callRoute('getApplicationReviews', { params: { id: applicationId }, signal }),
  });
}
