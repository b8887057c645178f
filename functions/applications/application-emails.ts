import {
  parentStatusUpdateData,
  type ReviewDecision,
  teenStatusUpdateData,
} from '../../shared/emails/templates/status-update-data';
import { formatLongDate } from '../../shared/rules/display';
import { formatPhone } from '../../shared/rules/person';
import type { JobItem } from '../jobs/job-item';
import { jobPageUrl, reviewerUrl } from '../lib/app-links';
import { notify } from '../lib/notify';
import type { ApplicationItem } from './application-item';

/*
 * The e-mails that follow an application's changes (spec/1 §7, spec/2 §7), sent after the write, to
 * addresses from our records only: the student's and the parent's from the student's record (copied
 * onto the application), the employer's from the job. notify() never throws, so a mail problem never
 * undoes what the user did. The employer is never sent a parent's details.
 */

const fullName = (item: Pick<ApplicationItem, 'firstName' | 'lastName'>) =>
  `${item.firstName} ${item.lastName}`.trim();

/** After an apply: the student, the parent (under 18 with a parent e-mail), and the employer. */
export async function sendApplyEmails(application: ApplicationItem, job: JobItem): Promise<void> {
  const jobUrl = jobPageUrl(application.jobId);
  const common = { jobTitle: application.jobTitle, employerName: application.employerName, jobUrl };
  await Promise.all([
    notify('TeenApplicationReceived', [application.emailId], { teenName: application.firstName, ...common }),
    application.isMinor && application.parentEmail
      ? notify('ParentAlert_TeenApplied', [application.parentEmail], {
          // The Google completion form does not ask for the parent's name; "Hi there," reads fine.
          parentName: application.parentName || 'there',
          teenName: application.firstName,
          ...common,
          jobCity: job.address.city,
          jobState: job.address.state,
          startDate: formatLongDate(job.startDate),
          endDate: formatLongDate(job.endDate),
        })
      : undefined,
    notify('EmployerAlert_TeenApplied', [job.employerEmail], {
      employerName: application.employerName,
      studentFirstName: application.firstName,
      studentLastName: application.lastName,
      jobTitle: application.jobTitle,
      appUrl: reviewerUrl(),
      jobUrl,
    }),
  ]);
}

/**
 * After an accept or a reject: the student and the parent when the student has one. Both are told who
 * the employer is; the employer's phone and e-mail travel on accept only.
 */
export async function sendReviewEmails(
  application: ApplicationItem,
  decision: { accepted: true; job: Pick<JobItem, 'employerPhone' | 'employerEmail'> } | { accepted: false },
): Promise<void> {
  const { firstName: teenName, jobTitle } = application;
  const review: ReviewDecision = decision.accepted
    ? {
        accepted: true,
        employer: { phone: formatPhone(decision.job.employerPhone), email: decision.job.employerEmail },
      }
    : { accepted: false };
  const jobUrl = jobPageUrl(application.jobId);
  await Promise.all([
    notify(
      'TeenApplicationStatusUpdate',
      [application.emailId],
      teenStatusUpdateData(teenName, jobTitle, jobUrl, review),
    ),
    notify(
      'ParentAlert_ApplicationStatusUpdate',
      [application.parentEmail],
      parentStatusUpdateData(
        application.parentName || 'there',
        teenName,
        jobTitle,
        jobUrl,
        application.employerName,
        review,
      ),
    ),
  ]);
}

/** After the employer's one interest message: the student, and a confirmation to the employer. */
export async function sendInterestEmails(
  application: ApplicationItem,
  job: Pick<JobItem, 'employerEmail'>,
): Promise<void> {
  await Promise.all([
    notify('JobApplicationInterest', [application.emailId], {
      teenName: application.firstName,
      jobTitle: application.jobTitle,
      jobUrl: jobPageUrl(application.jobId),
    }),
    notify('EmployerAlert_JobApplicationInterest', [job.employerEmail], {
      studentName: fullName(application),
      employerName: application.employerName,
      studentEmail: application.emailId,
      jobTitle: application.jobTitle,
      jobUrl: jobPageUrl(application.jobId),
    }),
  ]);
}
