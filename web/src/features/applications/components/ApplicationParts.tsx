import { formatPhone } from '@shared/rules/person';
import type { StudentApplication } from '@shared/schemas/application';
import { webPath } from '@shared/web-paths';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { BookingLine } from '../../../lib/schedule/BookingLine';
import {
  appliedAgo,
  formatAppliedDate,
  formatStreetAddress,
  hasConversation,
  jobLink,
} from '../lib/application-display';
import styles from './ApplicationParts.module.css';

/** The job's title, linking to it on /jobs. */
export function JobTitleLink({ application }: { application: StudentApplication }) {
  return (
    <Link className={styles.jobLink} to={jobLink(application)}>
      {application.data.jobTitle}
    </Link>
  );
}

/** The application's conversation, once the employer is interested (or accepted it). */
export function MessageLink({ application }: { application: StudentApplication }) {
  if (!hasConversation(application)) return null;
  return (
    <Link className="btn btn-secondary btn-sm" to={webPath('conversation', { id: application.entity })}>
      Message<span className="visually-hidden"> the employer about {application.data.jobTitle}</span>
    </Link>
  );
}

export function AppliedDate({ application }: { application: StudentApplication }) {
  return (
    <time dateTime={application.createdAt} className={styles.date}>
      {formatAppliedDate(application.createdAt)}
      <span className={styles.ago}>{appliedAgo(application.createdAt)}</span>
    </time>
  );
}

interface WithdrawButtonProps {
  application: StudentApplication;
  onWithdraw: (application: StudentApplication, button: HTMLButtonElement) => void;
}

export const WithdrawButton = forwardRef<HTMLButtonElement, WithdrawButtonProps>(function WithdrawButton(
  { application, onWithdraw },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-secondary btn-sm"
      aria-haspopup="dialog"
      onClick={(event) => onWithdraw(application, event.currentTarget)}
    >
      Withdraw
      <span className="visually-hidden"> application for {application.data.jobTitle}</span>
    </button>
  );
});

/**
 * Once accepted, and only then, the student learns where the job is and how to reach the employer
 * (DESIGN §4; the server sends these only for an accepted application).
 */
export function AcceptedDetails({ application }: { application: StudentApplication }) {
  const accepted = application.data.accepted;
  if (!accepted) return null;
  return (
    <div className={styles.accepted}>
      <p className={styles.acceptedTitle}>You got the job! Here is how to get in touch:</p>
      <dl className={styles.contact}>
        <div>
          <dt>Address</dt>
          <dd>{formatStreetAddress(accepted.address)}</dd>
        </div>
        <div>
          <dt>Employer</dt>
          <dd>{accepted.employerName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${accepted.employerEmail}`}>{accepted.employerEmail}</a>
          </dd>
        </div>
        {accepted.employerPhone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${accepted.employerPhone}`}>{formatPhone(accepted.employerPhone)}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      {application.data.booking ? (
        <BookingLine applicationId={application.entity} booking={application.data.booking} />
      ) : null}
    </div>
  );
}
