import { reviewApplication as contract } from '../../../shared/contracts/applications';
import { type ApplicationStatus, isDecidable } from '../../../shared/rules/application-status';
import {
  applicationMessages,
  type ReviewBody,
  type ReviewResponse,
} from '../../../shared/schemas/application';
import { areBlocked, conversationClosing } from '../../conversations';
import { jobRepository } from '../../jobs/index';
import type { Caller } from '../../lib/caller';
import { conflict, HttpError } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import type { TransactItem } from '../../lib/transact';
import { hoursRefused, prepareBooking } from '../../schedule/index';
import { sendReviewEmails } from '../application-emails';
import { openingWrites } from '../conversation-source';
import {
  type ApplicationItem,
  applicationRepository,
  employerCanSee,
  toEmployerApplication,
} from '../entities/application';
import { applicationNotFound, studentBlocked } from '../refusals';

/** The application's job, as the jobs domain reads it (undefined when it is gone). */
type Job = Awaited<ReturnType<typeof jobRepository.getById>>;

export interface ReviewResult {
  application: ApplicationItem;
  /** False when the application already had this decision: nothing was written or sent. */
  changed: boolean;
}

/** A decision is one conditional write; a write that lost a race is looked at again this many times. */
const ATTEMPTS = 3;

/** The refusal of a decision on an application that already has the other one: both are final. */
function decidedConflict(status: ApplicationStatus) {
  return status === 'Accepted'
    ? conflict(applicationMessages.finalDecision, 'FINAL_DECISION')
    : conflict(applicationMessages.rejectedFinal, 'FINAL_DECISION');
}

/**
 * What the decision does to the application's conversation, in the same transaction: an acceptance
 * opens it (or marks it accepted, which unlocks contact details), a rejection closes it.
 */
async function conversationWrites(item: ApplicationItem, job: Job, accept: boolean, now: Date) {
  if (!accept) return [await conversationClosing(item.applicationId, 'rejected', now)];
  return openingWrites(item, job, true, now);
}

/**
 * POST /application/review: Applied → Accepted or Rejected, on the caller's own job, for the named
 * applicant. Both decisions are final (409): a family must never hear "not selected" and then
 * "accepted". The same decision again is answered 200 with `changed: false` and
 * sends nothing, so a double click or fifty identical requests give one change and one set of
 * e-mails. The status moves and the job's counters follow in one transaction, conditioned on the
 * application still being Applied, so of fifty mixed decisions at once exactly one wins.
 */
async function review(caller: Caller, body: ReviewBody, now: Date = new Date()): Promise<ReviewResult> {
  const target: ApplicationStatus = body.reviewDecision ? 'Accepted' : 'Rejected';
  let item = await applicationRepository.getByApplicationId(body.applicationId);
  // The job, for the conversation an acceptance opens (its end and its zone).
  const job = body.reviewDecision && item ? await jobRepository.getById(item.jobId) : undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // An application that waits for (or was declined by) a student's guardian does not exist for the
    // employer.
    if (
      !item ||
      item.employerId !== caller.userId ||
      item.studentId !== body.applicantId ||
      !employerCanSee(item)
    ) {
      throw applicationNotFound();
    }
    if (item.status === target) return { application: item, changed: false };
    if (item.status === 'JobFilled' || item.status === 'JobRemoved') {
      throw conflict(applicationMessages.endedWithJob, 'ENDED_WITH_JOB');
    }
    if (!isDecidable(item.status)) throw decidedConflict(item.status);
    if (body.reviewDecision && (await areBlocked(item.studentId, caller.userId))) throw studentBlocked();
    // An acceptance makes the job's schedule in the same write, unless it breaks the rules on a young
    // teen's hours across all their accepted jobs (the schedule decides; nothing is written then).
    const booking = target === 'Accepted' ? await bookingOf(item, now) : [];
    const alongside = [...(await conversationWrites(item, job, body.reviewDecision, now)), ...booking];
    if (
      (await applicationRepository.changeStatus(item, caller.userId, item.status, target, now, alongside)).ok
    ) {
      const application: ApplicationItem = { ...item, status: target, updatedAt: now.toISOString() };
      await notifyDecision(application, job);
      logger.info('review: decided', { applicationId: application.applicationId, status: target });
      return { application, changed: true };
    }
    // Another request changed it first: look again at what it is now.
    const current = await applicationRepository.get(item.jobId, item.studentId);
    item = current?.applicationId === body.applicationId ? current : undefined;
  }
  throw conflict(applicationMessages.reviewRaced, 'REVIEW_RACED');
}

/** The schedule's writes for an acceptance, or the 409 of the young-teen hours rule it would break. */
async function bookingOf(item: ApplicationItem, now: Date): Promise<TransactItem[]> {
  const job = await jobRepository.getById(item.jobId, true);
  if (!job) throw conflict(applicationMessages.endedWithJob, 'ENDED_WITH_JOB');
  const prepared = await prepareBooking(
    {
      applicationId: item.applicationId,
      jobId: item.jobId,
      studentId: item.studentId,
      employerId: item.employerId,
      jobTitle: item.jobTitle,
      studentFirstName: item.firstName,
      employerName: item.employerName,
      isMinor: item.isMinor,
    },
    job,
    now,
  );
  if (prepared.refusal) {
    const refused = hoursRefused(prepared.refusal);
    throw new HttpError(
      refused.status,
      refused.code,
      `${item.firstName} cannot be accepted for this job. ${refused.message}`,
    );
  }
  return prepared.writes;
}

async function notifyDecision(application: ApplicationItem, job: Job): Promise<void> {
  if (application.status !== 'Accepted') {
    await sendReviewEmails(application, { accepted: false });
    return;
  }
  // The employer's contact details are on their job (docs/spec/2-employers-and-info-pages.md §7: the student gets phone and e-mail).
  if (!job) {
    logger.error('review: accepted an application whose job is gone', {
      applicationId: application.applicationId,
    });
    return;
  }
  await sendReviewEmails(application, { accepted: true, job });
}

/** POST /application/review (employers): accept (true) or reject (false) an application of an own job. */
export const reviewApplication = defineRoute(contract, {
  async handle({ body, caller }) {
    const { application, changed } = await review(caller, body);
    const message = !changed
      ? applicationMessages.alreadyDecided
      : application.status === 'Accepted'
        ? applicationMessages.accepted
        : applicationMessages.rejected;
    return {
      body: { message, changed, application: toEmployerApplication(application) } satisfies ReviewResponse,
    };
  },
});
