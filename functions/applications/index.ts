import { applicationRepository } from './entities/application';

/*
 * The applications domain's public face (DESIGN §3): what another domain may use of it. Its other
 * files are its own to change.
 */
export { endPendingApplications } from './end-pending-applications';

/**
 * The Approve and Decline links of a student's applications that wait for a guardian stop working:
 * the guardian they were mailed to is no longer the student's (a guardian link ended or corrected).
 */
export const voidApprovalLinks = (studentId: string): Promise<void> =>
  applicationRepository.voidApprovalLinks(studentId);

/** A student's applications, newest first. */
export const applicationsOfStudent = (studentId: string) => applicationRepository.listByStudent(studentId);

/** A job's applications, every status. */
export const applicationsOfJob = (jobId: string) => applicationRepository.listByJob(jobId);

/** An application by its id, or undefined when there is none. */
export const findApplication = (applicationId: string) =>
  applicationRepository.getByApplicationId(applicationId);

/** A deleted account's traces in the applications (account-data.ts). */
export {
  forgetApplicationsOfStudent,
  forgetEmployerOfJobApplications,
  forgetGuardianOfTeen,
} from './account-data';
/** What the family domain needs to show and decide a teen's applications. */
export { sendApprovedEmails, sendClosedEmails } from './application-emails';
export { approvalJobOf } from './approval-job';
export type { ApplicationItem } from './entities/application';
export { acceptedView } from './entities/application';
export { shareGuardianWithConversations } from './reading-guardian';
export { applicationRepository };
