import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { reviewKeys } from './review-keys';

/** GET /employers/{id}/reviews (public): revealed reviews, and the average from three reviews on. */
export function useEmployerReviews(employerId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.ofEmployer(employerId ?? ''),
    queryFn: ({ signal }) => callRoute('listEmployerReviews', { params: { id: employerId ?? '' }, signal }),
    enabled: Boolean(employerId),
    staleTime: 5 * 60_000,
  });
}
