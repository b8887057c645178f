import { ratingSummary } from '../../shared/rules/reviews';
import { type ReviewItem, reviews } from './entities/reviews';
import { isPublic } from './views';

/** An employer's revealed, visible reviews by students, and a student's by employers. */
export const employerRating = {
  async revealedReviews(employerId: string, now: Date): Promise<ReviewItem[]> {
    return (await reviews.aboutEmployer(employerId)).filter((item) => isPublic(item, now));
  },
  /** The average and count (the average null below three reviews). */
  async summary(employerId: string, now: Date = new Date()) {
    return ratingSummary((await this.revealedReviews(employerId, now)).map((item) => item.stars ?? 0));
  },
};

export const studentRating = {
  async revealedReviews(studentId: string, now: Date): Promise<ReviewItem[]> {
    return (await reviews.aboutStudent(studentId)).filter((item) => isPublic(item, now));
  },
};
