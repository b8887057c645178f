import { webPaths } from '@shared/web-paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { Session } from '../../lib/auth/session';
import { CloseIcon, LogOutIcon, MenuIcon } from '../../lib/ui/icons';
import { useDismiss } from '../../lib/ui/use-dismiss';
import { useNavigationsStarted } from '../history-router';
import { AccountSummary } from './AccountSummary';
import styles from './MobileMenu.module.css';
import { primaryNavItems } from './nav-links';
import { SessionLoading } from './SessionLoading';
import { SignOutEverywhere } from './SignOutEverywhere';
import { SignUpChoices } from './SignUpChoices';
import { UnreadCount } from './UnreadCount';

const PANEL_ID = 'mobile-menu';

/** The collapsible menu under 768 px: mirrors the desktop header (docs/spec/1-students-and-accounts.md §2). */
export function MobileMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const [everywhere, setEverywhere] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, toggle);

  // Any navigation closes the menu, including following a link to the page already shown.
  const navigations = useNavigationsStarted();
  useEffect(() => {
    if (navigations) setOpen(false);
  }, [navigations]);

  return (
    <div className={styles.mobile} ref={container}>
      <button
        ref={toggle}
        type="button"
        className={`btn btn-ghost ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={PANEL_ID} className={styles.panel} aria-label="Main" hidden={!open}>
        <div className="container">
          <MobileMenuContent session={session} close={close} askEverywhere={() => setEverywhere(true)} />
        </div>
      </nav>
      <SignOutEverywhere open={everywhere} onClose={() => setEverywhere(false)} returnFocusTo={toggle} />
    </div>
  );
}

function MobileMenuContent({
  session,
  close,
  askEverywhere,
}: {
  session: Session;
  close: () => void;
  askEverywhere: () => void;
}) {
  if (session.status === 'loading') return <SessionLoading />;
  const links = primaryNavItems(session);
  return (
    <>
      {session.status === 'signed-in' ? <AccountSummary user={session.user} /> : null}
      <ul className={styles.links}>
        {links.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.link}>
              {item.mobileLabel ?? item.label}
              {item.unreadMessages ? <UnreadCount /> : null}
            </NavLink>
          </li>
        ))}
        {session.status === 'signed-in' ? (
          <li>
            <NavLink to={webPaths.profile} className={styles.link}>
              Profile
            </NavLink>
          </li>
        ) : (
          <li>
            <NavLink to={webPaths.signIn} className={styles.link}>
              Sign In
            </NavLink>
          </li>
        )}
      </ul>
      {session.status === 'signed-in' ? (
        <>
          <button
            type="button"
            className={`btn btn-secondary btn-block ${styles.signOut}`}
            onClick={() => {
              close();
              session.signOut();
            }}
          >
            <LogOutIcon />
            Log out
          </button>
          <button
            type="button"
            className={`btn btn-ghost btn-block ${styles.signOut}`}
            onClick={() => {
              close();
              askEverywhere();
            }}
          >
            Sign out everywhere
          </button>
        </>
      ) : (
        <section className={styles.signUp} aria-labelledby="mobile-signup-heading">
          <h2 id="mobile-signup-heading" className={styles.signUpHeading}>
            Sign Up
          </h2>
          <SignUpChoices />
        </section>
      )}
    </>
  );
}
