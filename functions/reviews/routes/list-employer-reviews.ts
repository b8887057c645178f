import { listEmployerReviews as contract } from '../../../shared/contracts/reviews';
import { ratingLine, ratingSummary } from '../../../shared/rules/reviews';
import { formatMonth } from '../../../shared/rules/work-history';
import { type EmployerReviews, reviewMessages } from '../../../shared/schemas/reviews';
import { ROLE } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { findUser } from '../../users';
import { employerRating } from '../rating';

/**
 * GET /employers/{id}/reviews (public): students' revealed reviews of an employer, newest first,
 * without the students' names, and the average with its count from three reviews on. Every revealed
 * review counts, the bad ones too; only one a moderator hid for a listed reason is left out. An id
 * that is nobody's employer account and has no reviews is a 404.
 */
export const listEmployerReviews = defineRoute(contract, {
  async handle({ params, event }) {
    const now = requestTime(event);
    const [shown, employer] = await Promise.all([
      employerRating.revealedReviews(params.id, now),
      findUser(params.id),
    ]);
    // An id that is no employer's and has no reviews is none we know; a deleted employer's reviews
    // still show (their jobs do too, as a Former employer's).
    if (employer?.roleId !== ROLE.employer && shown.length === 0) {
      throw notFound(reviewMessages.employerNotFound, 'EMPLOYER_NOT_FOUND');
    }
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
