import { getApplicationReviews as contract } from '../../../shared/contracts/reviews';
import { isRevealed, reviewWindowEnds } from '../../../shared/rules/reviews';
import type { ApplicationReviews } from '../../../shared/schemas/reviews';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { type ReviewItem, reviews } from '../entities/reviews';
import { reviewedJobFor, type Viewer } from '../parties';
import { toReview } from '../views';

/** What a party sees of one side's review: their own always; the other's once revealed. */
function shown(item: ReviewItem | undefined, viewer: Viewer, now: Date) {
  if (!item) return null;
  if (viewer.side === item.author) return toReview(item, now);
  if (!isRevealed(item, now) || item.hiddenAt !== undefined) return null;
  return toReview(item, now);
}

/**
 * GET /applications/{id}/reviews (its student, its employer, a minor's confirmed guardian): where
 * reviewing the job stands, the caller's own review, and the other side's once both are in or the
 * 14 days are over. A guardian reads both once revealed (the employer's review of a minor is theirs
 * and the student's alone).
 */
export const getApplicationReviews = defineRoute(contract, {
  async handle({ params, caller, event }) {
    const now = requestTime(event);
    const { application, viewer, completedAt } = await reviewedJobFor(caller, params.id);
    const both = await reviews.ofApplication(application.applicationId);
    const windowEndsAt = completedAt ? reviewWindowEnds(completedAt) : null;
    const other =
      viewer.side === 'student' ? both.employer : viewer.side === 'employer' ? both.student : undefined;
    const answer: ApplicationReviews = {
      applicationId: application.applicationId,
      jobTitle: application.jobTitle,
      stage: !windowEndsAt ? 'waiting' : now.toISOString() < windowEndsAt ? 'open' : 'closed',
      windowEndsAt,
      viewerSide: viewer.side,
      student: shown(both.student, viewer, now),
      employer: shown(both.employer, viewer, now),
      otherSubmitted: other !== undefined,
    };
    return { body: answer };
  },
});
