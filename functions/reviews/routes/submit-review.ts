import { randomUUID } from 'node:crypto';
import { submitReview as contract } from '../../../shared/contracts/reviews';
import { ageOf, isMinorAge } from '../../../shared/rules/age';
import { reviewWindowEnds } from '../../../shared/rules/reviews';
import {
  type EmployerReviewBody,
  reviewMessages,
  type StudentReviewBody,
  type SubmitReviewBody,
} from '../../../shared/schemas/reviews';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { requestTime } from '../../lib/request-time';
import { otherSide, type ReviewItem, reviews } from '../entities/reviews';
import { reviewMails } from '../mails';
import { reviewedJobFor } from '../parties';
import { toReview } from '../views';

/** Under 18 on the day the job was completed, by the date of birth (shared/rules/age.ts). */
function minorWhenDone(student: Parameters<typeof ageOf>[0] | undefined, completedAt: string): boolean {
  const age = student ? ageOf(student, new Date(completedAt)) : null;
  return age !== null && isMinorAge(age);
}

const isStudentForm = (body: SubmitReviewBody): body is StudentReviewBody => 'stars' in body;

/**
 * POST /applications/{id}/review: a side of a completed job reviews the other, once, within 14 days
 * of the completion. The review is put on the condition that this side has none (fifty identical
 * requests make one review and one set of mails). If the other side's is in, both are revealed now,
 * each once; otherwise the other side is told it is their turn.
 */
export const submitReview = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const { application, student, viewer, completedAt } = await reviewedJobFor(caller, params.id);
    if (viewer.side === null) throw forbidden(reviewMessages.guardianCannotReview, 'NOT_YOURS_TO_DO');
    const side = viewer.side;
    if (isStudentForm(body) !== (side === 'student')) {
      throw badRequest(reviewMessages.wrongForm, { form: reviewMessages.wrongForm }, 'WRONG_FORM');
    }
    if (!completedAt) throw conflict(reviewMessages.notCompleted, 'NOT_COMPLETED');
    const windowEndsAt = reviewWindowEnds(completedAt);
    if (now.toISOString() >= windowEndsAt)
      throw conflict(reviewMessages.windowClosed, 'REVIEW_WINDOW_CLOSED');

    const item: ReviewItem = {
      applicationId: application.applicationId,
      itemKey: `BY#${side}`,
      reviewId: randomUUID(),
      author: side,
      studentId: application.studentId,
      employerId: application.employerId,
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      studentIsMinor: application.isMinor || minorWhenDone(student, completedAt),
      completedAt,
      windowEndsAt,
      submittedAt: now.toISOString(),
      ...(isStudentForm(body)
        ? { aboutEmployerId: application.employerId, stars: body.stars, text: body.text }
        : employerFields(body, application.studentId)),
    };
    const put = await reviews.put(item);
    if (!put.ok) throw conflict(reviewMessages.alreadyReviewed, 'ALREADY_REVIEWED');

    // Both in: revealed together, now. Each side's put comes before its read of the other, so when
    // both arrive at once at least one of them sees the other and reveals both.
    const other = await reviews.get(application.applicationId, otherSide(side));
    let mine = item;
    if (other) {
      const at = now.toISOString();
      const [revealedMine, revealedOther] = await Promise.all([
        reviews.reveal(item, at),
        reviews.reveal(other, at),
      ]);
      if (revealedMine.ok) mine = revealedMine.value;
      else mine = (await reviews.get(item.applicationId, side)) ?? item;
      // Whoever revealed the student's review (one request only) sends the mails.
      const studentsReveal = side === 'student' ? revealedMine : revealedOther;
      if (studentsReveal.ok) await reviewMails.revealed(item);
    } else {
      await reviewMails.yourTurn(item);
    }
    logger.info('reviews: submitted', { applicationId: item.applicationId, side, revealed: Boolean(other) });
    return {
      body: {
        message: other ? reviewMessages.revealed : reviewMessages.submitted,
        review: toReview(mine, now),
      },
    };
  },
});

function employerFields(body: EmployerReviewBody, studentId: string) {
  return {
    aboutStudentId: studentId,
    onTime: body.onTime,
    didWell: body.didWell,
    wouldHireAgain: body.wouldHireAgain,
    ...(body.note ? { note: body.note } : {}),
  };
}
