import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { isStudent, useSession } from '../../../lib/auth/session';
import { BellIcon } from '../../../lib/ui/icons';
import { canSaveSearch, type JobsSearch, toSaveSearchBody } from '../lib/jobs-url';
import styles from './SaveSearchControl.module.css';

/**
 * The student's button, with its mutation, loads when a signed-in student looks at a search: a
 * visitor's /jobs does not carry it (initial JS ≤ 120 KB).
 */
const SaveSearchButton = lazy(() => import('./SaveSearchButton'));

/**
 * "Save this search" on /jobs: a student saves the search on screen for a daily e-mail
 * of new matches; a visitor is offered to sign in for it and comes back to the same search. Employers
 * see nothing: alerts are for students.
 */
export function SaveSearchControl({ search }: { search: JobsSearch }) {
  const session = useSession();
  const location = useLocation();
  if (!canSaveSearch(search) || session.status === 'loading') return null;
  if (session.status !== 'signed-in') {
    return (
      <Link className={`btn btn-ghost btn-sm ${styles.control}`} to={signInPathFor(location)}>
        <BellIcon />
        Sign in to get alerts for this search
      </Link>
    );
  }
  if (!isStudent(session.user)) return null;
  // A new search starts a fresh button: "Saved" belongs to the search it was said of.
  const key = JSON.stringify(toSaveSearchBody(search));
  return (
    <Suspense fallback={null}>
      <SaveSearchButton key={key} userId={session.user.id} search={search} />
    </Suspense>
  );
}
