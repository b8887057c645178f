import { applicationMessages } from '../../shared/schemas/application';
import { jobRepository } from '../jobs/job-repository';
import type { Caller } from '../lib/caller';
import { conflict } from '../lib/errors';
import { withinLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { sendInterestEmails } from './application-emails';
import type { ApplicationItem } from './application-item';
import { applicationRepository } from './application-repository';
import { applicationNotFound } from './withdraw-application';

function refusal(item: ApplicationItem | undefined, caller: Caller, applicationId: string) {
  if (!item || item.applicationId !== applicationId || item.employerId !== caller.userId) {
    return applicationNotFound();
  }
  if (item.status === 'Accepted')
    return conflict(applicationMessages.interestAfterAccept, 'INTEREST_AFTER_ACCEPT');
  if (item.interestSentAt) return conflict(applicationMessages.interestAlreadySent, 'INTEREST_ALREADY_SENT');
  return null;
}

/**
 * POST /application/{id}/interest: the employer tells a student they are interested, once per
 * application, never after accepting it, and at most `limits.interest` times a day. The conditional write that records it is the decision,
 * so a repeat (or fifty at once) sends nothing more.
 */
export async function expressInterest(
  caller: Caller,
  applicationId: string,
  now: Date = new Date(),
): Promise<ApplicationItem> {
  const item = await applicationRepository.getByApplicationId(applicationId);
  const refused = refusal(item, caller, applicationId);
  if (refused || !item) throw refused ?? applicationNotFound();
  // Each interest mails a student: it counts against the employer's daily limit, and a write refused
  // by its condition (a twin request won) gives its slot back.
  await withinLimit(
    'interest',
    caller.userId,
    async () => {
      if (!(await applicationRepository.markInterestSent(item, caller.userId, now))) {
        throw (
          refusal(await applicationRepository.get(item.jobId, item.studentId), caller, applicationId) ??
          conflict(applicationMessages.interestAlreadySent, 'INTEREST_ALREADY_SENT')
        );
      }
    },
    now,
  );
  const application = { ...item, interestSentAt: now.toISOString() };
  const job = await jobRepository.getById(item.jobId);
  if (job) await sendInterestEmails(application, job);
  else logger.error("interest: the application's job is gone", { applicationId });
  return application;
}
