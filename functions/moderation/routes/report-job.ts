import { randomUUID } from 'node:crypto';
import { reportJob as contract } from '../../../shared/contracts/moderation';
import { formatLongDate, formatPrice } from '../../../shared/rules/display';
import { runtimeEnv } from '../../../shared/runtime-env';
import { applicationMessages } from '../../../shared/schemas/application';
import { type ReportBody, reportMessages, reportReasons } from '../../../shared/schemas/report';
import { webPath } from '../../../shared/web-paths';
import { findJob, type JobItem } from '../../jobs';
import { jobPageUrl } from '../../lib/app-links';
import { type Caller, ROLE } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { consumeLimit } from '../../lib/limits';
import { logger } from '../../lib/logger';
import { notify } from '../../lib/notify';
import { profileNotFound } from '../../lib/profile-guard';
import { type ReportItem, reportRepository } from '../../reports';
import { findUser, tellGuardian } from '../../users';
import { fileReport } from '../file-report';

/** A signed-in user without a role has not finished signing up (Google): they cannot report yet. */
export const REPORT_NEEDS_ACCOUNT = 'Please finish setting up your account before reporting a job.';

/**
 * POST /reportjob/{id}: a student or an employer reports a job once (conditional put; a repeat is a
 * 409). Not a job of their own, not a job that is unknown or deleted (404). A closed or ended job can
 * still be reported: fraud matters after the fact too.
 *
 * As with applying, the write decides first and only a report that was stored counts against the
 * daily limit; a report past the limit is taken back, so a refused request leaves nothing. The
 * support mailbox gets the alert after the write, with the reporter's address from our records.
 */
const reporterRoles = {
  [ROLE.student]: 'student',
  [ROLE.employer]: 'employer',
  [ROLE.guardian]: 'guardian',
} as const;

async function report(
  caller: Caller,
  jobId: string,
  body: ReportBody,
  now: Date = new Date(),
): Promise<void> {
  // The route is open to any signed-in caller; one without a role is a sign-up left half-way (no
  // profile, no terms accepted): the app sends them to finish it first, and so does the server.
  if (caller.roleId === null) throw forbidden(REPORT_NEEDS_ACCOUNT, 'ACCOUNT_INCOMPLETE');
  const [job, reporter] = await Promise.all([findJob(jobId), findUser(caller.userId)]);
  // The address is our record's, never the token's: a deleted account's token finds no profile.
  if (!reporter) throw profileNotFound();
  if (!job || job.status === 'deleted') throw notFound(applicationMessages.jobNotFound, 'JOB_NOT_FOUND');
  if (job.employerId === caller.userId) throw forbidden(reportMessages.ownJob, 'OWN_JOB');

  const report: ReportItem = {
    jobId,
    reporterId: caller.userId,
    reportId: randomUUID(),
    createdAt: now.toISOString(),
    reason: body.reportReason,
    description: body.reportDescription,
    reporterEmail: reporter.emailId,
    reporterRole: reporterRoles[caller.roleId],
    jobTitle: job.title,
    employerId: job.employerId,
    employerName: job.employerName,
  };
  if (!(await reportRepository.create(report)).ok) {
    throw conflict(reportMessages.alreadyReported, 'ALREADY_REPORTED');
  }
  try {
    await consumeLimit('report', caller.userId, now);
  } catch (error) {
    await reportRepository.remove(report).catch((removeError: unknown) => {
      logger.error('report: could not take back a report past the limit', { error: removeError });
    });
    throw error;
  }

  // The moderation desk takes it over; the support mailbox still hears of it, as it always has.
  const filed = await fileReport({
    reportId: report.reportId,
    kind: 'job',
    targetId: jobId,
    subjectId: job.employerId,
    reporterId: caller.userId,
    reason: body.reportReason,
    reasonLabel: reportReasons[body.reportReason],
    description: body.reportDescription,
    reported: reportedJob(job),
    reportedAt: report.createdAt,
  });
  if (!filed.ok) logger.error('report: the moderation desk already had this report', { jobId });

  await notify('SupportAlert_JobReported', [process.env[runtimeEnv.supportEmail]], {
    jobId,
    jobTitle: job.title,
    jobUrl: jobPageUrl(jobId),
    employerName: job.employerName,
    reason: reportReasons[body.reportReason],
    description: body.reportDescription,
    reporterEmail: report.reporterEmail,
  });
  // A teen's guardian hears of it ("report sent").
  if (reporter && caller.roleId === ROLE.student) {
    await tellGuardian(reporter, { kind: 'report-sent', jobTitle: job.title }, now);
  }
  logger.info('report: job reported', { jobId, reportId: report.reportId });
}

/** The job as it was when reported, for the moderation desk. */
function reportedJob(job: JobItem) {
  return {
    title: job.title,
    text: job.description,
    details: [
      ['Where', `${job.address.city}, ${job.address.state}`],
      ['When', `${formatLongDate(job.startDate)} to ${formatLongDate(job.endDate)}`],
      ['Pay', formatPrice(job.price, job.priceType)],
    ] as [string, string][],
    path: webPath('job', { id: job.jobId }),
  };
}

/** POST /reportjob/{id} (signed in): 200 is success (docs/spec/1-students-and-accounts.md §7). */
export const reportJob = defineRoute(contract, {
  async handle({ params, body, caller }) {
    await report(caller, params.id, body);
    return { body: { message: reportMessages.reported } };
  },
});
