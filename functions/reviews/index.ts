/*
 * The reviews domain's public face: the only file another domain imports. The moderation desk takes a
 * review's report and hides or restores one; the work history reads whether an employer said they
 * would hire a student again; account exports a person's reviews and deletes a student's. Reviews sit above applications, the schedule, users and family, which
 * they read through those domains' index.ts.
 */
import { type ReviewItem, reviews } from './entities/reviews';
import { isPublic } from './views';

export { exportReviewsOf, forgetReviewsAboutStudent, type ReviewsExport } from './account-data';
export type { ReviewItem };

/** A review by its id, as stored (undefined when there is none). */
export const findReview = (reviewId: string): Promise<ReviewItem | undefined> => reviews.byId(reviewId);

/** Whether a reader other than its author sees it now (revealed, not hidden). */
export const reviewIsPublic = (item: ReviewItem, now: Date = new Date()): boolean => isPublic(item, now);

/** A moderator hides a review (with the decision's id), or puts it back (null). */
export const setReviewHidden = (item: ReviewItem, hidden: { at: string; decisionId: string } | null) =>
  reviews.setHidden(item, hidden);

/**
 * The employers' answer to "would hire again" for a student's jobs, by application id: true or false
 * once the review is revealed and not hidden; jobs without one are left out.
 */
export async function wouldHireAgainOf(
  studentId: string,
  now: Date = new Date(),
): Promise<Map<string, boolean>> {
  const answers = new Map<string, boolean>();
  for (const item of await reviews.aboutStudent(studentId)) {
    if (isPublic(item, now) && item.wouldHireAgain !== undefined)
      answers.set(item.applicationId, item.wouldHireAgain);
  }
  return answers;
}
