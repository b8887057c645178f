import type { ClosedReason } from '../../shared/emails/templates/application-closed-data';
import type { ApplicationStatus } from '../../shared/rules/application-status';
import { closeConversation, conversationClosing } from '../conversations';
import type { JobItem } from '../jobs';
import { logger } from '../lib/logger';
import { sendClosedEmails } from './application-emails';
import type { ApplicationItem } from './entities/application';
import { applicationRepository } from './entities/application';

/*
 * When a job is marked filled or deleted, every application still pending on it (the
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
  const applications = await applicationRepository.listByJob(job.jobId);
  const pending = applications.filter(isPending);
  // A removed job ends the conversations of its accepted applications too; a filled one does not
  // (the student it was filled with and the employer still have the day to agree on).
  if (reason === 'job removed') {
    await Promise.all(
      applications
        .filter((item) => item.status === 'Accepted')
        .map((item) =>
          closeConversation(item.applicationId, 'job-removed', now).catch((error: unknown) => {
            logger.error('job removed: could not close a conversation', {
              applicationId: item.applicationId,
              error,
            });
          }),
        ),
    );
  }
  const results = await Promise.all(
    pending.map(async (item) => {
      try {
        // Its conversation, if the employer's interest opened one, becomes read-only with it.
        const closing = await conversationClosing(
          item.applicationId,
          reason === 'job filled' ? 'job-filled' : 'job-removed',
          now,
        );
        if (!(await applicationRepository.end(item, endedAs[reason], now, [closing])).ok) return false;
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
