import { BIRTHDAY_SHARDS, birthdayShardOf } from './birthday-keys';
import type { ContactDetails } from './contact-details';
import type { UserItem } from './user-item';
import { userRepository } from './user-repository';

/**
 * The users domain's public face: what other domains may use of it. A person's record (their names,
 * role, date of birth and, for a teen, the guardian link and the guardian's settings) is read by its id.
 */

export type { ContactDetails, UserItem };
export { userRepository };

/** A person's record, or undefined when there is none (deleted, or never made). */
export const findUser = (userId: string): Promise<UserItem | undefined> => userRepository.getById(userId);

/** A person's record by id (a profile: student, employer or guardian). */
export const getUser = (userId: string, consistent = false): Promise<UserItem | undefined> =>
  userRepository.getById(userId, consistent);

/**
 * A teen's name, phone and ZIP code changed by their guardian, with the rules of the teen's own
 * profile. It brings the user pool's client: a bundle that never calls it leaves it out, as our own
 * modules are free of side effects there (shared/own-modules-pure.ts).
 */
export { updateContactDetails } from './contact-details';

export { BIRTHDAY_SHARDS };

/** The minors of one shard of the `birthdaysDue` index whose next rule-changing birthday is due by `today`. */
export const birthdaysDue = (shard: number, today: string): Promise<UserItem[]> =>
  userRepository.birthdaysDue(`BIRTHDAY#${shard}`, today);

/** Moves a minor from the birthday due to their next one (null: none), once. */
export const moveBirthday = (
  userId: string,
  from: string,
  to: { birthdayShard: string; birthdayOn: string } | null,
) => userRepository.moveBirthday(userId, from, to);

/** A deleted account's records in the users and family tables, and what its export reads there. */
export {
  claimDeletion,
  deleteProfile,
  endGuardianLink,
  type FamilyItem,
  forgetGuardianLink,
  forgetStudentFamily,
  forgetTeenActivity,
  guardianLinksOf,
  teenActivityOf,
} from './account-data';
/**
 * A teen's guardian link, its invitation and what the guardian hears (the family table's activity),
 * and the people's user-pool accounts: the family, auth and account domains ask for them here.
 */
export { cognitoParameterError } from './account-errors';
export { type ActivityItem, activityRepository, DIGEST_SHARDS } from './activity-repository';
export { asTodaysInvitationTo, inviteGuardian, mailInvitation, newInvitation } from './guardian-invitation';
export {
  guardianConfirmed,
  guardianLimitsOf,
  hasGuardian,
  nextResendAt,
  schoolOf,
  settingsOf,
} from './guardian-link';
export { guardianRepository } from './guardian-repository';
export { poolAdmin } from './pool-admin';
export { replaceUnconfirmedSignUp } from './register-user';
export { familyUrl, type GuardianEvent, tellGuardian } from './tell-guardian';
export { toProfileResponse } from './user-item';
export { userPoolAccounts } from './user-pool-accounts';
export { verificationCooldown } from './verification-cooldown';
export { birthdayShardOf };
