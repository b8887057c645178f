import { ROLES } from '../../shared/auth/pool-definition';
import { linkPurposes } from '../../shared/rules/family';
import { type ApprovalDetails, type DecisionResponse, familyMessages } from '../../shared/schemas/family';
import type { ApplicationItem } from '../applications';
import { applicationRepository, approvalJobOf, sendApprovedEmails, sendClosedEmails } from '../applications';
import { jobRepository } from '../jobs';
import type { Caller } from '../lib/caller';
import { conflict, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { invalidLink, verifyToken } from '../lib/signed-token';
import type { UserItem } from '../users';
import { hasGuardian, userRepository } from '../users';
import { linkUsed } from './invitation-link';

/*
 * A guardian's decision on an application that waits for them, from /family or from the
 * mail's signed link. The decision is one conditional write (applicationRepository.decideApproval):
 * twenty approvals at once give one approval and one set of mails. Approval sends the application to
 * the employer with today's mails; a decline tells the teen kindly and the employer never hears.
 */

const applicationNotFound = () => notFound(familyMessages.applicationNotFound, 'APPLICATION_NOT_FOUND');

interface Decided {
  response: DecisionResponse;
}

function answer(item: ApplicationItem, teen: UserItem, changed: boolean, message: string): Decided {
  return {
    response: {
      message,
      changed,
      status: item.status,
      jobTitle: item.jobTitle,
      teenFirstName: teen.firstName,
    },
  };
}

async function decide(
  item: ApplicationItem,
  teen: UserItem,
  approve: boolean,
  nonce: string | undefined,
  now: Date,
): Promise<Decided | 'gone'> {
  const outcome = await applicationRepository.decideApproval(item, approve, now, nonce);
  if (!outcome.ok && outcome.reason === 'job-unavailable') {
    throw conflict(familyMessages.jobNoLongerOpen, 'JOB_UNAVAILABLE');
  }
  if (!outcome.ok) return 'gone';
  const decided: ApplicationItem = {
    ...item,
    status: approve ? 'Applied' : 'NotApproved',
    approval: approve ? 'approved' : 'declined',
    updatedAt: now.toISOString(),
  };
  delete decided.approvalNonce;
  if (approve) {
    const job = await jobRepository.getById(item.jobId);
    if (job) await sendApprovedEmails(decided, job, teen);
    else logger.error('approval: the job is gone', { applicationId: item.applicationId });
  } else {
    await sendClosedEmails(decided, 'not approved', teen);
  }
  logger.info('approval: decided', { applicationId: item.applicationId, approve });
  return answer(decided, teen, true, approve ? familyMessages.approved : familyMessages.notApproved);
}

/** POST /family/application/{id}/decision: the signed-in guardian of the application's student. */
export async function decideAsGuardian(
  caller: Caller,
  applicationId: string,
  approve: boolean,
  now = new Date(),
): Promise<DecisionResponse> {
  const item = await applicationRepository.getByApplicationId(applicationId);
  const teen = item && (await userRepository.getById(item.studentId));
  // Another family's application is answered as if it did not exist.
  if (
    !item ||
    !teen ||
    teen.guardianId !== caller.userId ||
    teen.guardianStatus !== 'confirmed' ||
    !hasGuardian(teen, now)
  ) {
    throw applicationNotFound();
  }
  if (item.approval === undefined) throw applicationNotFound();
  const result =
    item.status === 'AwaitingApproval' ? await decide(item, teen, approve, undefined, now) : 'gone';
  if (result !== 'gone') return result.response;
  // Decided already (a double click, or twenty at once): the same decision again changes nothing.
  const current = (await applicationRepository.getByApplicationId(applicationId)) ?? item;
  const same = (approve && current.approval === 'approved') || (!approve && current.approval === 'declined');
  if (same)
    return answer(current, teen, false, approve ? familyMessages.approved : familyMessages.notApproved)
      .response;
  throw conflict(familyMessages.notWaiting, 'NOT_WAITING');
}

/**
 * The application a mail's Approve or Decline link names, for the guardian it was mailed to only: the
 * link was mailed to one confirmed guardian, so once the teen's guardian is anyone else (or nobody, or
 * the teen has turned 18), it reads and decides nothing, even while the application still waits. A
 * link whose nonce is spent (decided, or voided) is the used link's 400.
 */
async function openApprovalLink(token: string, now: Date) {
  const claims = await verifyToken(token, linkPurposes.approval, now);
  const item = await applicationRepository.getByApplicationId(claims.subject);
  if (!item || item.approval === undefined) throw invalidLink();
  const teen = await userRepository.getById(item.studentId);
  if (
    !teen ||
    !hasGuardian(teen, now) ||
    teen.guardianStatus !== 'confirmed' ||
    !claims.audience ||
    claims.audience !== teen.guardianId
  ) {
    throw invalidLink();
  }
  if (item.approvalNonce !== claims.nonce) throw linkUsed();
  const guardian = await userRepository.getById(teen.guardianId);
  if (guardian?.roleId !== ROLES.guardian) throw invalidLink();
  return { item, teen, nonce: claims.nonce };
}

/**
 * POST /guardian/application: what the link's page shows before the guardian chooses: the whole job,
 * and who posted it (applications/approval-job.ts). Changes nothing; a job gone meanwhile is the closed job's 409.
 */
export async function readByLink(token: string, now = new Date()): Promise<ApprovalDetails> {
  const { item, teen } = await openApprovalLink(token, now);
  const job = await jobRepository.getById(item.jobId);
  if (!job) throw conflict(familyMessages.jobNoLongerOpen, 'JOB_UNAVAILABLE');
  return {
    teenFirstName: teen.firstName,
    waiting: item.status === 'AwaitingApproval',
    status: item.status,
    job: await approvalJobOf(job),
  };
}

/**
 * POST /guardian/application/decision: from the mail, without signing in. The link is single use: its
 * nonce is the application's until the decision removes it, so a reused link is a 400.
 */
export async function decideByLink(
  token: string,
  approve: boolean,
  now = new Date(),
): Promise<DecisionResponse> {
  const { item, teen, nonce } = await openApprovalLink(token, now);
  const result = await decide(item, teen, approve, nonce, now);
  if (result === 'gone') throw linkUsed();
  return result.response;
}

/**
 * The teen turned 18 (birthdays.ts): nobody's approval is needed any more, so each application that
 * waited for the guardian goes to its employer as an approved one would, with the same mails. `adult`
 * is the record after the link ended: the guardian hears nothing of it. A job closed meanwhile keeps
 * its application out; the others still go.
 */
export async function releaseWaitingApprovals(adult: UserItem, now = new Date()): Promise<number> {
  const waiting = (await applicationRepository.listByStudent(adult.userId)).filter(
    (item) => item.status === 'AwaitingApproval',
  );
  let released = 0;
  for (const item of waiting) {
    try {
      if ((await decide(item, adult, true, undefined, now)) !== 'gone') released += 1;
    } catch (error) {
      logger.info('approval: a waiting application stays out at 18', {
        applicationId: item.applicationId,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return released;
}
