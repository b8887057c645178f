import { ROLE_EMPLOYER, ROLE_GUARDIAN } from './session';

/*
 * How an account is named on screen, in the header's account menu (app/layout) and on the profile
 * page (features/profile): here in lib/, since a feature imports neither app/ nor another feature
 *.
 */

export function accountLabel(roleId: number | null): string {
  if (roleId === null) return 'Moderator Account';
  if (roleId === ROLE_GUARDIAN) return 'Parent Account';
  return roleId === ROLE_EMPLOYER ? 'Employer Account' : 'Student Account';
}

/** First letter of the name for the avatar; U when there is none (docs/spec/1-students-and-accounts.md §2). */
export function avatarInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || 'U';
}
