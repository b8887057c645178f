import { randomUUID } from 'node:crypto';
import { formatLongDate } from '../../shared/rules/display';
import { familyPagePaths, INVITATION_VALID_DAYS, linkPurposes } from '../../shared/rules/family';
import { tokenPageUrl } from '../../shared/web-paths';
import { mailboxKey } from '../lib/address-limits';
import { appUrl } from '../lib/app-links';
import { HttpError } from '../lib/errors';
import { consumeLimit, withinLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { signToken } from '../lib/signed-token';
import { hasGuardian } from './guardian-link';
import { guardianRepository, type Invitation } from './guardian-repository';
import type { UserItem } from './user-item';

/*
 * The guardian invitation: one signed, single-use link, valid for 7 days, mailed to the
 * address the teen gave once the teen has verified their own. Every minor's registration is announced
 * this way (a second child of the same parent too): the invitation is the announcement.
 */

const DAY_MS = 86_400_000;

export function newInvitation(now: Date): Invitation {
  return {
    nonce: randomUUID(),
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
  };
}

/** The link in the invitation: the teen's id and the nonce of this invitation, signed. */
async function invitationUrl(teenId: string, invitation: Invitation): Promise<string> {
  const token = await signToken({
    purpose: linkPurposes.invitation,
    subject: teenId,
    nonce: invitation.nonce,
    expiresAt: Math.floor(invitation.expiresAt.getTime() / 1000),
  });
  return tokenPageUrl(appUrl(), familyPagePaths.invitation, { token });
}

/**
 * Runs `write` (the write that makes a new invitation) as the one invitation the address's mailbox
 * may get today; past it, a 429 and nothing written (shared/rules/limits.ts). A refused write gives
 * the day back.
 */
export const asTodaysInvitationTo = <T>(address: string, write: () => Promise<T>, now: Date): Promise<T> =>
  withinLimit('guardianInvitation', mailboxKey(address), write, now);

/** Mails the invitation whose nonce the teen's record now holds. */
export async function mailInvitation(teen: UserItem, invitation: Invitation): Promise<void> {
  if (!teen.parentEmail) return;
  await notify('ParentAlert_TeenRegistered', [teen.parentEmail], {
    // The Google completion form does not ask for the parent's name; "Hi there," reads fine.
    parentName: teen.parentName || 'there',
    teenName: `${teen.firstName} ${teen.lastName}`.trim(),
    teenFirstName: teen.firstName,
    confirmUrl: await invitationUrl(teen.userId, invitation),
    expiresOn: formatLongDate(invitation.expiresAt.toISOString().slice(0, 10)),
  });
}

/**
 * Invites the guardian of a teen who has just verified (the user pool's PostConfirmation trigger) or
 * completed a Google sign-up. Only the first call for a teen writes and mails: the conditional write
 * decides, so a trigger retried by Cognito, or both paths at once, send one invitation. Never throws:
 * the account is verified whatever happens here (a lost invitation can be sent again by the teen).
 */
export async function inviteGuardian(teen: UserItem, now = new Date()): Promise<void> {
  if (!hasGuardian(teen)) return;
  try {
    const invitation = newInvitation(now);
    const started = await guardianRepository.startInvitation(teen.userId, invitation);
    if (!started.ok) {
      logger.info('guardian invitation: already sent for this teen', { userId: teen.userId });
      return;
    }
    // A new teen's invitation goes even when the mailbox had one today (a brother's or sister's),
    // but counts, so that nothing the teen chooses to send follows it today.
    await consumeLimit('guardianInvitation', mailboxKey(started.value.parentEmail ?? ''), now).catch(
      (error: unknown) => {
        if (!(error instanceof HttpError && error.status === 429)) throw error;
      },
    );
    await mailInvitation(started.value, invitation);
    logger.info('guardian invitation: sent', { userId: teen.userId });
  } catch (error) {
    logger.error('guardian invitation: could not be sent', { userId: teen.userId, error });
  }
}
