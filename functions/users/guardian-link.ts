import {
  GUARDIAN_CORRECTIONS_MAX,
  guardianConfirmed,
  hasGuardian,
  INVITATION_RESEND_INTERVAL_HOURS,
  INVITATION_RESENDS_MAX,
  isMinorStudent,
  type TeenRecord as SharedTeenRecord,
  schoolOf,
  settingsOf,
} from '../../shared/rules/family';
import type { GuardianLimits } from '../../shared/rules/guardian-limits';
import type { TeenGuardian } from '../../shared/schemas/user';

/*
 * Pure rules of a teen's guardian link: what the teen may do next, and what the teen
 * and the guardian see. The writes are guardian-repository.ts's.
 */

const HOUR_MS = 3_600_000;

/** What these rules read of a user's record: shared/rules/family.ts, with the rules every domain asks. */
interface TeenRecord extends SharedTeenRecord {
  guardianInvitedAt?: string;
  guardianResends?: number;
  guardianCorrections?: number;
  homePoint?: { latitude: number; longitude: number };
}

export { guardianConfirmed, hasGuardian, isMinorStudent, schoolOf, settingsOf };

/** When the teen may send the invitation again (null: they may not at all). */
export function nextResendAt(user: TeenRecord): Date | null {
  if (user.guardianStatus !== 'invited') return null;
  if ((user.guardianResends ?? 0) >= INVITATION_RESENDS_MAX) return null;
  const last = user.guardianInvitedAt ? Date.parse(user.guardianInvitedAt) : 0;
  return new Date(last + INVITATION_RESEND_INTERVAL_HOURS * HOUR_MS);
}

/** The guardian part of the teen's own profile: status, address, what they may still do, and limits. */
export function teenGuardianView(user: TeenRecord, now = new Date()): TeenGuardian | undefined {
  if (!hasGuardian(user, now) || !user.guardianStatus) return undefined;
  const settings = settingsOf(user, now);
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
    // The limits that apply to them, never the guardian's e-mail settings (bad input).
    limits: {
      approvalRequired: settings.approvalRequired,
      maxDistanceMiles: settings.maxDistanceMiles,
      allowedKinds: settings.allowedKinds,
      paused: settings.paused,
      home: user.homePoint ?? null,
    },
  };
}

/** The limits the guardian set, as the one rule reads them (shared/rules/guardian-limits.ts). */
export function guardianLimitsOf(user: TeenRecord, now = new Date()): GuardianLimits {
  const settings = settingsOf(user, now);
  return {
    paused: settings.paused,
    maxDistanceMiles: settings.maxDistanceMiles,
    allowedKinds: settings.allowedKinds,
    home: user.homePoint ?? null,
  };
}
