import { describeSavedSearch } from '@shared/rules/saved-search';
import type { SavedSearch } from '@shared/schemas/saved-search';
import { webPaths } from '@shared/web-paths';
import { useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { isStudent, type SessionUser, useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BellIcon } from '../../../lib/ui/icons';
import listPage from '../../../lib/ui/ListPage.module.css';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { Skeleton, SkeletonRows } from '../../../lib/ui/Skeleton';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { DeleteSavedSearchDialog } from '../components/DeleteSavedSearchDialog';
import { SavedSearchCard } from '../components/SavedSearchCard';
import styles from './AlertsPage.module.css';

/** /alerts: a student's saved searches, each with its alert switch and a Delete. */
export default function AlertsPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${listPage.page}`}>
      <PageMeta title="Job alerts" description="Your saved job searches and their daily e-mail alerts." />
      <header className={listPage.intro}>
        <h1>Job alerts</h1>
        <p className={listPage.lead}>
          We e-mail you new jobs that match your saved searches, at most once a day. Pause a search to stop
          its e-mails for a while, or delete it.
        </p>
      </header>
      {session.status === 'loading' ? (
        <ListSkeleton />
      ) : isStudent(session.user) ? (
        <SavedSearches user={session.user} />
      ) : (
        <Alert tone="info" title="Job alerts are for student accounts">
          Employers post jobs; students save searches and get the new ones by e-mail.
        </Alert>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <Skeleton label="Loading your saved searches…">
      <SkeletonRows count={3} className={styles.skeletonRow} />
    </Skeleton>
  );
}

function SavedSearches({ user }: { user: SessionUser }) {
  const headingId = useId();
  const query = useSavedSearches(user.id);
  const update = useUpdateSavedSearch(user.id);
  const remove = useDeleteSavedSearch(user.id);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [outcome, setOutcome] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <LoadFailure
        title="We couldn't load your saved searches"
        query={query}
        message={errorMessage(query.error)}
      />
    );
  }

  const { searches, max } = query.data;
  const pendingId = update.isPending ? update.variables?.id : undefined;
  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={listPage.listHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={listPage.listHeading}>
          Your saved searches
        </h2>
        <p className={listPage.count}>
          {searches.length} of {max} saved
        </p>
      </div>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      <Alert tone="error">{update.isError ? errorMessage(update.error) : null}</Alert>
      {searches.length === 0 ? (
        <Notice
          icon={<BellIcon />}
          title="No saved searches yet"
          action={
            <Link className="btn btn-primary" to={webPaths.jobs}>
              Find jobs
            </Link>
          }
        >
          <p className={noticeStyles.text}>
            Search for jobs by words or place, then choose “Save this search” above the results. We’ll e-mail
            you the new ones.
          </p>
        </Notice>
      ) : (
        <ul className={styles.cards}>
          {searches.map((search) => (
            <SavedSearchCard
              key={search.id}
              search={search}
              busy={pendingId === search.id}
              onToggle={(active) =>
                update.mutate(
                  { id: search.id, active },
                  {
                    onSuccess: () =>
                      setOutcome(
                        `${active ? 'Alerts are on' : 'Alerts are paused'} for ${describeSavedSearch(search)}.`,
                      ),
                  },
                )
              }
              onDelete={(button) => {
                remove.reset();
                returnFocus.current = button;
                setDeleting(search);
              }}
            />
          ))}
        </ul>
      )}
      <DeleteSavedSearchDialog
        search={deleting}
        busy={remove.isPending}
        error={remove.error}
        returnFocusTo={returnFocus}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const description = describeSavedSearch(deleting);
          remove.mutate(deleting.id, {
            onSuccess: () => {
              // Its card and button are gone: focus goes back to the list's heading instead.
              returnFocus.current = headingRef.current;
              setOutcome(`Deleted the saved search ${description}.`);
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}
