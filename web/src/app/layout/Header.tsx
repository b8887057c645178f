import { webPaths } from '@shared/web-paths';
import { NavLink } from 'react-router-dom';
import { type Session, useSession } from '../../lib/auth/session';
import { useHydrated } from '../../lib/use-hydrated';
import { AccountMenu } from './AccountMenu';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { primaryNavItems } from './nav-links';
import { SessionLoading } from './SessionLoading';
import { SignUpMenu } from './SignUpMenu';
import { UnreadCount } from './UnreadCount';

/**
 * Who is signed in lives in this tab's sessionStorage, which the build's pre-render cannot see: the
 * pre-rendered header is the signed-out one. While that HTML is hydrated the header renders the same,
 * then shows the person (a page React renders from scratch shows them at once).
 */
function useShownSession(): Session {
  const session = useSession();
  const hydrated = useHydrated();
  return hydrated ? session : { ...session, status: 'signed-out' };
}

export function Header() {
  const session = useShownSession();
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
                  {item.unreadMessages ? <UnreadCount /> : null}
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
          <NavLink to={webPaths.signIn} className={`btn btn-secondary ${styles.signIn}`}>
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
