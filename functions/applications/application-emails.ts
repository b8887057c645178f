import {
  applicationClosedData,
  type ClosedReason,
} from '../../shared/emails/templates/application-closed-data';
import { approvalJobFacts } from '../../shared/emails/templates/approval-request-data';
import {
  parentStatusUpdateData,
  type ReviewDecision,
  teenStatusUpdateData,
} from '../../shared/emails/templates/status-update-data';
import { formatLongDate } from '../../shared/rules/display';
import { familyPagePaths, linkPurposes } from '../../shared/rules/family';
import { formatPhone } from '../../shared/rules/person';
import { tokenPageUrl } from '../../shared/web-paths';
import type { JobItem } from '../jobs';
import { appUrl, conversationUrl, jobPageUrl, reviewerUrl } from '../lib/app-links';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { signToken } from '../lib/signed-token';
import type { UserItem } from '../users';
import { type GuardianEvent, tellGuardian, userRepository } from '../users';
import { approvalJobOf } from './approval-job';
import type { ApplicationItem } from './entities/application';

/*
 * The e-mails that follow an application's changes (docs/spec/1-students-and-accounts.md §7, docs/spec/2-employers-and-info-pages.md §7), sent after the write, to
 * addresses from our records only: the student's and the parent's from the student's record (copied
 * onto the application), the employer's from the job. notify() never throws, so a mail problem never
 * undoes what the user did. The employer is never sent a parent's details.
 *
 * A teen's guardian hears through tellGuardian (functions/users/tell-guardian.ts): only once they have
 * confirmed, at their current address, at once or in their digest.
 */

const fullName = (item: Pick<ApplicationItem, 'firstName' | 'lastName'>) =>
  `${item.firstName} ${item.lastName}`.trim();

/** The student's record, for their guardian's mails: only a minor has one. */
async function teenOf(application: ApplicationItem): Promise<UserItem | undefined> {
  if (!application.isMinor) return undefined;
  try {
    return await userRepository.getById(application.studentId);
  } catch (error) {
    logger.error("guardian: could not read the student's record", { userId: application.studentId, error });
    return undefined;
  }
}

async function tellTeensGuardian(
  application: ApplicationItem,
  teen: UserItem | undefined,
  event: Omit<GuardianEvent, 'jobTitle' | 'applicationId'>,
): Promise<void> {
  const record = teen ?? (await teenOf(application));
  if (!record) return;
  await tellGuardian(record, {
    ...event,
    jobTitle: application.jobTitle,
    applicationId: application.applicationId,
  });
}

const jobFacts = (job: Pick<JobItem, 'address' | 'startDate' | 'endDate'>) => ({
  jobCity: job.address.city,
  jobState: job.address.state,
  startDate: formatLongDate(job.startDate),
  endDate: formatLongDate(job.endDate),
});

/** The student's and the employer's mails when an application reaches the employer. */
async function sendToEmployer(application: ApplicationItem, job: JobItem): Promise<void> {
  const jobUrl = jobPageUrl(application.jobId);
  const common = { jobTitle: application.jobTitle, employerName: application.employerName, jobUrl };
  await Promise.all([
    notify('TeenApplicationReceived', [application.emailId], { teenName: application.firstName, ...common }),
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

/** After an apply: the student, the employer, and a teen's guardian. */
export async function sendApplyEmails(
  application: ApplicationItem,
  job: JobItem,
  student?: UserItem,
): Promise<void> {
  await Promise.all([
    sendToEmployer(application, job),
    tellTeensGuardian(application, student, {
      kind: 'applied',
      mail: (guardian) =>
        notify('ParentAlert_TeenApplied', [guardian.email], {
          parentName: guardian.name,
          teenName: application.firstName,
          jobTitle: application.jobTitle,
          employerName: application.employerName,
          jobUrl: jobPageUrl(application.jobId),
          ...jobFacts(job),
        }),
    }),
  ]);
}

/**
 * After an apply that waits for the guardian: only the guardian is asked (Approve and Decline, signed
 * links to a page that asks once more); the employer hears nothing until they approve.
 */
export async function sendApprovalRequest(
  application: ApplicationItem,
  job: JobItem,
  student: UserItem,
): Promise<void> {
  await tellTeensGuardian(application, student, {
    kind: 'awaiting-approval',
    mail: async (guardian) => {
      const token = await approvalToken(application, job, student.guardianId ?? '');
      const link = (decision: 'approve' | 'decline') =>
        tokenPageUrl(appUrl(), familyPagePaths.approval, { token, decision });
      await notify('GuardianAlert_ApprovalRequest', [guardian.email], {
        parentName: guardian.name,
        teenName: application.firstName,
        // The whole job, as the /family card and the link page show it (functions/applications/approval-job.ts).
        ...approvalJobFacts(await approvalJobOf(job)),
        jobTitle: application.jobTitle,
        approveUrl: link('approve'),
        declineUrl: link('decline'),
        jobUrl: jobPageUrl(application.jobId),
      });
    },
  });
}

/**
 * The Approve/Decline page's signed, single-use token of the application (valid until the job ends),
 * for the guardian it is mailed to only.
 */
async function approvalToken(
  application: ApplicationItem,
  job: Pick<JobItem, 'endsAt'>,
  guardianId: string,
): Promise<string> {
  return signToken({
    purpose: linkPurposes.approval,
    subject: application.applicationId,
    nonce: application.approvalNonce ?? '',
    expiresAt: Math.floor(Date.parse(job.endsAt) / 1000),
    audience: guardianId,
  });
}

/** After the guardian approves: today's mails to the student and the employer; the guardian did it. */
export async function sendApprovedEmails(
  application: ApplicationItem,
  job: JobItem,
  teen: UserItem,
): Promise<void> {
  await Promise.all([
    sendToEmployer(application, job),
    tellTeensGuardian(application, teen, { kind: 'approved', quiet: true }),
  ]);
}

/**
 * When an application ends without the employer's decision: its job was filled or removed while it
 * was pending, or the guardian declined it (they did it, so they are not mailed about it).
 */
export async function sendClosedEmails(
  application: ApplicationItem,
  reason: ClosedReason,
  teen?: UserItem,
): Promise<void> {
  const kind =
    reason === 'job filled' ? 'job-filled' : reason === 'job removed' ? 'job-removed' : 'not-approved';
  await Promise.all([
    notify(
      'TeenApplicationClosed',
      [application.emailId],
      applicationClosedData(
        application.firstName,
        application.jobTitle,
        jobPageUrl(application.jobId),
        reason,
      ),
    ),
    tellTeensGuardian(application, teen, { kind, quiet: reason === 'not approved' }),
  ]);
}

/**
 * After an accept or a reject: the student and a teen's guardian. Both are told who the employer is;
 * the employer's phone and e-mail travel on accept only.
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
    tellTeensGuardian(application, undefined, {
      kind: decision.accepted ? 'accepted' : 'rejected',
      mail: (guardian) =>
        notify(
          'ParentAlert_ApplicationStatusUpdate',
          [guardian.email],
          parentStatusUpdateData(guardian.name, teenName, jobTitle, jobUrl, application.employerName, review),
        ),
    }),
  ]);
}

/**
 * After the employer's one interest message: the student, a confirmation to the employer, the guardian.
 * Both mails link to the conversation the interest opened.
 */
export async function sendInterestEmails(
  application: ApplicationItem,
  job: Pick<JobItem, 'employerEmail'>,
): Promise<void> {
  await Promise.all([
    notify('JobApplicationInterest', [application.emailId], {
      teenName: application.firstName,
      jobTitle: application.jobTitle,
      jobUrl: jobPageUrl(application.jobId),
      conversationUrl: conversationUrl(application.applicationId),
    }),
    // No contact details: the conversation the interest opened is how the employer reaches them.
    notify('EmployerAlert_JobApplicationInterest', [job.employerEmail], {
      studentName: fullName(application),
      employerName: application.employerName,
      jobTitle: application.jobTitle,
      jobUrl: jobPageUrl(application.jobId),
      conversationUrl: conversationUrl(application.applicationId),
    }),
    tellTeensGuardian(application, undefined, { kind: 'interest' }),
  ]);
}
