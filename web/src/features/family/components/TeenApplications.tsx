import { formatPhone } from '@shared/rules/person';
import type { FamilyApplication } from '@shared/schemas/family';
import { ApplicationStatusBadge } from '../../../lib/applications/ApplicationStatusBadge';
import { formatMoment, jobDates, townOf } from '../lib/family-display';
import styles from './FamilySections.module.css';

/**
 * A teen's applications as their guardian sees them: job, employer's first name, town,
 * dates, status and when it last changed; an accepted one with the street address and the employer's
 * contact, exactly as the teen sees them.
 */
export function TeenApplications({ applications }: { applications: FamilyApplication[] }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>Applications</h3>
      {applications.length === 0 ? (
        <p className={styles.empty}>No applications yet.</p>
      ) : (
        <ul className={styles.cards}>
          {applications.map((application) => (
            <li key={application.entity} className={styles.card}>
              <div className={styles.cardHeader}>
                <p className={styles.cardTitle}>{application.jobTitle}</p>
                <ApplicationStatusBadge status={application.status} reader="guardian" />
              </div>
              <dl className={styles.facts}>
                <dt>Posted by</dt>
                <dd>{application.employerFirstName}</dd>
                <dt>Where</dt>
                <dd>{townOf(application.town)}</dd>
                <dt>When</dt>
                <dd>{jobDates(application.startDate, application.endDate)}</dd>
                <dt>Status changed</dt>
                <dd>
                  <time dateTime={application.updatedAt}>{formatMoment(application.updatedAt)}</time>
                </dd>
              </dl>
              {application.accepted ? <AcceptedDetails accepted={application.accepted} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AcceptedDetails({ accepted }: { accepted: NonNullable<FamilyApplication['accepted']> }) {
  const { address } = accepted;
  return (
    <div className={styles.accepted}>
      <p className={styles.acceptedTitle}>Where and whom to contact</p>
      <address className={styles.address}>
        {address.address1}
        {address.address2 ? `, ${address.address2}` : ''}
        <br />
        {address.city}, {address.state} {address.zipCode}
      </address>
      <p>
        {accepted.employerName} ·{' '}
        <a href={`tel:${accepted.employerPhone}`}>{formatPhone(accepted.employerPhone)}</a> ·{' '}
        <a href={`mailto:${accepted.employerEmail}`}>{accepted.employerEmail}</a>
      </p>
    </div>
  );
}
