import { webPaths } from '@shared/web-paths';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROLE_STUDENT, type SessionUser } from '../../lib/auth/session';
import { BriefcaseIcon, LogOutIcon, UserIcon } from '../../lib/ui/icons';
import { AccountSummary, Avatar } from './AccountSummary';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';
import { SignOutEverywhere } from './SignOutEverywhere';

interface AccountMenuProps {
  user: SessionUser;
  signOut: () => void;
}

/** The signed-in user's avatar and menu (docs/spec/1-students-and-accounts.md §2), with "Sign out everywhere" beside "Log out". */
export function AccountMenu({ user, signOut }: AccountMenuProps) {
  const [everywhere, setEverywhere] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Focus goes back to the avatar when the question closes (the menu item that opened it is gone).
  const avatar = useMemo(
    () => ({
      get current() {
        return wrapper.current?.querySelector<HTMLElement>('button') ?? null;
      },
    }),
    [],
  );
  const links = [
    { to: webPaths.profile, label: 'View Profile', Icon: UserIcon },
    ...(user.roleId === ROLE_STUDENT
      ? [{ to: webPaths.myApplications, label: 'My Applications', Icon: BriefcaseIcon }]
      : []),
  ];
  return (
    <div ref={wrapper}>
      <Dropdown
        ariaLabel={`Account menu for ${user.name || 'your account'}`}
        buttonClassName={styles.avatarButton}
        label={<Avatar name={user.name} />}
        openOnHover
      >
        {(close) => (
          <>
            <AccountSummary user={user} />
            <ul className={styles.menuList}>
              {links.map(({ to, label, Icon }) => (
                <li key={to}>
                  <Link to={to} className={styles.menuItem}>
                    <Icon className={styles.menuIcon} />
                    {label}
                  </Link>
                </li>
              ))}
              {[
                { label: 'Log out', act: signOut },
                { label: 'Sign out everywhere', act: () => setEverywhere(true) },
              ].map(({ label, act }) => (
                <li key={label}>
                  <button
                    type="button"
                    className={styles.menuItem}
                    onClick={() => {
                      close();
                      act();
                    }}
                  >
                    <LogOutIcon className={styles.menuIcon} />
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Dropdown>
      <SignOutEverywhere open={everywhere} onClose={() => setEverywhere(false)} returnFocusTo={avatar} />
    </div>
  );
}
