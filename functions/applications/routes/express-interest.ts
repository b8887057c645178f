import { expressInterest as contract } from '../../../shared/contracts/applications';
import { applicationMessages, type InterestResponse } from '../../../shared/schemas/application';
import { areBlocked, undoConversationOpening } from '../../conversations';
import { jobRepository } from '../../jobs';
import type { Caller } from '../../lib/caller';
import { conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { consumeLimit } from '../../lib/limits';
import { logger } from '../../lib/logger';
import { sendInterestEmails } from '../application-emails';
import { openingWrites } from '../conversation-source';
import {
  type ApplicationItem,
  applicationRepository,
  employerCanSee,
  toEmployerApplication,
} from '../entities/application';
import { applicationNotFound, studentBlocked } from '../refusals';

function refusal(item: ApplicationItem | undefined, caller: Caller, applicationId: string) {
  if (
    !item ||
    item.applicationId !== applicationId ||
    item.employerId !== caller.userId ||
    !employerCanSee(item)
  ) {
    return applicationNotFound();
  }
  if (item.status === 'Accepted')
    return conflict(applicationMessages.interestAfterAccept, 'INTEREST_AFTER_ACCEPT');
  // A rejected student has been told "not selected": an interview invitation would contradict it.
  if (item.status === 'Rejected')
    return conflict(applicationMessages.interestAfterReject, 'INTEREST_AFTER_REJECT');
  if (item.interestSentAt) return conflict(applicationMessages.interestAlreadySent, 'INTEREST_ALREADY_SENT');
  return null;
}

/**
 * POST /application/{id}/interest: the employer tells a student they are interested, once per
 * application, only while it is pending (never after accepting or rejecting it), and at most
 * `limits.interest` times a day.
 *
 * The order matters. The job is read first, so a failed read (throttling: 503) leaves nothing marked
 * and the retry can still send the mail. The conditional write that records the interest is the
 * decision: a repeat (or fifty at once) loses it and sends nothing, without touching the limit. Only
 * the winner counts against the limit, and takes its mark back if that passes it (as applying does).
 */
async function express(
  caller: Caller,
  applicationId: string,
  now: Date = new Date(),
): Promise<ApplicationItem> {
  const item = await applicationRepository.getByApplicationId(applicationId);
  const refused = refusal(item, caller, applicationId);
  if (refused || !item) throw refused ?? applicationNotFound();
  if (await areBlocked(item.studentId, caller.userId)) throw studentBlocked();
  const job = await jobRepository.getById(item.jobId);
  // The interest opens the conversation, in the same transaction: it exists exactly when the interest does.
  const opening = await openingWrites(item, job, false, now);
  if (!(await applicationRepository.markInterestSent(item, caller.userId, now, opening)).ok) {
    const current = await applicationRepository.get(item.jobId, item.studentId);
    const refused = refusal(current, caller, applicationId);
    if (refused) throw refused;
    if (await areBlocked(item.studentId, caller.userId)) throw studentBlocked();
    throw conflict(applicationMessages.interestAlreadySent, 'INTEREST_ALREADY_SENT');
  }
  try {
    await consumeLimit('interest', caller.userId, now);
  } catch (error) {
    if (!(await applicationRepository.clearInterestSent(item, now)).ok) {
      logger.error('interest: could not take back an interest past the limit', { applicationId });
    }
    await undoConversationOpening(applicationId).catch((undoError: unknown) => {
      logger.error('interest: could not take back the conversation of an interest past the limit', {
        applicationId,
        error: undoError,
      });
    });
    throw error;
  }
  const application = { ...item, interestSentAt: now.toISOString() };
  if (job) await sendInterestEmails(application, job);
  else logger.error("interest: the application's job is gone", { applicationId });
  return application;
}

/** POST /application/{id}/interest (employers): the one interest e-mail of an application. */
export const expressInterest = defineRoute(contract, {
  async handle({ params, caller }) {
    const application = await express(caller, params.id);
    return {
      body: {
        message: applicationMessages.interestSent,
        application: toEmployerApplication(application),
      } satisfies InterestResponse,
    };
  },
});
