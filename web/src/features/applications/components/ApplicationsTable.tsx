import type { StudentApplication } from '@shared/schemas/application';
import { Fragment } from 'react';
import { ApplicationStatusBadge } from '../../../lib/applications/ApplicationStatusBadge';
import { ChevronDownIcon } from '../../../lib/ui/icons';
import { isPending } from '../lib/application-display';
import { nextSort, type SortKey, type SortState } from '../lib/sort-applications';
import { AcceptedDetails, AppliedDate, JobTitleLink, MessageLink, WithdrawButton } from './ApplicationParts';
import styles from './ApplicationsTable.module.css';

const columns: { key: SortKey; label: string }[] = [
  { key: 'jobTitle', label: 'Job title' },
  { key: 'createdBy', label: 'Employer' },
  { key: 'appliedDate', label: 'Applied' },
];

interface ApplicationsViewProps {
  applications: StudentApplication[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  onWithdraw: (application: StudentApplication, button: HTMLButtonElement) => void;
  captionId: string;
}

/**
 * The table of docs/spec/1-students-and-accounts.md §2 (from 768 px; phones get ApplicationCards). Sortable headers are buttons
 * inside the header cells, and the sorted column says so with aria-sort.
 */
export function ApplicationsTable({
  applications,
  sort,
  onSort,
  onWithdraw,
  captionId,
}: ApplicationsViewProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort.key === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={sorted ? sort.direction : undefined}>
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => onSort(nextSort(sort, column.key))}
                  >
                    {column.label}
                    <ChevronDownIcon
                      className={styles.sortIcon}
                      data-sorted={sorted || undefined}
                      data-direction={sorted ? sort.direction : undefined}
                    />
                  </button>
                </th>
              );
            })}
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <Fragment key={application.entity}>
              <tr className={application.data.accepted ? styles.withDetails : undefined}>
                <td>
                  <JobTitleLink application={application} />
                </td>
                <td>{application.data.createdBy}</td>
                <td>
                  <AppliedDate application={application} />
                </td>
                <td>
                  <ApplicationStatusBadge status={application.data.applicationStatus} />
                </td>
                <td className={styles.actions}>
                  <MessageLink application={application} />
                  {isPending(application) ? (
                    <WithdrawButton application={application} onWithdraw={onWithdraw} />
                  ) : null}
                </td>
              </tr>
              {application.data.accepted ? (
                <tr className={styles.detailsRow}>
                  <td colSpan={5}>
                    <AcceptedDetails application={application} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type { ApplicationsViewProps };
