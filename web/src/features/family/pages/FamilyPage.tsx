import { ROLES } from '@shared/auth/pool-definition';
import type { FamilyTeen } from '@shared/schemas/family';
import { webPaths } from '@shared/web-paths';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { type SessionUser, useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { DayTimeline } from '../../../lib/schedule/DayTimeline';
import { useSchedule } from '../../../lib/schedule/get-schedule';
import { todayIn } from '../../../lib/schedule/visit-time';
import { Alert } from '../../../lib/ui/Alert';
import listPage from '../../../lib/ui/ListPage.module.css';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Skeleton, SkeletonRows } from '../../../lib/ui/Skeleton';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useFamily } from '../api/get-family';
import { ActivityList } from '../components/ActivityList';
import { ApprovalRequests } from '../components/ApprovalRequests';
import { DeleteTeenAccount } from '../components/DeleteTeenAccount';
import familySections from '../components/FamilySections.module.css';
import { TeenApplications } from '../components/TeenApplications';
import { TeenConversations } from '../components/TeenConversations';
import { TeenDetails } from '../components/TeenDetails';
import { TeenSettingsForm } from '../components/TeenSettingsForm';
import styles from './FamilyPage.module.css';

/** /family: a confirmed parent or guardian's page, one section per teen. */
export default function FamilyPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${listPage.page}`}>
      <PageMeta title="Your family" description="Your teens' applications, approvals and limits." />
      <header className={listPage.intro}>
        <h1 tabIndex={-1}>Your family</h1>
        <p className={styles.lead}>
          Approve applications before an employer sees them, follow what happens, and choose the distance and
          kinds of job that are OK.
        </p>
      </header>
      {session.status === 'loading' ? (
        <FamilySkeleton />
      ) : session.user.roleId === ROLES.guardian ? (
        <Family user={session.user} />
      ) : (
        <div className={styles.notice}>
          <Alert tone="info" title="This page is for parents and guardians">
            It opens from the invitation e-mail a teen's parent or guardian receives.
          </Alert>
          <div>
            <Link className="btn btn-primary" to={webPaths.home}>
              Go to the home page
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

function FamilySkeleton() {
  return (
    <Skeleton label="Loading your family…" shapesClassName={styles.skeleton}>
      <SkeletonRows count={2} className={styles.skeletonRow} />
    </Skeleton>
  );
}

function Family({ user }: { user: SessionUser }) {
  const query = useDeferredQuery(useFamily(user.id));
  if (query.isPending) return <FamilySkeleton />;
  if (query.isError) {
    return (
      <LoadFailure
        title="We couldn't load your family page"
        query={query}
        message={errorMessage(query.error)}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Alert tone="info" title="No teens linked yet">
        When your teen names you as their parent or guardian, you get an e-mail: open its link to confirm, and
        they appear here.
      </Alert>
    );
  }
  return (
    <>
      {query.data.map((teen) => (
        <TeenSection key={teen.teenId} guardianId={user.id} teen={teen} />
      ))}
    </>
  );
}

/**
 * The teen's day of work: today's visits of their accepted jobs, with check-in and check-out as they
 * happen (the guardian's own schedule, read again every minute).
 */
function TeenToday({ guardianId, teen }: { guardianId: string; teen: FamilyTeen }) {
  const schedule = useSchedule(guardianId);
  const visits =
    schedule.data?.visits.filter(
      (visit) => visit.studentId === teen.teenId && visit.date === todayIn(visit.timeZone, schedule.data.now),
    ) ?? [];
  return (
    <section className={familySections.section} aria-label={`${teen.firstName}’s jobs today`}>
      <h3 className={familySections.heading}>Today</h3>
      {schedule.isPending ? (
        <p role="status">Loading today’s visits…</p>
      ) : schedule.isError ? (
        <Alert tone="error">{errorMessage(schedule.error)}</Alert>
      ) : (
        <DayTimeline visits={visits} emptyText={`${teen.firstName} has no job today.`} />
      )}
      <p>
        <Link to={webPaths.schedule}>{teen.firstName}’s whole schedule</Link>
      </p>
    </section>
  );
}

function TeenSection({ guardianId, teen }: { guardianId: string; teen: FamilyTeen }) {
  const headingId = `teen-${teen.teenId}`;
  const waiting = teen.applications.filter((application) => application.status === 'AwaitingApproval');
  return (
    <section className={styles.teen} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.teenName}>
        {teen.firstName} {teen.lastName}, {teen.age}
      </h2>
      {teen.settings.paused ? (
        <Alert tone="info" title="Applications are paused">
          {teen.firstName} cannot apply for jobs until you turn the pause off below.
        </Alert>
      ) : null}
      <ApprovalRequests guardianId={guardianId} teenFirstName={teen.firstName} waiting={waiting} />
      <TeenToday guardianId={guardianId} teen={teen} />
      <TeenApplications applications={teen.applications} />
      <TeenConversations guardianId={guardianId} teenId={teen.teenId} teenFirstName={teen.firstName} />
      <ActivityList activity={teen.activity} />
      <TeenDetails guardianId={guardianId} teen={teen} />
      <TeenSettingsForm
        guardianId={guardianId}
        teenId={teen.teenId}
        teenFirstName={teen.firstName}
        settings={teen.settings}
      />
      <DeleteTeenAccount guardianId={guardianId} teen={teen} />
    </section>
  );
}
