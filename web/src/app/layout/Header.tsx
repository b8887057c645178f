import { NavLink } from 'react-router-dom';
import { type Session, useSession } from '../../lib/auth/session';
import { AccountMenu } from './AccountMenu';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { primaryNavItems } from './nav-links';
import { SessionLoading } from './SessionLoading';
import { SignUpMenu } from './SignUpMenu';

export function Header() {
  const session = useSession();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.navList}>
            {primaryNavItems(session).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={item.asButton ? 'btn btn-secondary' : styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <SessionActions session={session} />
        </nav>
        <MobileMenu session={session} />
      </div>
    </header>
  );
}

function SessionActions({ session }: { session: Session }) {
  switch (session.status) {
    case 'loading':
      return <SessionLoading />;
    case 'signed-out':
      return (
        <div className={styles.actions}>
          <NavLink to="/auth/signin" className={`btn btn-secondary ${styles.signIn}`}>
            Sign In
          </NavLink>
          <SignUpMenu />
        </div>
      );
    case 'signed-in':
      return (
        <div className={styles.actions}>
          <AccountMenu user={session.user} signOut={session.signOut} />
        </div>
      );
  }
}
