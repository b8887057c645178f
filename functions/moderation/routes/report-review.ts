import { reportReview as contract } from '../../../shared/contracts/moderation';
import { reviewReportReasons } from '../../../shared/rules/reviews';
import { reviewMessages } from '../../../shared/schemas/reviews';
import { webPath } from '../../../shared/web-paths';
import { type Caller, ROLE } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { withinLimit } from '../../lib/limits';
import { logger } from '../../lib/logger';
import { stableNotificationId } from '../../lib/notify';
import { findReview, type ReviewItem, reviewIsPublic } from '../../reviews';
import { guardianConfirmed } from '../../users';
import { fileReport } from '../file-report';
import { findUser } from '../people';
import { REPORT_NEEDS_ACCOUNT } from './report-job';

/**
 * Who may see a review, and so report it: a student's review of an employer is public once revealed;
 * an employer's review of a student is the student's and their confirmed guardian's (and the employer
 * who wrote it). Nobody sees one before it is revealed but its author.
 */
async function canSee(caller: Caller, review: ReviewItem): Promise<boolean> {
  if (!reviewIsPublic(review)) return false;
  if (review.author === 'student') return true;
  if (caller.userId === review.studentId) return true;
  if (caller.roleId !== ROLE.guardian) return false;
  const student = await findUser(review.studentId);
  return Boolean(student && student.guardianId === caller.userId && guardianConfirmed(student));
}

/** The review as it was reported, for the desk. */
function reportedReview(review: ReviewItem) {
  const student = review.author === 'student';
  return {
    title: `${student ? 'A student’s review of an employer' : 'An employer’s review of a student'}: ${review.jobTitle}`,
    text: (student ? review.text : review.note) ?? '',
    details: (student
      ? [['Stars', `${review.stars ?? 0} of 5`]]
      : [
          ['On time', review.onTime ? 'Yes' : 'No'],
          ['Did the job well', review.didWell ? 'Yes' : 'No'],
          ['Would hire again', review.wouldHireAgain ? 'Yes' : 'No'],
        ]) as [string, string][],
  };
}

/**
 * POST /reviews/{id}/report (signed in, with a role): someone who can see a review reports it to the
 * moderation desk, once, within a daily limit; it stays up until a moderator hides it for a listed
 * reason. The report's id comes from the review and the reporter, so a repeat (or fifty at once)
 * files one report.
 */
export const reportReview = defineRoute(contract, {
  async handle({ params, body, caller }) {
    if (caller.roleId === null) throw forbidden(REPORT_NEEDS_ACCOUNT, 'ACCOUNT_INCOMPLETE');
    const review = await findReview(params.id);
    if (!review || !(await canSee(caller, review))) {
      throw notFound(reviewMessages.reviewNotFound, 'REVIEW_NOT_FOUND');
    }
    const authorId = review.author === 'student' ? review.studentId : review.employerId;
    if (authorId === caller.userId) {
      throw badRequest(reviewMessages.ownReview, { id: reviewMessages.ownReview }, 'OWN_REVIEW');
    }
    // Within the reporter's daily limit; a report that is not filed (a repeat) does not count.
    const now = new Date();
    await withinLimit(
      'reviewReport',
      caller.userId,
      async () => {
        const filed = await fileReport({
          reportId: stableNotificationId(`review-report:${review.reviewId}:${caller.userId}`),
          kind: 'review',
          targetId: review.reviewId,
          subjectId: authorId,
          reporterId: caller.userId,
          reason: body.reason,
          reasonLabel: reviewReportReasons[body.reason],
          description: body.details,
          reported: { ...reportedReview(review), path: webPath('timesheet', { id: review.applicationId }) },
          minorInTarget: review.studentIsMinor,
          reportedAt: now.toISOString(),
        });
        if (!filed.ok) throw conflict(reviewMessages.alreadyReported, 'ALREADY_REPORTED');
      },
      now,
    );
    logger.info('moderation: review reported', { reviewId: review.reviewId });
    return { body: { message: reviewMessages.reported } };
  },
});
