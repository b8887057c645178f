import { Link } from 'react-router-dom';
import { ROLE_STUDENT, type SessionUser } from '../../lib/auth/session';
import { BriefcaseIcon, LogOutIcon, UserIcon } from '../../lib/ui/icons';
import { AccountSummary, Avatar } from './AccountSummary';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';

interface AccountMenuProps {
  user: SessionUser;
  signOut: () => void;
}

/** The signed-in user's avatar and menu (spec/1 §2). */
export function AccountMenu({ user, signOut }: AccountMenuProps) {
  const links = [
    { to: '/profile', label: 'View Profile', Icon: UserIcon },
    ...(user.roleId === ROLE_STUDENT
      ? [{ to: '/applications', label: 'My Applications', Icon: BriefcaseIcon }]
      : []),
  ];
  return (
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
            <li>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                <LogOutIcon className={styles.menuIcon} />
                Log out
              </button>
            </li>
          </ul>
        </>
      )}
    </Dropdown>
  );
}
