import {
  defaultTeenSettings,
  GUARDIAN_CORRECTIONS_MAX,
  type GuardianStatus,
  INVITATION_RESEND_INTERVAL_HOURS,
  INVITATION_RESENDS_MAX,
  type TeenSettings,
} from '../../shared/rules/family';
import { isMinor } from '../../shared/rules/person';
import type { TeenGuardian } from '../../shared/schemas/user';
import type { RoleId } from '../lib/caller';

/*
 * Pure rules of a teen's guardian link (issue 20 §1): what the teen may do next, and what the teen
 * and the guardian see. The writes are guardian-repository.ts's.
 */

const HOUR_MS = 3_600_000;

/**
 * What these rules read of a user's record (a users/user-item.ts UserItem has it all). Written out
 * here rather than imported: user-item.ts builds the profile with teenGuardianView, so importing its
 * type back would make an import circle between the two domains (issue 22 §2).
 */
interface TeenRecord {
  roleId: RoleId;
  age?: number;
  parentName?: string;
  parentEmail?: string;
  guardianStatus?: GuardianStatus;
  guardianInvitedAt?: string;
  guardianResends?: number;
  guardianCorrections?: number;
  familySettings?: TeenSettings;
}

/** A student under 18 with a guardian address: the people this feature is about. */
export const hasGuardian = (user: TeenRecord): boolean =>
  user.roleId === 1 &&
  user.age !== undefined &&
  isMinor(user.age) &&
  // `ended`: their guardian deleted their account; the teen still needs one (issue 21 §4).
  (Boolean(user.parentEmail) || user.guardianStatus === 'ended');

/** The guardian's settings for this teen, or the defaults for their age. */
export function settingsOf(user: TeenRecord): Required<TeenSettings> {
  // Settings saved before phone numbers could be allowed have no answer: off.
  return { allowPhoneNumbers: false, ...(user.familySettings ?? defaultTeenSettings(user.age ?? 17)) };
}

/** Mail to the guardian address may go only once its owner has confirmed (issue 20 §1). */
export const guardianConfirmed = (user: TeenRecord): boolean => user.guardianStatus === 'confirmed';

/** When the teen may send the invitation again (null: they may not at all). */
export function nextResendAt(user: TeenRecord): Date | null {
  if (user.guardianStatus !== 'invited') return null;
  if ((user.guardianResends ?? 0) >= INVITATION_RESENDS_MAX) return null;
  const last = user.guardianInvitedAt ? Date.parse(user.guardianInvitedAt) : 0;
  return new Date(last + INVITATION_RESEND_INTERVAL_HOURS * HOUR_MS);
}

/** The guardian part of the teen's own profile: status, address, what they may still do, and limits. */
export function teenGuardianView(user: TeenRecord): TeenGuardian | undefined {
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
