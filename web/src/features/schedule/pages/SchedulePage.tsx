import type { ScheduleResponse, Visit } from '@shared/schemas/schedule';
import { webPaths } from '@shared/web-paths';
import { useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { type SessionUser, useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { useSchedule } from '../../../lib/schedule/get-schedule';
import { dayHeading, todayIn } from '../../../lib/schedule/visit-time';
import { CalendarIcon } from '../../../lib/ui/icons';
import listPage from '../../../lib/ui/ListPage.module.css';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { CalendarFeedPanel } from '../components/CalendarFeedPanel';
import { ProposalPanel } from '../components/ProposalPanel';
import styles from '../components/Schedule.module.css';
import { VisitCard } from '../components/VisitCard';
import page from './SchedulePage.module.css';

/** /schedule: the visits of the signed-in person's accepted jobs, by day. */
export default function SchedulePage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${listPage.page}`}>
      <PageMeta title="Schedule" description="The visits of your accepted jobs, day by day." />
      <header className={listPage.intro}>
        <h1>Schedule</h1>
        <p className={listPage.lead}>
          Every visit of your accepted jobs, day by day: where and when, check-in and check-out, and the
          hours.
        </p>
      </header>
      {session.status === 'loading' ? (
        <Loading>Loading your schedule…</Loading>
      ) : (
        <Days user={session.user} />
      )}
    </div>
  );
}

/** Visits by their job's day: today and ahead first, then the last few days. */
function byDay(schedule: ScheduleResponse): { ahead: [string, Visit[]][]; earlier: [string, Visit[]][] } {
  const groups = new Map<string, Visit[]>();
  for (const visit of schedule.visits) groups.set(visit.date, [...(groups.get(visit.date) ?? []), visit]);
  const days = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  const today = (visit: Visit) => todayIn(visit.timeZone, schedule.now);
  const ahead = days.filter(([date, visits]) => date >= today(visits[0] as Visit));
  const earlier = days
    .filter(([date, visits]) => date < today(visits[0] as Visit))
    .reverse()
    .slice(0, 14);
  return { ahead, earlier };
}

function Days({ user }: { user: SessionUser }) {
  const query = useSchedule(user.id);
  const [done, setDone] = useState('');
  const earlierId = useId();
  if (query.isPending) return <Loading>Loading your schedule…</Loading>;
  if (query.isError) {
    return <LoadFailure title="We couldn’t load your schedule" query={query} />;
  }
  const schedule = query.data;
  const { ahead, earlier } = byDay(schedule);
  const waiting = schedule.bookings.filter((booking) => booking.proposal);
  const day = ([date, visits]: [string, Visit[]]) => (
    <section key={date} className={styles.day} aria-labelledby={`${earlierId}-${date}`}>
      <h2 id={`${earlierId}-${date}`} className={styles.dayHeading}>
        {dayHeading(date, todayIn((visits[0] as Visit).timeZone, schedule.now))}
      </h2>
      <ul className={styles.visits}>
        {visits.map((visit) => (
          <VisitCard key={`${visit.applicationId}-${visit.day}`} visit={visit} onDone={setDone} />
        ))}
      </ul>
    </section>
  );
  return (
    <div className={page.layout}>
      <div className={page.main}>
        <p role="status" className={page.done}>
          {done}
        </p>
        {waiting.map((booking) => (
          <ProposalPanel key={booking.applicationId} booking={booking} onDone={setDone} />
        ))}
        {ahead.length === 0 ? (
          <Notice
            icon={<CalendarIcon />}
            title="Nothing on your schedule"
            action={
              user.roleId === 1 ? (
                <Link className="btn btn-primary" to={webPaths.jobs}>
                  Find jobs
                </Link>
              ) : undefined
            }
          >
            <p className={noticeStyles.text}>
              {user.roleId === 2
                ? 'When you accept a student for a job, its visits show here, day by day.'
                : user.roleId === 3
                  ? 'When your teen is accepted for a job, its visits show here, day by day.'
                  : 'When an employer accepts your application, its visits show here, day by day.'}
            </p>
          </Notice>
        ) : (
          ahead.map(day)
        )}
        {earlier.length > 0 ? (
          <details className={page.earlier}>
            <summary>Earlier visits</summary>
            {earlier.map(day)}
          </details>
        ) : null}
      </div>
      <aside className={page.side}>
        <CalendarFeedPanel existingSince={schedule.calendarFeed?.createdAt ?? null} />
      </aside>
    </div>
  );
}
