import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { isStudent, useSession } from '../../lib/auth/session';
import { MonitoringIdentity } from '../../lib/monitoring/MonitoringIdentity';
import { useHydrated } from '../../lib/use-hydrated';
import { forgetDateOfBirthPutOff } from './date-of-birth-later';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import styles from './RootLayout.module.css';
import { ScrollToTop } from './ScrollToTop';

/** Its own chunk: only a signed-in person can have an undeliverable address. */
const MailStatusBanner = lazy(() => import('./MailStatusBanner'));
/** Its own chunk: only a student from before dates of birth is asked for theirs. */
const DateOfBirthBanner = lazy(() => import('./DateOfBirthBanner'));

/** The banners of the signed-in person (an undeliverable address, a date of birth to give); nothing for visitors. */
function MailStatusSlot() {
  const session = useSession();
  const hydrated = useHydrated();
  // Signed out: a date of birth put off until the next sign-in is asked again then.
  useEffect(() => {
    if (session.status === 'signed-out') forgetDateOfBirthPutOff();
  }, [session.status]);
  if (!hydrated || session.status !== 'signed-in') return null;
  // A moderator's staff account has no member profile, so no member address to check.
  if (session.user.roleId === null) return null;
  return (
    <Suspense fallback={null}>
      <MailStatusBanner userId={session.user.id} />
      {isStudent(session.user) ? <DateOfBirthBanner userId={session.user.id} /> : null}
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <NavigationProgress />
      <Header />
      <MailStatusSlot />
      {/* tabIndex lets the skip link and route changes move focus here. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <MonitoringIdentity />
    </div>
  );
}
