import {
  defaultTeenSettings,
  GUARDIAN_CORRECTIONS_MAX,
  INVITATION_RESEND_INTERVAL_HOURS,
  INVITATION_RESENDS_MAX,
  type TeenSettings,
} from '../../shared/rules/family';
import { isMinor } from '../../shared/rules/person';
import type { TeenGuardian } from '../../shared/schemas/user';
import type { UserItem } from '../users/user-item';

/*
 * Pure rules of a teen's guardian link (issue 20 §1): what the teen may do next, and what the teen
 * and the guardian see. The writes are guardian-repository.ts's.
 */

const HOUR_MS = 3_600_000;

/** A student under 18 with a guardian address: the people this feature is about. */
export const hasGuardian = (user: UserItem): boolean =>
  user.roleId === 1 &&
  user.age !== undefined &&
  isMinor(user.age) &&
  // `ended`: their guardian deleted their account; the teen still needs one (issue 21 §4).
  (Boolean(user.parentEmail) || user.guardianStatus === 'ended');

/** The guardian's settings for this teen, or the defaults for their age. */
export function settingsOf(user: UserItem): TeenSettings {
  return user.familySettings ?? defaultTeenSettings(user.age ?? 17);
}

/** Mail to the guardian address may go only once its owner has confirmed (issue 20 §1). */
export const guardianConfirmed = (user: UserItem): boolean => user.guardianStatus === 'confirmed';

/** When the teen may send the invitation again (null: they may not at all). */
export function nextResendAt(user: UserItem): Date | null {
  if (user.guardianStatus !== 'invited') return null;
  if ((user.guardianResends ?? 0) >= INVITATION_RESENDS_MAX) return null;
  const last = user.guardianInvitedAt ? Date.parse(user.guardianInvitedAt) : 0;
  return new Date(last + INVITATION_RESEND_INTERVAL_HOURS * HOUR_MS);
}

/** The guardian part of the teen's own profile: status, address, what they may still do, and limits. */
export function teenGuardianView(user: UserItem): TeenGuardian | undefined {
  if (!hasGuardian(user) || !user.guardianStatus) return undefined;
  const settings = settingsOf(user);
  const next = nextResendAt(user);
  return {
    status: user.guardianStatus,
    name: user.parentName ?? '',
    email: user.parentEmail ?? '',
    resendsLeft: Math.max(0, INVITATION_RESENDS_MAX - (user.guardianResends ?? 0)),
    nextResendAt: next ? next.toISOString() : null,
    correctionsLeft:
      user.guardianStatus === 'confirmed'
        ? 0
        : Math.max(0, GUARDIAN_CORRECTIONS_MAX - (user.guardianCorrections ?? 0)),
    // The limits that apply to them, never the guardian's e-mail settings (issue 20, bad input).
    limits: {
      approvalRequired: settings.approvalRequired,
      maxDistanceMiles: settings.maxDistanceMiles,
      allowedKinds: settings.allowedKinds,
      paused: settings.paused,
    },
  };
}
