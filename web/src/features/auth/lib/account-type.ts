import { ROLES, type RoleId } from '@shared/auth/pool-definition';
import type { AccountType } from '../../../lib/auth/google';
import { SIGNUP_TAB_KEY } from '../../home/components/PostJobLink';

export type { AccountType };

export const roleIdOf = (type: AccountType): RoleId => (type === 'employer' ? ROLES.employer : ROLES.student);
export const accountTypeOf = (roleId: number): AccountType =>
  roleId === ROLES.employer ? 'employer' : 'student';

/** Reads a role from navigation state, which may carry 'student' / 'employer' or 1 / 2. */
export function accountTypeFrom(value: unknown): AccountType | null {
  if (value === 'student' || value === 'employer') return value;
  if (value === ROLES.student || value === ROLES.employer) return accountTypeOf(value);
  return null;
}

/** The tab a visitor last chose by intent (e.g. "Post a Job" stores employer), if any. */
export function storedSignUpTab(): AccountType | null {
  try {
    return accountTypeFrom(localStorage.getItem(SIGNUP_TAB_KEY));
  } catch {
    return null;
  }
}

/** Once an account exists or someone signed in, the hint has served its purpose. */
export function forgetSignUpTab(): void {
  try {
    localStorage.removeItem(SIGNUP_TAB_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
