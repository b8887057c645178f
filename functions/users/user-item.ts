import { ageOf, dateOfBirthOf, datesOfBirthForAge } from '../../shared/rules/age';
import type { GuardianStatus, TeenSettings } from '../../shared/rules/family';
import { guardianOf, type ProfileData, type ProfileResponse } from '../../shared/schemas/user';
import type { RoleId } from '../lib/caller';
import { birthdayKeys } from './birthday-keys';
import { teenGuardianView } from './guardian-link';

/**
 * A teen's guardian link, on the teen's own record so every change is one conditional
 * write (functions/users/guardian-repository.ts). `parentName`/`parentEmail` are the invited person
 * until they confirm, then the guardian's account.
 */
export interface GuardianFields {
  guardianStatus?: GuardianStatus;
  /** The nonce of the one invitation link that works now; removed when it is used. */
  guardianNonce?: string;
  /** When the current invitation was sent, and until when its link works. */
  guardianInvitedAt?: string;
  guardianExpiresAt?: string;
  /** Invitations sent again (at most 3, one a day) and addresses corrected (at most 3). */
  guardianResends?: number;
  guardianCorrections?: number;
  /** The guardian's account, once confirmed. */
  guardianId?: string;
  guardianConfirmedAt?: string;
  /**
   * What the guardian decided for this teen. Until they first save (`familySettingsChosen`), the
   * defaults of the teen's age today apply (shared/rules/family.ts), so they change on the 16th birthday.
   */
  familySettings?: TeenSettings;
  familySettingsChosen?: boolean;
  /** The teen's ZIP code placed on the map, for the guardian's distance limit. */
  homePoint?: { latitude: number; longitude: number };
}

/** A person as stored in the users table; the Cognito user (sub) is the identity, this is the profile. */
export interface UserItem extends GuardianFields {
  userId: string;
  /** Lower-cased: the byEmail index is the duplicate check. */
  emailId: string;
  firstName: string;
  lastName: string;
  /** 10 digits, no formatting. */
  contactNumber: string;
  roleId: RoleId;
  /** Students only. */
  zipCode?: string;
  /** Students: `YYYY-MM-DD`. Every rule computes the age from it (shared/rules/age.ts `ageOf`). */
  dateOfBirth?: string;
  /**
   * Records from before dates of birth: the age given at sign-up. Until the student confirms a date
   * (PUT /user/date-of-birth), the rules read an estimate from it (`estimatedDateOfBirth`).
   */
  age?: number;
  /**
   * The sparse `birthdaysDue` index: the next birthday on which a minor's rules change (16, then 18),
   * on the age calendar, found by the daily birthday run without a Scan (functions/family/birthdays.ts).
   */
  birthdayShard?: string;
  birthdayOn?: string;
  /** Students under 18 only. */
  parentName?: string;
  parentEmail?: string;
  interests: string[];
  bio: string;
  /** Absent for Google sign-ups, which have no referral survey. */
  referralSource?: 'friends' | 'neighbors' | 'socialMedia' | 'other';
  referralDetails?: string;
  /**
   * Employers only: shown in students' work histories as "A household in Austin, TX" rather than by
   * name (shared/rules/employer-display.ts). Absent: by name.
   */
  shownAsHousehold?: boolean;
  /** How the account was created; absent on records older than this field (treated as password). */
  signUpMethod?: 'password' | 'google';
  createdAt: string;
  updatedAt: string;
}

/**
 * A student from before dates of birth: the estimate to confirm, and the days that keep the age they
 * gave. Undefined once they have a date of birth, and for everyone else.
 */
export function dateOfBirthToConfirm(item: UserItem): ProfileData['confirmDateOfBirth'] {
  if (item.roleId !== 1 || item.dateOfBirth || item.age === undefined) return undefined;
  const { earliest, latest } = datesOfBirthForAge(item.age, item.createdAt);
  return { estimate: latest, earliest, latest, ageGiven: item.age };
}

/** GET /user `data` (docs/spec/1-students-and-accounts.md §3): every key present, null where the role has no such field. */
export function toProfileData(item: UserItem, now = new Date()): ProfileData {
  const toConfirm = dateOfBirthToConfirm(item);
  return {
    firstName: item.firstName,
    lastName: item.lastName,
    emailId: item.emailId,
    contactNumber: item.contactNumber,
    bio: item.bio ?? '',
    age: ageOf(item, now),
    dateOfBirth: dateOfBirthOf(item),
    parentEmail: item.parentEmail ?? null,
    parentName: item.parentName ?? null,
    zipCode: item.zipCode ?? null,
    interests: item.interests ?? [],
    roleId: item.roleId,
    ...(teenGuardianView(item, now) ? { guardian: teenGuardianView(item, now) } : {}),
    ...(toConfirm ? { confirmDateOfBirth: toConfirm } : {}),
  };
}

/** `id` and `entity` are both the user's id (see profileResponseSchema). */
export function toProfileResponse(item: UserItem): ProfileResponse {
  return { id: item.userId, entity: item.userId, data: toProfileData(item) };
}

/** What both sign-up paths know about a new account. */
type NewAccount =
  | {
      roleId: 1;
      firstName: string;
      lastName: string;
      emailId: string;
      contactNumber: string;
      zipCode: string;
      dateOfBirth: string;
      parentName?: string;
      parentEmail?: string;
      interests: string[];
      bio: string;
    }
  | { roleId: 2; firstName: string; lastName: string; emailId: string; contactNumber: string };

type Origin = Pick<UserItem, 'signUpMethod' | 'referralSource' | 'referralDetails'>;

/** The first record of an account. A parent or guardian is kept only for a student under 18. */
export function newUserItem(userId: string, input: NewAccount, origin: Origin, now: Date): UserItem {
  const common = {
    userId,
    emailId: input.emailId,
    firstName: input.firstName,
    lastName: input.lastName,
    contactNumber: input.contactNumber,
    ...(origin.signUpMethod ? { signUpMethod: origin.signUpMethod } : {}),
    ...(origin.referralSource ? { referralSource: origin.referralSource } : {}),
    ...(origin.referralDetails ? { referralDetails: origin.referralDetails } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (input.roleId === 2) return { ...common, roleId: 2, interests: [], bio: '' };
  return {
    ...common,
    roleId: 1,
    zipCode: input.zipCode,
    dateOfBirth: input.dateOfBirth,
    ...birthdayKeys(userId, input.dateOfBirth, now),
    ...guardianOf(input, now),
    interests: input.interests,
    bio: input.bio,
  };
}
