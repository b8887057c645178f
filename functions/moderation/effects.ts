import type { ModerationAction } from '../../shared/rules/moderation';
import { moderationMessages } from '../../shared/schemas/moderation';
import { endPendingApplications } from '../applications';
import { isConversationFrozen, setConversationFrozen } from '../conversations';
import { closeJobFor, findJob, openJobsOf, setJobHidden } from '../jobs';
import { conflict, HttpError } from '../lib/errors';
import { findReview, setReviewHidden } from '../reviews';
import { accountSuspension } from './account-suspension';
import type { ReportRecord } from './entities/moderation';

/*
 * What each action does to the reported thing and the person behind it, through the owning domains'
 * index.ts. Every step is idempotent (hiding a hidden job, disabling a disabled user), so a decision
 * whose effects were cut short is finished by doing them again.
 */

type Target = Pick<ReportRecord, 'kind' | 'targetId' | 'subjectId'>;

/** Removes a job from the site; its pending applicants are told the job was removed. */
async function hideJob(jobId: string, decisionId: string, now: Date): Promise<void> {
  const result = await setJobHidden(jobId, { at: now.toISOString(), decisionId }, now);
  if (!result.ok && result.reason !== 'not-found') {
    throw conflict('The job changed while you decided. Please try again.', 'TARGET_BUSY');
  }
  const job = result.ok ? result.value : await findJob(jobId);
  if (job) await endPendingApplications(job, 'job removed', now);
}

/** Hides a review (or shows it again: null); it leaves the employer's page and every count. */
async function setHiddenReview(reviewId: string, hidden: { at: string; decisionId: string } | null) {
  const review = await findReview(reviewId);
  if (review) await setReviewHidden(review, hidden);
}

/** A suspended account: disabled, every session ended, its open jobs closed (applicants told). */
async function suspend(userId: string, now: Date): Promise<void> {
  await accountSuspension.suspend(userId);
  for (const job of await openJobsOf(userId)) {
    const { changed } = await closeJobFor(userId, job.jobId, now).catch((error: unknown) => {
      // Closed meanwhile, or removed by a moderator already: nothing left to close.
      if (error instanceof HttpError && error.status === 409) return { changed: false };
      throw error;
    });
    if (changed) await endPendingApplications(job, 'job removed', now);
  }
}

/** Carries out a decision's action. Dismiss changes nothing. */
export async function carryOut(
  action: ModerationAction,
  target: Target,
  decisionId: string,
  now: Date,
): Promise<void> {
  if (action === 'hide' && target.kind === 'job') return hideJob(target.targetId, decisionId, now);
  if (action === 'hide' && target.kind === 'review') {
    return setHiddenReview(target.targetId, { at: now.toISOString(), decisionId });
  }
  if (action === 'freeze' && target.kind === 'message') {
    return setConversationFrozen(target.targetId, { at: now.toISOString(), decisionId });
  }
  if (action === 'suspend') return suspend(target.subjectId, now);
  if (action === 'restore') return restore(target, now);
}

/**
 * What a restore would undo now: the thing taken away (a job or review hidden, a conversation
 * frozen: `hidden`), the account suspended.
 */
export async function inEffect(target: Target): Promise<{ hidden: boolean; suspended: boolean }> {
  const [job, review, frozen, suspended] = await Promise.all([
    target.kind === 'job' ? findJob(target.targetId) : undefined,
    target.kind === 'review' ? findReview(target.targetId) : undefined,
    target.kind === 'message' ? isConversationFrozen(target.targetId) : false,
    accountSuspension.isSuspended(target.subjectId),
  ]);
  return { hidden: Boolean(job?.hiddenAt ?? review?.hiddenAt) || frozen, suspended };
}

/** Puts back what is in effect; refused when nothing is (a restore must restore something). */
export async function restore(target: Target, now: Date): Promise<void> {
  const now_ = await inEffect(target);
  if (!now_.hidden && !now_.suspended)
    throw conflict(moderationMessages.nothingToRestore, 'NOTHING_TO_RESTORE');
  if (now_.hidden && target.kind === 'job') await setJobHidden(target.targetId, null, now);
  if (now_.hidden && target.kind === 'review') await setHiddenReview(target.targetId, null);
  if (now_.hidden && target.kind === 'message') await setConversationFrozen(target.targetId, null);
  if (now_.suspended) await accountSuspension.restore(target.subjectId);
}

/** An appeal reversed the decision: its action is undone. */
export async function undo(action: ModerationAction, target: Target, now: Date): Promise<void> {
  if (action === 'hide' && target.kind === 'job') await setJobHidden(target.targetId, null, now);
  if (action === 'hide' && target.kind === 'review') await setHiddenReview(target.targetId, null);
  if (action === 'freeze' && target.kind === 'message') await setConversationFrozen(target.targetId, null);
  if (action === 'suspend') await accountSuspension.restore(target.subjectId);
}
