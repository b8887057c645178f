import { getStudentReviews as contract } from '../../../shared/contracts/reviews';
import { studentCountsLine } from '../../../shared/rules/reviews';
import { reviewMessages, type StudentReviews } from '../../../shared/schemas/reviews';
import { applicationsOfStudent } from '../../applications';
import { ROLE } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingSummaries } from '../../schedule';
import { findUser } from '../../users';
import { studentRating } from '../rating';

/**
 * GET /students/{id}/reviews (public): what everyone may know of a student, counts only ("12 jobs
 * completed · hired again by 5 households"). The employers' reviews themselves are the student's and
 * a minor's guardian's to read, on each job (get-application-reviews.ts).
 */
export const getStudentReviews = defineRoute(contract, {
  async handle({ params, event }) {
    const now = requestTime(event);
    const student = await findUser(params.id);
    // Anyone else's id (an employer's, a guardian's, one we never gave) is not a student's.
    if (student?.roleId !== ROLE.student) throw notFound(reviewMessages.studentNotFound, 'STUDENT_NOT_FOUND');
    const accepted = (await applicationsOfStudent(params.id)).filter((item) => item.status === 'Accepted');
    const [summaries, revealed] = await Promise.all([
      bookingSummaries(accepted.map((item) => item.applicationId)),
      studentRating.revealedReviews(params.id, now),
    ]);
    const jobsCompleted = [...summaries.values()].filter((summary) => summary.state === 'completed').length;
    const hiredAgainBy = new Set(
      revealed.filter((item) => item.wouldHireAgain).map((item) => item.employerId),
    ).size;
    const answer: StudentReviews = {
      studentId: params.id,
      jobsCompleted,
      hiredAgainBy,
      countsLine: studentCountsLine(jobsCompleted, hiredAgainBy),
    };
    return { body: answer };
  },
});
