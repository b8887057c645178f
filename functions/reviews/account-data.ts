import type { ReviewAuthor } from '../../shared/rules/reviews';
import { isRevealed } from '../../shared/rules/reviews';
import { applicationsOfJob, applicationsOfStudent } from '../applications';
import { jobRepository } from '../jobs';
import { logger } from '../lib/logger';
import { type ReviewItem, reviews } from './entities/reviews';

/*
 * A person's reviews when they download their data or delete their account. What a review says is
 * kept for the other side, and so is every count it makes (nothing suppresses a review): a deleted
 * person's own reviews stay, holding no name or address. Only an employer's reviews of a deleted
 * student go: they were the student's and their guardian's to read, and nobody is left to read them.
 */

/** "Download my data": the reviews one wrote, and those about one that are revealed, as stored. */
export interface ReviewsExport {
  written: ReviewItem[];
  received: ReviewItem[];
}

/** The accepted applications a person took part in: the partitions their reviews are in. */
async function acceptedApplicationIds(userId: string, party: ReviewAuthor): Promise<string[]> {
  const applications =
    party === 'student'
      ? await applicationsOfStudent(userId)
      : (
          await Promise.all(
            (await jobRepository.listByEmployer(userId)).map((job) => applicationsOfJob(job.jobId)),
          )
        ).flat();
  return applications.filter((a) => a.status === 'Accepted').map((a) => a.applicationId);
}

export async function exportReviewsOf(
  userId: string,
  party: ReviewAuthor,
  now: Date = new Date(),
): Promise<ReviewsExport> {
  const result: ReviewsExport = { written: [], received: [] };
  for (const applicationId of await acceptedApplicationIds(userId, party)) {
    const sides = await reviews.ofApplication(applicationId);
    const own = sides[party];
    const other = sides[party === 'student' ? 'employer' : 'student'];
    if (own) result.written.push(own);
    // One about them that is not revealed yet stays hidden from them, as on every screen.
    if (other && isRevealed(other, now)) result.received.push(other);
  }
  return result;
}

/** A deleted student's reviews by employers are deleted. Idempotent. */
export async function forgetReviewsAboutStudent(studentId: string): Promise<number> {
  const about = await reviews.aboutStudent(studentId);
  for (const item of about) await reviews.remove(item);
  logger.info('account deletion: reviews about the student deleted', { reviews: about.length });
  return about.length;
}
