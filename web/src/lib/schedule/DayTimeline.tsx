import { formatDuration } from '@shared/rules/schedule';
import type { Visit } from '@shared/schemas/schedule';
import styles from './DayTimeline.module.css';
import { momentAt, visitHours, visitStatusLabels } from './visit-time';

/**
 * The day's timeline of a teen's visits, for their guardian (/family): each visit with its hours and
 * place, and what happened (checked in, where, checked out, the minutes). Read-only: the guardian
 * follows, the student and the employer act.
 */
export function DayTimeline({ visits, emptyText }: { visits: readonly Visit[]; emptyText: string }) {
  if (visits.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ol className={styles.timeline}>
      {visits.map((visit) => (
        <li key={`${visit.applicationId}-${visit.day}`} className={styles.visit}>
          <p className={styles.when}>
            <strong>{visitHours(visit)}</strong> · {visit.title}
          </p>
          <p className={styles.where}>
            {visit.place.street ?? `${visit.place.city}, ${visit.place.state}`} · with{' '}
            {visit.employerFirstName}
          </p>
          <ul className={styles.events}>
            {visit.checkedInAt ? (
              <li>
                {visit.checkedInBy === 'employer'
                  ? `${visit.employerFirstName} recorded the arrival at ${momentAt(visit.checkedInAt, visit.timeZone)}`
                  : `Checked in at ${momentAt(visit.checkedInAt, visit.timeZone)}`}
                {visit.awayFromJob === true ? ' · away from the job’s address' : ''}
                {visit.awayFromJob === false ? ' · at the job’s address' : ''}
              </li>
            ) : null}
            {visit.checkedOutAt ? (
              <li>
                Checked out at {momentAt(visit.checkedOutAt, visit.timeZone)}
                {visit.minutes !== null ? ` · ${formatDuration(visit.minutes)}` : ''}
              </li>
            ) : null}
            {visit.confirmedMinutes !== null ? (
              <li>Hours confirmed: {formatDuration(visit.confirmedMinutes)}</li>
            ) : null}
            {!visit.checkedInAt ? <li>{visitStatusLabels[visit.status]}</li> : null}
          </ul>
        </li>
      ))}
    </ol>
  );
}
