import { replyToReview as contract } from '../../../shared/contracts/reviews';
import { reviewMessages } from '../../../shared/schemas/reviews';
import { conflict, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { reviews } from '../entities/reviews';
import { isPublic, toReview } from '../views';

/**
 * POST /reviews/{id}/reply (the employer a student's review is about): one reply, once the review is
 * visible; a second one is refused. Anyone else is told the review does not exist.
 */
export const replyToReview = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const review = await reviews.byId(params.id);
    if (review?.author !== 'student' || review.employerId !== caller.userId) {
      throw notFound(reviewMessages.reviewNotFound, 'REVIEW_NOT_FOUND');
    }
    if (!isPublic(review, now)) throw conflict(reviewMessages.notRevealed, 'NOT_REVEALED');
    const written = await reviews.reply(review, body.text, now.toISOString());
    if (!written.ok) throw conflict(reviewMessages.alreadyReplied, 'ALREADY_REPLIED');
    return { body: { message: reviewMessages.replied, review: toReview(written.value, now) } };
  },
});
