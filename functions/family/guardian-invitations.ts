import { ROLES } from '../../shared/auth/pool-definition';
import { GUARDIAN_CORRECTIONS_MAX, INVITATION_RESENDS_MAX } from '../../shared/rules/family';
import { isSameMailbox, personMessages } from '../../shared/rules/person';
import { runtimeEnv } from '../../shared/runtime-env';
import {
  type CorrectGuardianInput,
  familyMessages,
  type InvitationDetails,
} from '../../shared/schemas/family';
import { shareGuardianWithConversations, voidApprovalLinks } from '../applications';
import { type Tokens, userPoolAuth } from '../auth';
import type { Caller } from '../lib/caller';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/errors';
import type { ApiEvent } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { guardianLinked } from '../schedule/index';
import type { UserItem } from '../users';
import {
  asTodaysInvitationTo,
  guardianRepository,
  hasGuardian,
  mailInvitation,
  newInvitation,
  nextResendAt,
  userRepository,
} from '../users';
import { createGuardianAccount, removeGuardianAccount } from './guardian-account';
import { linkUsed, openInvitation } from './invitation-link';

/*
 * The guardian invitation's flows: what the link shows, confirming with a new account or
 * a signed-in one, declining, and the teen's resend and correction. Each change is one conditional
 * write (users/guardian-repository.ts), so a reused link, or twenty requests at once, change things once.
 */

/** POST /guardian/invitation: what the page shows before the guardian chooses. Changes nothing. */
export async function readInvitation(token: string): Promise<InvitationDetails> {
  const { teen } = await openInvitation(token);
  const email = teen.parentEmail ?? '';
  const profile = await userRepository.findByEmail(email);
  return {
    teenFirstName: teen.firstName,
    guardianName: teen.parentName ?? '',
    guardianEmail: email,
    accountExists: profile?.roleId === ROLES.guardian,
    expiresAt: teen.guardianExpiresAt ?? new Date().toISOString(),
  };
}

/**
 * POST /guardian/invitation/accept: makes the guardian's account at the invited address and confirms
 * them, then signs them in. If the link was used meanwhile (a twin request), the account this request
 * made is removed again and the answer is the used link's 400.
 */
export async function acceptInvitation(
  input: { token: string; firstName: string; lastName: string; password: string },
  event: ApiEvent,
  now = new Date(),
): Promise<Tokens> {
  const { teen, nonce } = await openInvitation(input.token, now);
  const guardian = await createGuardianAccount(
    {
      emailId: teen.parentEmail ?? '',
      firstName: input.firstName,
      lastName: input.lastName,
      password: input.password,
    },
    now,
  );
  if (!(await guardianRepository.confirm(teen.userId, nonce, guardian, now)).ok) {
    await removeGuardianAccount(guardian);
    throw linkUsed();
  }
  logger.info('guardian: confirmed with a new account', { teenId: teen.userId, guardianId: guardian.userId });
  await shareGuardianWithConversations(teen.userId);
  // A teen hired before the guardian confirmed: the guardian follows the day of those jobs too.
  await guardianLinked(teen, guardian.userId);
  return userPoolAuth.signIn(guardian.emailId, input.password, event);
}

/**
 * POST /family/invitation/confirm: a signed-in guardian (another child of theirs) confirms. The link
 * proves only that its holder reads the invited mailbox, so the account confirming must be that
 * mailbox (any spelling of it: `mailboxOf`); a guardian who holds another family's link learns it is
 * not theirs and changes nothing.
 */
export async function confirmInvitation(caller: Caller, token: string, now = new Date()): Promise<void> {
  const { teen, nonce } = await openInvitation(token, now);
  const guardian = await userRepository.getById(caller.userId);
  if (!guardian || guardian.roleId !== ROLES.guardian) throw notFound();
  if (isSameMailbox(guardian.emailId, teen.emailId)) {
    throw badRequest('A student cannot be their own parent or guardian.', undefined, 'OWN_GUARDIAN');
  }
  if (!isSameMailbox(guardian.emailId, teen.parentEmail ?? '')) {
    throw forbidden(familyMessages.notInvitedAddress, 'NOT_INVITED_ADDRESS');
  }
  if (!(await guardianRepository.confirm(teen.userId, nonce, guardian, now)).ok) throw linkUsed();
  logger.info('guardian: confirmed signed in', { teenId: teen.userId, guardianId: guardian.userId });
  await shareGuardianWithConversations(teen.userId);
  await guardianLinked(teen, guardian.userId);
}

/**
 * POST /guardian/invitation/decline: "This is not my child". The link is spent, the teen's
 * applications pause until a correct guardian confirms (the apply route, applications/routes/apply-to-job.ts), and support is told.
 */
export async function declineInvitation(token: string, now = new Date()): Promise<void> {
  const { teen, nonce } = await openInvitation(token, now);
  const declined = await guardianRepository.decline(teen.userId, nonce, now);
  if (!declined.ok) throw linkUsed();
  logger.info('guardian: invitation declined', { teenId: teen.userId });
  await notify('SupportAlert_GuardianDeclined', [process.env[runtimeEnv.supportEmail]], {
    teenName: `${teen.firstName} ${teen.lastName}`.trim(),
    teenEmail: teen.emailId,
    guardianEmail: teen.parentEmail ?? '',
  });
}

async function ownTeenRecord(caller: Caller): Promise<UserItem> {
  const teen = await userRepository.getById(caller.userId);
  if (!teen || !hasGuardian(teen) || !teen.guardianStatus) {
    throw notFound('You have no parent or guardian invitation.', 'NO_GUARDIAN');
  }
  return teen;
}

/** Why a resend is refused, read after its conditional write refused it. */
function resendRefusal(teen: UserItem, now: Date): HttpError {
  if (teen.guardianStatus === 'confirmed')
    return conflict(familyMessages.afterConfirmation, 'GUARDIAN_CONFIRMED');
  if (teen.guardianStatus !== 'invited') return conflict(familyMessages.notInvited, 'NOT_INVITED');
  if ((teen.guardianResends ?? 0) >= INVITATION_RESENDS_MAX) {
    return new HttpError(429, 'RESENDS_USED', familyMessages.resendsUsed);
  }
  const next = nextResendAt(teen);
  const seconds = next ? Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)) : 86_400;
  return new HttpError(429, 'RESEND_TOO_SOON', familyMessages.resendTooSoon, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * POST /user/guardian/resend: a new link (the old one stops working), once a day, 3 times in all, and
 * only if the mailbox had no invitation today. The teen's own rule is read first, for its message
 * (when they may send again); the write's condition decides.
 */
export async function resendInvitation(caller: Caller, now = new Date()): Promise<UserItem> {
  const teen = await ownTeenRecord(caller);
  const due = nextResendAt(teen);
  if (!due || due > now) throw resendRefusal(teen, now);
  const invitation = newInvitation(now);
  const resent = await asTodaysInvitationTo(
    teen.parentEmail ?? '',
    async () => {
      const updated = await guardianRepository.resend(teen.userId, invitation);
      if (!updated.ok) throw resendRefusal((await userRepository.getById(teen.userId)) ?? teen, now);
      return updated.value;
    },
    now,
  );
  await mailInvitation(resent, invitation);
  return resent;
}

/**
 * PUT /user/guardian: the teen corrects a mistyped address before anyone confirmed it: the old link
 * stops working and the new address is invited. After confirmation only the guardian can change it.
 */
export async function correctGuardian(
  caller: Caller,
  input: Required<Pick<CorrectGuardianInput, 'parentName' | 'parentEmail'>>,
  now = new Date(),
): Promise<UserItem> {
  const teen = await ownTeenRecord(caller);
  if (teen.guardianStatus === 'confirmed')
    throw conflict(familyMessages.afterConfirmation, 'GUARDIAN_CONFIRMED');
  if (isSameMailbox(input.parentEmail, teen.emailId)) {
    throw badRequest('Please correct the highlighted fields.', {
      parentEmail: personMessages.parentEmailIsOwn,
    });
  }
  // Another spelling of the same mailbox is the same address (`+tag`s, gmail's dots).
  if (teen.parentEmail && isSameMailbox(input.parentEmail, teen.parentEmail)) {
    throw conflict(familyMessages.sameAddress, 'SAME_ADDRESS');
  }
  if ((teen.guardianCorrections ?? 0) >= GUARDIAN_CORRECTIONS_MAX) {
    throw new HttpError(429, 'CORRECTIONS_USED', familyMessages.correctionsUsed);
  }
  const invitation = newInvitation(now);
  const corrected = await asTodaysInvitationTo(
    input.parentEmail,
    async () => {
      const updated = await guardianRepository.correct(
        teen.userId,
        { name: input.parentName, email: input.parentEmail },
        teen.parentEmail ?? '',
        invitation,
      );
      // Changed meanwhile (a twin request, or the guardian confirmed): say what it is now.
      if (!updated.ok) {
        const current = await userRepository.getById(teen.userId);
        if (current?.guardianStatus === 'confirmed') {
          throw conflict(familyMessages.afterConfirmation, 'GUARDIAN_CONFIRMED');
        }
        throw conflict(familyMessages.sameAddress, 'SAME_ADDRESS');
      }
      return updated.value;
    },
    now,
  );
  // Approve and Decline links mailed to an earlier guardian stop working (they are bound to that
  // guardian too: approvals.ts); the applications wait for the guardian who confirms next.
  await voidApprovalLinks(teen.userId);
  await mailInvitation(corrected, invitation);
  return corrected;
}
