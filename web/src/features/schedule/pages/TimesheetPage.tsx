import { formatDuration, formatMoney } from '@shared/rules/schedule';
import type { Booking } from '@shared/schemas/schedule';
import { webPaths } from '@shared/web-paths';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { type SessionUser, useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { ReviewsPanel } from '../../../lib/reviews/ReviewsPanel';
import { useSchedule } from '../../../lib/schedule/get-schedule';
import { dayHeading, todayIn } from '../../../lib/schedule/visit-time';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { CalendarIcon } from '../../../lib/ui/icons';
import listPage from '../../../lib/ui/ListPage.module.css';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import { useCancelBooking } from '../api/cancel-booking';
import { useDownloadCalendar } from '../api/download-calendar';
import { CancelDialog } from '../components/CancelDialog';
import { ProposalPanel } from '../components/ProposalPanel';
import styles from '../components/Schedule.module.css';
import { VisitCard } from '../components/VisitCard';
import page from './SchedulePage.module.css';

/** /schedule/:id: one accepted job's timesheet: its visits, hours, pay and completion. */
export default function TimesheetPage() {
  const session = useSession();
  const location = useLocation();
  const { id = '' } = useParams();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${listPage.page}`}>
      <PageMeta title="Timesheet" description="The visits, hours and pay of an accepted job." />
      <Link className={page.back} to={webPaths.schedule}>
        ← Schedule
      </Link>
      {session.status === 'loading' ? (
        <Loading>Loading the timesheet…</Loading>
      ) : (
        <Timesheet user={session.user} id={id} />
      )}
    </div>
  );
}

const stateLabels: Record<Booking['summary']['state'], string> = {
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function Summary({ booking }: { booking: Booking }) {
  const { summary } = booking;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>State</dt>
        <dd>{stateLabels[summary.state]}</dd>
      </div>
      <div>
        <dt>Hours confirmed</dt>
        <dd>{formatDuration(summary.confirmedMinutes)}</dd>
      </div>
      {summary.unconfirmedMinutes > 0 ? (
        <div>
          <dt>Waiting for confirmation</dt>
          <dd>{formatDuration(summary.unconfirmedMinutes)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{booking.priceType === 'perHr' ? 'Pay due (hours × rate)' : 'Pay due (the job’s price)'}</dt>
        <dd>{summary.payDue === null ? 'Agree it with each other' : formatMoney(summary.payDue)}</dd>
      </div>
    </dl>
  );
}

function Timesheet({ user, id }: { user: SessionUser; id: string }) {
  const query = useSchedule(user.id, id);
  const [done, setDone] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const cancel = useCancelBooking();
  const calendar = useDownloadCalendar();
  if (query.isPending) return <Loading>Loading the timesheet…</Loading>;
  if (query.isError) {
    return <LoadFailure title="We couldn’t load this timesheet" query={query} />;
  }
  const booking = query.data.bookings[0];
  if (!booking) return <LoadFailure title="We couldn’t find this job on your schedule" query={query} />;
  const party = booking.viewer !== 'guardian';
  const live = booking.summary.state === 'booked';
  return (
    <>
      <header className={listPage.intro}>
        <h1>{booking.title}</h1>
        <p className={listPage.lead}>
          {booking.viewer === 'employer'
            ? `${booking.studentFirstName}, the student you hired`
            : booking.viewer === 'guardian'
              ? `${booking.studentFirstName} works for ${booking.employerFirstName}`
              : `For ${booking.employerFirstName}`}
          {' · '}
          {booking.startDate === booking.endDate
            ? booking.startDate
            : `${booking.startDate} to ${booking.endDate}`}
        </p>
      </header>
      <Summary booking={booking} />
      <div className={styles.links}>
        <BusyButton
          type="button"
          className="btn btn-secondary"
          busy={calendar.isPending}
          icon={<CalendarIcon />}
          onClick={() => {
            if (!calendar.isPending)
              calendar.mutate({ applicationId: booking.applicationId, title: booking.title });
          }}
        >
          Add the job to my calendar
        </BusyButton>
        {booking.conversationPath ? (
          <Link className="btn btn-secondary" to={booking.conversationPath}>
            Message
          </Link>
        ) : null}
        {party && live ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setCancelling(true);
            }}
          >
            Cancel the rest of the job
          </button>
        ) : null}
      </div>
      <Alert tone="error">{calendar.isError ? errorMessage(calendar.error) : null}</Alert>
      <p role="status" className={page.done}>
        {done}
      </p>
      <ProposalPanel booking={booking} onDone={setDone} />
      {booking.summary.state === 'completed' ? (
        <ReviewsPanel
          userId={user.id}
          applicationId={booking.applicationId}
          studentName={booking.studentFirstName}
          employerName={booking.employerFirstName}
        />
      ) : null}
      <section className={styles.day} aria-label="Visits">
        <h2 className={styles.dayHeading}>Visits</h2>
        <ul className={styles.visits}>
          {query.data.visits.map((visit) => (
            <VisitCard
              key={visit.day}
              visit={visit}
              onDone={setDone}
              heading={dayHeading(visit.date, todayIn(visit.timeZone, query.data.now))}
            />
          ))}
        </ul>
      </section>
      {cancelling ? (
        <CancelDialog
          what={booking.title}
          wholeJob
          busy={cancel.isPending}
          error={cancel.isError ? errorMessage(cancel.error) : null}
          returnFocusTo={opener}
          onClose={() => {
            cancel.reset();
            setCancelling(false);
          }}
          onCancel={(reason) =>
            cancel.mutate(
              { applicationId: booking.applicationId, body: { reason } },
              {
                onSuccess: ({ message }) => {
                  setCancelling(false);
                  setDone(message);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
