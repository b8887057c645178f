import { ageOf, isMinorAge } from '../../shared/rules/age';
import { ROLE } from '../lib/caller';
import { findUser, guardianConfirmed, type UserItem } from '../users';

/*
 * The people a report concerns, read from our records (never from a request): their name and role
 * for the desk, their address for a statement of reasons, and a minor's confirmed guardian.
 */

const roleNames = {
  [ROLE.student]: 'student',
  [ROLE.employer]: 'employer',
  [ROLE.guardian]: 'guardian',
} as const;

export const roleName = (user: Pick<UserItem, 'roleId'> | undefined): string =>
  user ? roleNames[user.roleId] : 'former user';

export const fullName = (user: Pick<UserItem, 'firstName' | 'lastName'> | undefined): string =>
  user ? `${user.firstName} ${user.lastName}`.trim() : 'Former user';

/** A student under 18 now, by their date of birth (or an older record's age: shared/rules/age.ts). */
export function isMinorUser(
  user: Pick<UserItem, 'roleId' | 'dateOfBirth' | 'age' | 'createdAt'> | undefined,
  now: Date = new Date(),
): boolean {
  if (user?.roleId !== ROLE.student) return false;
  const age = ageOf(user, now);
  return age !== null && isMinorAge(age);
}

/**
 * Who a mail about this person goes to: the person (their own proved address) and, for a minor, their
 * confirmed guardian (a guardian who has not confirmed has proved nothing yet, and is not mailed).
 */
export function mailRecipients(user: UserItem): { email: string; name: string }[] {
  const recipients = [{ email: user.emailId, name: user.firstName }];
  if (isMinorUser(user) && guardianConfirmed(user) && user.parentEmail) {
    recipients.push({ email: user.parentEmail, name: user.parentName ?? 'there' });
  }
  return recipients;
}

export { findUser, type UserItem };
