import { formatAppliedLabel } from '@shared/rules/relative-time';
import type { EmployerApplication } from '@shared/schemas/application';
import { ApplicationStatusBadge } from '../../../lib/applications/ApplicationStatusBadge';
import { BookingLine } from '../../../lib/schedule/BookingLine';
import { Skeleton } from '../../../lib/ui/Skeleton';
import { capitalised, initialsOf } from '../lib/application-view';
import { type ActionState, ApplicationActions, type ReviewAction } from './ApplicationActions';
import styles from './ApplicationRow.module.css';

interface ApplicationRowProps {
  application: EmployerApplication;
  state: ActionState;
  onAction: (action: ReviewAction, application: EmployerApplication, trigger: HTMLElement) => void;
  onView: (application: EmployerApplication, trigger: HTMLElement) => void;
}

/** One applicant (docs/spec/2-employers-and-info-pages.md §2): first name, status, when they applied, and the review buttons. */
export function ApplicationRow({ application, state, onAction, onView }: ApplicationRowProps) {
  const { data } = application;
  return (
    <li className={styles.row} data-application-id={application.entity}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(data.firstName, data.lastName)}
        </span>
        <div className={styles.text}>
          <p className={styles.name}>{capitalised(data.firstName)}</p>
          <p className={styles.applied}>
            Applied <time dateTime={application.createdAt}>{formatAppliedLabel(application.createdAt)}</time>
          </p>
        </div>
        <ApplicationStatusBadge status={data.applicationStatus} />
      </div>
      <ApplicationActions application={application} state={state} onAction={onAction} onView={onView} />
      {data.booking ? (
        <div className={styles.booking}>
          <BookingLine applicationId={application.entity} booking={data.booking} />
        </div>
      ) : null}
    </li>
  );
}

/** Three placeholder rows while the applications load (docs/spec/2-employers-and-info-pages.md §2). */
export function ApplicationRowSkeletons() {
  return (
    <Skeleton label="Loading applications…">
      <ul className={styles.list}>
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.row}>
            <div className={styles.who}>
              <span className={`skeleton ${styles.avatar}`} />
              <div className={styles.text}>
                <span className="skeleton skeleton-text" style={{ width: '6rem' }} />
                <span className="skeleton skeleton-text" style={{ width: '8rem' }} />
              </div>
            </div>
            <span className="skeleton skeleton-pill" style={{ width: '16rem', maxWidth: '100%' }} />
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}

export { styles as applicationRowStyles };
