import type { ClosedReason } from '../../shared/emails/templates/application-closed-data';
import type { ApplicationStatus } from '../../shared/rules/application-status';
import type { JobItem } from '../jobs/job-item';
import { logger } from '../lib/logger';
import { sendClosedEmails } from './application-emails';
import type { ApplicationItem } from './application-item';
import { applicationRepository } from './application-repository';

/*
 * When a job is marked filled or deleted (issue 20 §3), every application still pending on it (the
 * employer's decision, or the guardian's) ends: "Not selected: the job was filled" or "The job was
 * removed", with one mail to the student and one to their guardian (or their digest). Each ends by a
 * conditional write from the status it was read in, so a withdrawal or a review at the same moment
 * wins or loses cleanly, and an application ends (and is mailed about) once.
 */

const endedAs: Record<'job filled' | 'job removed', ApplicationStatus> = {
  'job filled': 'JobFilled',
  'job removed': 'JobRemoved',
};

const isPending = (item: ApplicationItem) => item.status === 'Applied' || item.status === 'AwaitingApproval';

export async function endPendingApplications(
  job: Pick<JobItem, 'jobId'>,
  reason: Extract<ClosedReason, 'job filled' | 'job removed'>,
  now = new Date(),
): Promise<number> {
  const pending = (await applicationRepository.listByJob(job.jobId)).filter(isPending);
  const results = await Promise.all(
    pending.map(async (item) => {
      try {
        if (!(await applicationRepository.end(item, endedAs[reason], now)).ok) return false;
        await sendClosedEmails({ ...item, status: endedAs[reason], updatedAt: now.toISOString() }, reason);
        return true;
      } catch (error) {
        logger.error('job closed: could not end a pending application', {
          applicationId: item.applicationId,
          error,
        });
        return false;
      }
    }),
  );
  const ended = results.filter(Boolean).length;
  logger.info('job closed: pending applications ended', { jobId: job.jobId, ended });
  return ended;
}
