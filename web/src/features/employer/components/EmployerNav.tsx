import type { ComponentType } from 'react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { type IconProps, UserIcon } from '../../../lib/ui/icons';
import { employerPaths } from '../lib/paths';
import styles from './EmployerNav.module.css';
import { GridIcon, ListIcon, PlusIcon, UsersIcon } from './icons';

interface Item {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  /** Only the exact path counts as current (the dashboard is the parent of the others). */
  end?: boolean;
}

const mainItems: Item[] = [
  { to: employerPaths.dashboard, label: 'Dashboard', Icon: GridIcon, end: true },
  { to: employerPaths.postJob, label: 'Post a Job', Icon: PlusIcon },
  { to: employerPaths.postedJobs, label: 'Posted Jobs', Icon: ListIcon },
  { to: employerPaths.applications, label: 'Applications', Icon: UsersIcon },
];
const accountItems: Item[] = [{ to: employerPaths.profile, label: 'Profile', Icon: UserIcon }];

/** The label of the section a path belongs to, for the mobile bar. */
export function currentSectionLabel(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const match = [...mainItems, ...accountItems].find((item) =>
    item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`),
  );
  return match?.label ?? 'Dashboard';
}

interface EmployerNavProps {
  /** Icons only; the labels stay for screen readers and as tooltips. */
  compact?: boolean;
  onNavigate?: () => void;
}

/** Dashboard, Post a Job, Posted Jobs, Applications, and Profile under Account (docs/spec/2-employers-and-info-pages.md §2). */
export function EmployerNav({ compact = false, onNavigate }: EmployerNavProps) {
  const accountId = useId();
  const link = (item: Item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        className={styles.link}
        title={compact ? item.label : undefined}
        onClick={onNavigate}
      >
        <item.Icon className={styles.icon} />
        <span className={compact ? 'visually-hidden' : styles.label}>{item.label}</span>
      </NavLink>
    </li>
  );
  return (
    <nav aria-label="Employer" className={compact ? `${styles.nav} ${styles.compact}` : styles.nav}>
      <ul className={styles.list}>{mainItems.map(link)}</ul>
      <p id={accountId} className={compact ? 'visually-hidden' : styles.group}>
        Account
      </p>
      {compact ? <hr className={styles.rule} /> : null}
      <ul className={styles.list} aria-labelledby={accountId}>
        {accountItems.map(link)}
      </ul>
    </nav>
  );
}
