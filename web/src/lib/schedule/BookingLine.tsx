import { formatDuration, formatMoney } from '@shared/rules/schedule';
import type { BookingSummary } from '@shared/schemas/booking-summary';
import { webPath } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { REVIEWS_FRAGMENT } from '../reviews/review-words';
import styles from './BookingLine.module.css';
import { StatusPill, type StatusTone } from './StatusPill';

const stateWords: Record<BookingSummary['state'], string> = {
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const stateTones: Record<BookingSummary['state'], StatusTone> = {
  booked: 'upcoming',
  completed: 'done',
  cancelled: 'ended',
};

/**
 * An accepted application's schedule in one line, on the student's and the employer's lists: its
 * completion state, the hours confirmed and the pay due, and the way to its visits and timesheet.
 */
export function BookingLine({ applicationId, booking }: { applicationId: string; booking: BookingSummary }) {
  const parts = [
    stateWords[booking.state],
    booking.confirmedMinutes > 0 ? `${formatDuration(booking.confirmedMinutes)} confirmed` : null,
    booking.payDue !== null && booking.confirmedMinutes > 0 ? `${formatMoney(booking.payDue)} due` : null,
  ].filter(Boolean);
  return (
    <p className={styles.line}>
      <StatusPill tone={stateTones[booking.state]}>{parts.join(' · ')}</StatusPill>
      <Link to={webPath('timesheet', { id: applicationId })}>Schedule and hours</Link>
      {booking.state === 'completed' ? (
        // Each side reviews the other from where they see the job: the reviews on its timesheet.
        <Link to={`${webPath('timesheet', { id: applicationId })}#${REVIEWS_FRAGMENT}`}>Reviews</Link>
      ) : null}
    </p>
  );
}
