import { webPaths } from '@shared/web-paths';
import { ROLE_EMPLOYER, ROLE_GUARDIAN, ROLE_STUDENT, type Session } from '../../lib/auth/session';

export interface NavItem {
  to: string;
  label: string;
  /** Shorter label in the mobile menu (docs/spec/1-students-and-accounts.md §2: View Profile → Profile). */
  mobileLabel?: string;
  /** Shown as a button on desktop (docs/spec/1-students-and-accounts.md §2: the employer's Dashboard button). */
  asButton?: boolean;
  /** Shows how many messages the person has not read. */
  unreadMessages?: boolean;
}

/**
 * The header's page links for who is here (docs/spec/1-students-and-accounts.md §2). Find Jobs is for everyone but employers;
 * Dashboard only employers; My Applications and Job Alerts only students. Profile sits in the account menu.
 */
export function primaryNavItems(session: Session): NavItem[] {
  if (session.status !== 'signed-in') return [{ to: webPaths.jobs, label: 'Find Jobs' }];
  const { roleId } = session.user;
  const items: NavItem[] = [];
  if (roleId !== ROLE_EMPLOYER) items.push({ to: webPaths.jobs, label: 'Find Jobs' });
  if (roleId === ROLE_STUDENT) {
    items.push({ to: webPaths.myApplications, label: 'My Applications' });
    // Saved searches and their daily e-mails.
    items.push({ to: webPaths.alerts, label: 'Job Alerts' });
  }
  // A parent or guardian: their family page.
  if (roleId === ROLE_GUARDIAN) items.push({ to: webPaths.family, label: 'Family' });
  // Everyone with a role has conversations (a guardian reads their teens'); a moderator's staff
  // account has none, so no inbox is read and no live connection opened for it.
  if (roleId !== null) items.push({ to: webPaths.messages, label: 'Messages', unreadMessages: true });
  // Everyone with accepted jobs: the visits, day by day.
  if (roleId === ROLE_STUDENT || roleId === ROLE_EMPLOYER || roleId === ROLE_GUARDIAN) {
    items.push({ to: webPaths.schedule, label: 'Schedule' });
  }
  if (roleId === ROLE_EMPLOYER) items.push({ to: webPaths.employerHome, label: 'Dashboard', asButton: true });
  // The moderation desk, for members of the moderators group whatever their role.
  if (session.user.moderator) items.push({ to: webPaths.moderation, label: 'Moderation' });
  return items;
}

export const signUpChoices = [
  { to: webPaths.studentSignUp, label: 'Student', hint: 'Find job opportunities', icon: 'student' },
  { to: webPaths.employerSignUp, label: 'Employer', hint: 'Post job listings', icon: 'employer' },
] as const;
