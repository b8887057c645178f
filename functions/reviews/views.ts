import { isRevealed } from '../../shared/rules/reviews';
import type { Review } from '../../shared/schemas/reviews';
import type { ReviewItem } from './entities/reviews';

/** A review as its API answer: the fields of its author's form, the others null. */
export function toReview(item: ReviewItem, now: Date): Review {
  return {
    reviewId: item.reviewId,
    applicationId: item.applicationId,
    author: item.author,
    submittedAt: item.submittedAt,
    revealed: isRevealed(item, now),
    stars: item.stars ?? null,
    text: item.author === 'student' ? (item.text ?? '') : null,
    onTime: item.onTime ?? null,
    didWell: item.didWell ?? null,
    wouldHireAgain: item.wouldHireAgain ?? null,
    note: item.author === 'employer' ? (item.note ?? null) : null,
    reply: item.reply ?? null,
    hidden: item.hiddenAt !== undefined,
  };
}

/** Shown to people other than its author: revealed, and not hidden by a moderator. */
export const isPublic = (item: ReviewItem, now: Date): boolean =>
  isRevealed(item, now) && item.hiddenAt === undefined;
