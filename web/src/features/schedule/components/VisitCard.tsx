import { formatDuration } from '@shared/rules/schedule';
import type { Visit } from '@shared/schemas/schedule';
import { webPath } from '@shared/web-paths';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { StatusPill, type StatusTone } from '../../../lib/schedule/StatusPill';
import { momentAt, viewerHours, visitHours, visitStatusLabels } from '../../../lib/schedule/visit-time';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { CalendarIcon, CheckIcon, ClockIcon, MapPinIcon, UserIcon } from '../../../lib/ui/icons';
import { useCancelBooking } from '../api/cancel-booking';
import { useCheckIn } from '../api/check-in';
import { useCheckOut } from '../api/check-out';
import { useConfirmHours } from '../api/confirm-hours';
import { useDownloadCalendar } from '../api/download-calendar';
import { useProposeNewTime } from '../api/propose-new-time';
import { useRecordArrival } from '../api/record-arrival';
import { CancelDialog } from './CancelDialog';
import { CheckInDialog } from './CheckInDialog';
import { HoursDialog } from './HoursDialog';
import { NewTimeDialog } from './NewTimeDialog';
import styles from './Schedule.module.css';

/** A visit's colour: still to come, under way, done (hours in), or ended without the work. */
const visitStatusTones: Record<Visit['status'], StatusTone> = {
  upcoming: 'upcoming',
  open: 'active',
  checkedIn: 'active',
  checkedOut: 'done',
  confirmed: 'done',
  missed: 'ended',
  cancelled: 'ended',
};

type Open = 'checkIn' | 'arrival' | 'hours' | 'cancel' | 'newTime' | null;

interface VisitCardProps {
  visit: Visit;
  /** Said once an action succeeded, for the page's live region. */
  onDone: (message: string) => void;
  /** The card's heading in place of the job's title, linked to its timesheet (the timesheet's day). */
  heading?: string;
}

/** What happened at a visit, in one line each (the employer and the guardian read where it was). */
function Happened({ visit }: { visit: Visit }) {
  const { checkedInAt, checkedOutAt } = visit;
  const who = visit.viewer === 'student' ? 'You' : visit.studentFirstName;
  return (
    <>
      {checkedInAt ? (
        <p className={styles.fact}>
          <CheckIcon aria-hidden="true" />
          <span>
            {visit.checkedInBy === 'employer'
              ? `${visit.viewer === 'employer' ? 'You' : visit.employerFirstName} recorded the arrival at ${momentAt(checkedInAt, visit.timeZone)}`
              : `${who} checked in at ${momentAt(checkedInAt, visit.timeZone)}`}
            {visit.awayFromJob ? <span className={styles.away}> · away from the job’s address</span> : null}
          </span>
        </p>
      ) : null}
      {checkedOutAt ? (
        <p className={styles.fact}>
          <ClockIcon aria-hidden="true" />
          <span>
            {who} checked out at {momentAt(checkedOutAt, visit.timeZone)}
            {visit.minutes !== null ? ` · ${formatDuration(visit.minutes)} recorded` : ''}
            {visit.confirmedMinutes !== null
              ? visit.confirmedMinutes === visit.minutes
                ? ' · confirmed'
                : ` · corrected to ${formatDuration(visit.confirmedMinutes)}`
              : ''}
          </span>
        </p>
      ) : visit.confirmedMinutes !== null ? (
        <p className={styles.fact}>
          <ClockIcon aria-hidden="true" />
          <span>{formatDuration(visit.confirmedMinutes)} confirmed</span>
        </p>
      ) : null}
      {visit.cancellation ? (
        <p className={styles.fact}>
          <span>
            Cancelled
            {visit.cancellation.by === 'job'
              ? ''
              : ` by ${visit.cancellation.by === 'student' ? visit.studentFirstName : visit.employerFirstName}`}
            : {visit.cancellation.reason}
          </span>
        </p>
      ) : null}
    </>
  );
}

/**
 * One visit: when and where, with whom, what happened, and what the viewer may do now. Check in and
 * check out are the day's big buttons; the rest sits below them.
 */
export function VisitCard({ visit, onDone, heading }: VisitCardProps) {
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const arrival = useRecordArrival();
  const hours = useConfirmHours();
  const cancel = useCancelBooking();
  const newTime = useProposeNewTime();
  const calendar = useDownloadCalendar();
  const other = visit.viewer === 'employer' ? visit.studentFirstName : visit.employerFirstName;
  const mine = viewerHours(visit);
  const show = (which: Open) => (event: { currentTarget: HTMLButtonElement }) => {
    opener.current = event.currentTarget;
    setOpen(which);
  };
  const { actions } = visit;
  return (
    <li className={`${styles.card} ${visit.status === 'cancelled' ? styles.cardCancelled : ''}`}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>
          {heading ?? <Link to={webPath('timesheet', { id: visit.applicationId })}>{visit.title}</Link>}
        </h3>
        <StatusPill tone={visitStatusTones[visit.status]} className={styles.status}>
          {visitStatusLabels[visit.status]}
        </StatusPill>
      </div>
      <div className={styles.facts}>
        <p className={styles.fact}>
          <ClockIcon aria-hidden="true" />
          <span>
            {visitHours(visit)}
            {mine ? <span className={styles.muted}> ({mine})</span> : null}
            {visit.moved ? <span className={styles.muted}> · moved</span> : null}
          </span>
        </p>
        <p className={styles.fact}>
          <MapPinIcon aria-hidden="true" />
          <span>{visit.place.street ?? `${visit.place.city}, ${visit.place.state}`}</span>
        </p>
        <p className={styles.fact}>
          <UserIcon aria-hidden="true" />
          <span>
            {visit.viewer === 'guardian'
              ? `${visit.studentFirstName} works for ${visit.employerFirstName}`
              : visit.viewer === 'employer'
                ? `${other}, the student you hired`
                : `With ${other}`}
          </span>
        </p>
        <Happened visit={visit} />
      </div>

      {actions.checkIn ? (
        <button
          type="button"
          className={`btn btn-primary btn-block ${styles.bigAction}`}
          onClick={show('checkIn')}
        >
          Check in
        </button>
      ) : null}
      {actions.checkOut ? (
        <BusyButton
          type="button"
          className={`btn btn-primary btn-block ${styles.bigAction}`}
          busy={checkOut.isPending}
          busyLabel="Checking out…"
          onClick={() => {
            if (checkOut.isPending) return;
            checkOut.mutate(
              { applicationId: visit.applicationId, location: {} },
              { onSuccess: ({ message }) => onDone(message) },
            );
          }}
        >
          Check out
        </BusyButton>
      ) : null}
      {actions.recordArrival ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={show('arrival')}>
          Record {visit.studentFirstName}’s arrival
        </button>
      ) : null}
      {actions.confirmHours ? (
        <button type="button" className="btn btn-primary btn-block" onClick={show('hours')}>
          {visit.confirmedMinutes !== null ? 'Change the hours' : 'Confirm the hours'}
        </button>
      ) : null}
      <Alert tone="error">{checkOut.isError ? errorMessage(checkOut.error) : null}</Alert>

      <div className={styles.links}>
        {visit.status !== 'cancelled' ? (
          <BusyButton
            type="button"
            className="btn btn-ghost btn-sm"
            busy={calendar.isPending}
            icon={<CalendarIcon />}
            onClick={() => {
              if (!calendar.isPending)
                calendar.mutate({ applicationId: visit.applicationId, title: visit.title, date: visit.day });
            }}
          >
            Add to calendar
          </BusyButton>
        ) : null}
        {actions.proposeNewTime ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={show('newTime')}>
            New time
          </button>
        ) : null}
        {actions.cancel ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={show('cancel')}>
            Cancel visit
          </button>
        ) : null}
        {visit.conversationPath ? (
          <Link className="btn btn-ghost btn-sm" to={visit.conversationPath}>
            Message
          </Link>
        ) : null}
      </div>
      <Alert tone="error">{calendar.isError ? errorMessage(calendar.error) : null}</Alert>

      {open === 'checkIn' ? (
        <CheckInDialog
          open
          jobTitle={visit.title}
          busy={checkIn.isPending}
          error={checkIn.isError ? errorMessage(checkIn.error) : null}
          returnFocusTo={opener}
          onClose={() => {
            checkIn.reset();
            setOpen(null);
          }}
          onCheckIn={(location) =>
            checkIn.mutate(
              { applicationId: visit.applicationId, location },
              {
                onSuccess: ({ message }) => {
                  setOpen(null);
                  onDone(message);
                },
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={open === 'arrival'}
        title={`Record ${visit.studentFirstName}’s arrival?`}
        description={`For when ${visit.studentFirstName} is with you but could not check in. We tell ${visit.studentFirstName} you recorded it.`}
        confirmLabel="Record the arrival"
        busyLabel="Recording…"
        busy={arrival.isPending}
        error={arrival.isError ? errorMessage(arrival.error) : null}
        returnFocusTo={opener}
        onClose={() => {
          arrival.reset();
          setOpen(null);
        }}
        onConfirm={() =>
          arrival.mutate(visit.applicationId, {
            onSuccess: ({ message }) => {
              setOpen(null);
              onDone(message);
            },
          })
        }
      />
      {open === 'hours' ? (
        <HoursDialog
          visit={visit}
          busy={hours.isPending}
          error={hours.isError ? errorMessage(hours.error) : null}
          returnFocusTo={opener}
          onClose={() => {
            hours.reset();
            setOpen(null);
          }}
          onConfirm={(minutes) =>
            hours.mutate(
              { applicationId: visit.applicationId, body: { minutes, date: visit.day } },
              {
                onSuccess: ({ message }) => {
                  setOpen(null);
                  onDone(message);
                },
              },
            )
          }
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelDialog
          what={`${visit.title}, ${visitHours(visit)} on ${visit.date}`}
          wholeJob={false}
          busy={cancel.isPending}
          error={cancel.isError ? errorMessage(cancel.error) : null}
          returnFocusTo={opener}
          onClose={() => {
            cancel.reset();
            setOpen(null);
          }}
          onCancel={(reason) =>
            cancel.mutate(
              { applicationId: visit.applicationId, body: { reason, date: visit.day } },
              {
                onSuccess: ({ message }) => {
                  setOpen(null);
                  onDone(message);
                },
              },
            )
          }
        />
      ) : null}
      {open === 'newTime' ? (
        <NewTimeDialog
          visit={visit}
          busy={newTime.isPending}
          error={newTime.isError ? errorMessage(newTime.error) : null}
          returnFocusTo={opener}
          onClose={() => {
            newTime.reset();
            setOpen(null);
          }}
          onPropose={(body) =>
            newTime.mutate(
              { applicationId: visit.applicationId, body },
              {
                onSuccess: ({ message }) => {
                  setOpen(null);
                  onDone(message);
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}
