import { ROLES } from '@shared/auth/pool-definition';
import type { AccountType } from '../../../lib/auth/google';

export { forgetSignUpTab, storedSignUpTab } from '../../../lib/auth/sign-up-tab';
export type { AccountType };

/** The tab's role (a parent's account has no tab: it signs in on either, see POST /signin). */
export const roleIdOf = (type: AccountType): typeof ROLES.student | typeof ROLES.employer =>
  type === 'employer' ? ROLES.employer : ROLES.student;
export const accountTypeOf = (roleId: number): AccountType =>
  roleId === ROLES.employer ? 'employer' : 'student';

/** Reads a role from navigation state, which may carry 'student' / 'employer' or 1 / 2. */
export function accountTypeFrom(value: unknown): AccountType | null {
  if (value === 'student' || value === 'employer') return value;
  if (value === ROLES.student || value === ROLES.employer) return accountTypeOf(value);
  return null;
}
