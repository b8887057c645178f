import { Outlet, useLocation } from 'react-router-dom';
import { isEmployer, useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { EmployerShell } from '../components/EmployerShell';
import { RedirectNotice } from '../components/RedirectNotice';
import {
  employerSignInPath,
  SIGNED_OUT_MESSAGE,
  SIGNED_OUT_REDIRECT_MS,
  WRONG_ROLE_MESSAGE,
  WRONG_ROLE_REDIRECT_MS,
} from '../lib/guard';

/**
 * /employer/home/* (spec/2 §2): the guard, then the shell around the page. The session restores
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
    return (
      <RedirectNotice
        title="Employers only"
        message={WRONG_ROLE_MESSAGE}
        to="/auth/signin"
        afterMs={WRONG_ROLE_REDIRECT_MS}
      />
    );
  }
  return (
    <EmployerShell>
      <Outlet />
    </EmployerShell>
  );
}
