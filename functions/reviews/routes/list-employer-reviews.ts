import { listEmployerReviews as contract } from '../../../shared/contracts/reviews';
import { ratingLine, ratingSummary } from '../../../shared/rules/reviews';
import { formatMonth } from '../../../shared/rules/work-history';
import type { EmployerReviews } from '../../../shared/schemas/reviews';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { employerRating } from '../rating';

/**
 * GET /employers/{id}/reviews (public): students' revealed reviews of an employer, newest first,
 * without the students' names, and the average with its count from three reviews on. Every revealed
 * review counts, the bad ones too; only one a moderator hid for a listed reason is left out.
 */
export const listEmployerReviews = defineRoute(contract, {
  async handle({ params, event }) {
    const now = requestTime(event);
    const shown = await employerRating.revealedReviews(params.id, now);
    const summary = ratingSummary(shown.map((item) => item.stars ?? 0));
    const answer: EmployerReviews = {
      employerId: params.id,
      average: summary.average,
      count: summary.count,
      ratingLine: ratingLine(summary),
      reviews: shown.map((item) => ({
        reviewId: item.reviewId,
        stars: item.stars ?? 0,
        text: item.text ?? '',
        jobTitle: item.jobTitle,
        monthLabel: formatMonth(item.completedAt.slice(0, 7)),
        reply: item.reply ?? null,
      })),
    };
    return { body: answer };
  },
});
