import type { ReviewAuthor } from '../../shared/rules/reviews';
import { reviewMessages } from '../../shared/schemas/reviews';
import { type ApplicationItem, findApplication } from '../applications';
import { type Caller, ROLE } from '../lib/caller';
import { notFound } from '../lib/errors';
import { bookingSummaries } from '../schedule';
import { findUser, guardianConfirmed, type UserItem } from '../users';

/** Who is looking at a job's reviews: one of its two sides, or a minor student's confirmed guardian. */
export type Viewer = { side: ReviewAuthor } | { side: null; guardian: true };

export interface ReviewedJob {
  application: ApplicationItem;
  student: UserItem | undefined;
  viewer: Viewer;
  /** When the employer's confirmation of the last visit completed it; null while it is not. */
  completedAt: string | null;
}

/** Whether `guardianId` is the confirmed guardian of this student. */
export const isGuardianOf = (student: UserItem | undefined, guardianId: string): boolean =>
  Boolean(student && student.guardianId === guardianId && guardianConfirmed(student));

/**
 * An accepted application as one of its parties sees it: its student, its employer, or a minor's
 * confirmed guardian. Anyone else is told it does not exist (404), as for an id that does not.
 */
export async function reviewedJobFor(caller: Caller, applicationId: string): Promise<ReviewedJob> {
  const application = await findApplication(applicationId);
  const missing = () => notFound(reviewMessages.notFound, 'APPLICATION_NOT_FOUND');
  if (application?.status !== 'Accepted') throw missing();
  const student = await findUser(application.studentId);
  let viewer: Viewer;
  if (caller.roleId === ROLE.student && caller.userId === application.studentId) viewer = { side: 'student' };
  else if (caller.roleId === ROLE.employer && caller.userId === application.employerId)
    viewer = { side: 'employer' };
  else if (caller.roleId === ROLE.guardian && application.isMinor && isGuardianOf(student, caller.userId)) {
    viewer = { side: null, guardian: true };
  } else throw missing();
  const summary = (await bookingSummaries([applicationId])).get(applicationId);
  const completedAt = summary?.state === 'completed' ? summary.completedAt : null;
  return { application, student, viewer, completedAt };
}
