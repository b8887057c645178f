import { applicationMessages, type StudentApplication } from '@shared/schemas/application';
import { webPaths } from '@shared/web-paths';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ApiRequestError } from '../../../lib/api-client';
import { useOwnApplications } from '../../../lib/applications/list-own-applications';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { isEmployer, isStudent, type SessionUser, useSession } from '../../../lib/auth/session';
import { WaitingForGuardian } from '../../../lib/guardian/WaitingForGuardian';
import { PageMeta } from '../../../lib/page-meta';
import { useOwnProfile } from '../../../lib/profile/get-own-profile';
import { Alert } from '../../../lib/ui/Alert';
import { BriefcaseIcon } from '../../../lib/ui/icons';
import listPage from '../../../lib/ui/ListPage.module.css';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { Skeleton, SkeletonRows } from '../../../lib/ui/Skeleton';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationCards } from '../components/ApplicationCards';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { WithdrawDialog } from '../components/WithdrawDialog';
import { DEFAULT_SORT, type SortState, sortApplications } from '../lib/sort-applications';
import styles from './MyApplicationsPage.module.css';

/** Spec/1 §2: the empty list. */
export const NO_APPLICATIONS_MESSAGE = 'No applications found!';

/** Spec/1 §8: the server's message, else "Failed to load applications." (also when no server answered it). */
function loadFailure(error: unknown): string {
  const fromServer =
    error instanceof ApiRequestError && !error.code.startsWith('HTTP_') && !error.isNetworkError;
  return fromServer ? error.message : applicationMessages.loadFailed;
}

/** /applications (docs/spec/1-students-and-accounts.md §2): students only; visitors sign in and come back here. */
export default function MyApplicationsPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${listPage.page}`}>
      <PageMeta
        title="My applications"
        description="The jobs you have applied for and where each one stands."
      />
      <header className={listPage.intro}>
        <h1>My Applications</h1>
        <p className={listPage.lead}>
          The jobs you have applied for and where each one stands. Open a job to see it again.
        </p>
      </header>
      {session.status === 'loading' ? (
        <ApplicationsSkeleton />
      ) : isStudent(session.user) ? (
        <>
          <GuardianNotice user={session.user} />
          <Applications user={session.user} />
        </>
      ) : (
        <NotForThisAccount employer={isEmployer(session.user)} />
      )}
    </div>
  );
}

function NotForThisAccount({ employer }: { employer: boolean }) {
  return (
    <div className={styles.notice}>
      <Alert tone="info" title="My Applications is for student accounts">
        {employer
          ? 'As an employer, you review the students who applied to your jobs in your dashboard.'
          : 'Finish setting up your student account to apply for jobs and follow your applications here.'}
      </Alert>
      <div>
        {employer ? (
          <Link className="btn btn-primary" to={webPaths.employerApplications}>
            Review applications
          </Link>
        ) : (
          <Link className="btn btn-primary" to={webPaths.profile}>
            Go to your profile
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * A teen whose parent or guardian has not confirmed yet reads it here, where they follow their
 * applications, with the two ways forward: "Waiting until Priya confirms".
 */
function GuardianNotice({ user }: { user: SessionUser }) {
  const guardian = useOwnProfile(user.id).data?.data.guardian;
  if (guardian?.status !== 'invited') return null;
  return <WaitingForGuardian userId={user.id} guardian={guardian} headingLevel={2} />;
}

function ApplicationsSkeleton() {
  return (
    <Skeleton label="Loading your applications…" className={styles.skeleton}>
      <SkeletonRows count={4} className={styles.skeletonRow} />
    </Skeleton>
  );
}

function Applications({ user }: { user: SessionUser }) {
  const headingId = useId();
  const query = useDeferredQuery(useOwnApplications(user.id));
  const withdraw = useWithdrawApplication(user.id);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [withdrawing, setWithdrawing] = useState<StudentApplication | null>(null);
  const [outcome, setOutcome] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sorted = useMemo(() => sortApplications(query.data ?? [], sort), [query.data, sort]);

  if (query.isPending) return <ApplicationsSkeleton />;
  if (query.isError) {
    return (
      <LoadFailure
        title="We couldn't load your applications"
        query={query}
        message={loadFailure(query.error)}
      />
    );
  }

  const count = sorted.length;
  const view = {
    applications: sorted,
    sort,
    onSort: setSort,
    captionId: headingId,
    onWithdraw: (application: StudentApplication, button: HTMLButtonElement) => {
      withdraw.reset();
      returnFocus.current = button;
      setWithdrawing(application);
    },
  };

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={listPage.listHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={listPage.listHeading}>
          Your applications
        </h2>
        <p className={listPage.count} role="status">
          {outcome || (count === 1 ? '1 application' : `${count} applications`)}
        </p>
      </div>
      {count === 0 ? (
        <Notice
          icon={<BriefcaseIcon />}
          title={NO_APPLICATIONS_MESSAGE}
          action={
            <Link className="btn btn-primary" to={webPaths.jobs}>
              Browse Jobs
            </Link>
          }
        >
          <p className={noticeStyles.text}>Find a job near you and apply in a minute.</p>
        </Notice>
      ) : (
        <>
          <div className={styles.table}>
            <ApplicationsTable {...view} />
          </div>
          <div className={styles.cards}>
            <ApplicationCards {...view} />
          </div>
        </>
      )}
      <WithdrawDialog
        application={withdrawing}
        busy={withdraw.isPending}
        error={withdraw.error}
        returnFocusTo={returnFocus}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          const { jobTitle } = withdrawing.data;
          withdraw.mutate(withdrawing.entity, {
            onSuccess: () => {
              // Its row and button are gone: focus goes back to the list's heading instead.
              returnFocus.current = headingRef.current;
              setOutcome(`Your application for ${jobTitle} was withdrawn.`);
              setWithdrawing(null);
            },
          });
        }}
      />
    </section>
  );
}
