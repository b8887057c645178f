import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfig } from '../../../lib/config';
import { CloseIcon, MenuIcon } from '../../../lib/ui/icons';
import { currentSectionLabel, EmployerNav } from './EmployerNav';
import styles from './EmployerShell.module.css';
import { HelpBox } from './HelpBox';
import { MailIcon, SidebarIcon } from './icons';

const COLLAPSED_KEY = 'employerSidebarCollapsed';
/** The spec's mobile breakpoint (docs/spec/2-employers-and-info-pages.md §9): the sidebar becomes a drawer below it. */
const DESKTOP_QUERY = '(min-width: 768px)';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The employer area's frame (docs/spec/2-employers-and-info-pages.md §2): a sidebar with the menu and the help box, collapsible to
 * icons (remembered on this device); under 768 px a menu button opens the same menu in a drawer.
 */
export function EmployerShell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // Not remembered; the sidebar still collapses for this visit.
      }
      return !value;
    });
  };

  return (
    <div className={`container ${styles.shell}`} data-collapsed={collapsed}>
      <aside className={styles.sidebar} aria-label="Employer area">
        <button type="button" className={`btn btn-ghost ${styles.collapse}`} onClick={toggle}>
          <SidebarIcon />
          <span className={collapsed ? 'visually-hidden' : undefined}>
            {collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          </span>
        </button>
        <EmployerNav compact={collapsed} />
        {collapsed ? <CompactHelp /> : <HelpBox />}
      </aside>
      <div className={styles.content}>
        <MobileNav />
        {children}
      </div>
    </div>
  );
}

/** The help box folded to its e-mail link while the sidebar shows icons only. */
function CompactHelp() {
  const { supportEmail } = useConfig();
  return (
    <a
      className={`btn btn-ghost ${styles.compactHelp}`}
      href={`mailto:${supportEmail}`}
      title={`Need help? ${supportEmail}`}
    >
      <MailIcon />
      <span className="visually-hidden">Need help? E-mail {supportEmail}</span>
    </a>
  );
}

/** The drawer under 768 px: a modal dialog (focus stays inside, Escape closes, focus returns). */
function MobileNav() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closing after a link was followed leaves focus to the new page (ScrollToTop moves it to <main>).
  const returnFocus = useRef(true);
  const { pathname, key } = useLocation();

  const close = useCallback((refocus: boolean) => {
    returnFocus.current = refocus;
    setOpen(false);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      if (returnFocus.current) toggle.current?.focus();
    };
  }, [open]);

  // Any navigation closes it, including a link to the page already shown.
  useEffect(() => {
    if (key) close(false);
  }, [key, close]);

  // Widening the window past the breakpoint shows the sidebar: the drawer has no reason to stay.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);

  return (
    <div className={styles.mobileBar}>
      <button
        ref={toggle}
        type="button"
        className={`btn btn-secondary btn-sm ${styles.menuButton}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        Employer menu
      </button>
      <span className={styles.section}>
        <span className="visually-hidden">Current page: </span>
        {currentSectionLabel(pathname)}
      </span>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape (the native cancel event) is the keyboard way out. */}
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label="Employer menu"
        onCancel={(event) => {
          event.preventDefault();
          close(true);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close(true);
        }}
      >
        {open ? (
          <div className={styles.drawerBody}>
            <div className={styles.drawerHeader}>
              <p className={styles.drawerTitle}>Employer menu</p>
              <button
                type="button"
                className={`btn btn-ghost ${styles.drawerClose}`}
                onClick={() => close(true)}
              >
                <CloseIcon />
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <EmployerNav onNavigate={() => close(false)} />
            <HelpBox />
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
