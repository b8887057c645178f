import { ApplicationStatusBadge } from '../../../lib/applications/ApplicationStatusBadge';
import { hasConversation, isPending } from '../lib/application-display';
import { DEFAULT_SORT, type SortState } from '../lib/sort-applications';
import styles from './ApplicationCards.module.css';
import { AcceptedDetails, AppliedDate, JobTitleLink, MessageLink, WithdrawButton } from './ApplicationParts';
import type { ApplicationsViewProps } from './ApplicationsTable';

const sortOptions: { value: string; label: string; sort: SortState }[] = [
  { value: 'appliedDate:descending', label: 'Applied date, newest first', sort: DEFAULT_SORT },
  {
    value: 'appliedDate:ascending',
    label: 'Applied date, oldest first',
    sort: { key: 'appliedDate', direction: 'ascending' },
  },
  {
    value: 'jobTitle:ascending',
    label: 'Job title, A to Z',
    sort: { key: 'jobTitle', direction: 'ascending' },
  },
  {
    value: 'jobTitle:descending',
    label: 'Job title, Z to A',
    sort: { key: 'jobTitle', direction: 'descending' },
  },
  {
    value: 'createdBy:ascending',
    label: 'Employer, A to Z',
    sort: { key: 'createdBy', direction: 'ascending' },
  },
  {
    value: 'createdBy:descending',
    label: 'Employer, Z to A',
    sort: { key: 'createdBy', direction: 'descending' },
  },
];

/** Phones (under 768 px): the same rows as stacked cards, sorted with a select. */
export function ApplicationCards({
  applications,
  sort,
  onSort,
  onWithdraw,
  captionId,
}: ApplicationsViewProps) {
  return (
    <div className={styles.wrap}>
      <div className={styles.sort}>
        <label htmlFor={`${captionId}-sort`}>Sort by</label>
        <select
          id={`${captionId}-sort`}
          className={styles.select}
          value={`${sort.key}:${sort.direction}`}
          onChange={(event) => {
            const option = sortOptions.find((item) => item.value === event.currentTarget.value);
            if (option) onSort(option.sort);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.list} aria-labelledby={captionId}>
        {applications.map((application) => (
          <li key={application.entity} className={styles.card}>
            <div className={styles.top}>
              <ApplicationStatusBadge status={application.data.applicationStatus} />
            </div>
            <h3 className={styles.title}>
              <JobTitleLink application={application} />
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>Employer</dt>
                <dd>{application.data.createdBy}</dd>
              </div>
              <div>
                <dt>Applied</dt>
                <dd>
                  <AppliedDate application={application} />
                </dd>
              </div>
            </dl>
            <AcceptedDetails application={application} />
            {isPending(application) || hasConversation(application) ? (
              <div className={styles.actions}>
                <MessageLink application={application} />
                {isPending(application) ? (
                  <WithdrawButton application={application} onWithdraw={onWithdraw} />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
