import { webPaths } from '@shared/web-paths';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { isEmployer, useSession } from '../../../lib/auth/session';
import { rememberSignUpTab } from '../../../lib/auth/sign-up-tab';
import { PageMeta } from '../../../lib/page-meta';
import { EmployerShell } from '../components/EmployerShell';
import { RedirectNotice } from '../components/RedirectNotice';
import redirectStyles from '../components/RedirectNotice.module.css';
import {
  employerSignInPath,
  SIGNED_OUT_MESSAGE,
  SIGNED_OUT_REDIRECT_MS,
  switchToEmployerPath,
  WRONG_ROLE_MESSAGE,
} from '../lib/guard';

/**
 * /employer/home/* (docs/spec/2-employers-and-info-pages.md §2): the guard, then the shell around the page. The session restores
 * itself from sessionStorage first (lib/auth/session.tsx); only then is the visitor judged.
 */
export default function EmployerArea() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') {
    return (
      <div className="container page" aria-busy="true">
        <PageMeta title="Employer area" description="Post jobs and review applications." />
        <p role="status">Checking your session…</p>
      </div>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <RedirectNotice
        title="Sign in to continue"
        message={SIGNED_OUT_MESSAGE}
        to={employerSignInPath(location)}
        afterMs={SIGNED_OUT_REDIRECT_MS}
      />
    );
  }
  if (!isEmployer(session.user)) {
    return <EmployersOnly onSwitch={() => session.signOut({ goTo: switchToEmployerPath(location) })} />;
  }
  return (
    <EmployerShell>
      <Outlet />
    </EmployerShell>
  );
}

/**
 * Someone signed in with another account (docs/spec/2-employers-and-info-pages.md §2's message). Sending them to sign-in, as the spec's
 * guard did, only bounced them to /jobs, since they are signed in: instead they
 * choose to sign out and sign in as an employer, on the employer tab, or to go back to jobs.
 */
function EmployersOnly({ onSwitch }: { onSwitch: () => void }) {
  return (
    <div className={`container-narrow page ${redirectStyles.wrap}`}>
      <PageMeta title="Employers only" description={WRONG_ROLE_MESSAGE} />
      <h1 className={redirectStyles.title}>Employers only</h1>
      <p className={redirectStyles.message} role="status">
        {WRONG_ROLE_MESSAGE}
      </p>
      <p className={redirectStyles.hint}>Signing in as an employer signs you out of this account first.</p>
      <div className={redirectStyles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            rememberSignUpTab('employer');
            onSwitch();
          }}
        >
          Sign in as an employer
        </button>
        <Link to={webPaths.jobs} className="btn btn-secondary">
          Back to jobs
        </Link>
      </div>
    </div>
  );
}
