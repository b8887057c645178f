import { isActiveTab } from '@shared/rules/job-status';
import type { EmployerJob } from '@shared/schemas/job';
import { useState } from 'react';
import { matchesSearch } from '../lib/job-actions';
import { statusOf } from '../lib/job-view';
import { reviewerOrder } from '../lib/reviewer-jobs';
import { ActionMenu } from './ActionMenu';
import { FilterIcon } from './icons';
import styles from './ReviewerJobList.module.css';
import { SearchBox } from './SearchBox';
import { StatusBadge } from './StatusBadge';

type JobFilter = 'all' | 'active' | 'closed' | 'pending';
const filters: { value: JobFilter; label: string }[] = [
  { value: 'all', label: 'All jobs' },
  { value: 'active', label: 'Active jobs' },
  { value: 'closed', label: 'Closed jobs' },
  { value: 'pending', label: 'Jobs with pending applications' },
];

function passes(job: EmployerJob, filter: JobFilter): boolean {
  if (filter === 'active') return isActiveTab(statusOf(job));
  if (filter === 'closed') return !isActiveTab(statusOf(job));
  if (filter === 'pending') return job.data.applications.pending > 0;
  return true;
}

interface ReviewerJobListProps {
  jobs: EmployerJob[];
  selectedId: string | null;
  onSelect: (job: EmployerJob) => void;
  /** While a review action runs the selection waits (docs/spec/2-employers-and-info-pages.md §4). */
  disabled: boolean;
}

/**
 * The reviewer's job list (docs/spec/2-employers-and-info-pages.md §2): search ("Search jobs..."), a filter menu, one job chosen.
 * Deleted jobs come last, marked by their badge.
 */
export function ReviewerJobList({ jobs, selectedId, onSelect, disabled }: ReviewerJobListProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<JobFilter>('all');
  const shown = reviewerOrder(jobs).filter((job) => passes(job, filter) && matchesSearch(job, search));
  const filterLabel = filters.find((option) => option.value === filter)?.label ?? 'All jobs';

  return (
    <section className={styles.jobs} aria-labelledby="reviewer-jobs">
      <h2 id="reviewer-jobs" className={styles.title}>
        Your jobs
      </h2>
      <div className={styles.tools}>
        <SearchBox label="Search jobs" placeholder="Search jobs..." value={search} onChange={setSearch} />
        <ActionMenu
          label={`Filter jobs: ${filterLabel}`}
          buttonClassName={`btn btn-secondary btn-sm ${styles.filter}`}
          buttonContent={
            <>
              <FilterIcon />
              <span className="visually-hidden">Filter jobs: {filterLabel}</span>
              <span aria-hidden="true">{filter === 'all' ? 'Filter' : 'Filtered'}</span>
            </>
          }
          actions={filters.map((option) => ({
            label: option.label,
            checked: option.value === filter,
            onSelect: () => setFilter(option.value),
          }))}
        />
      </div>
      <p className="visually-hidden" role="status">
        {search.trim() || filter !== 'all' ? `${shown.length} of ${jobs.length} jobs shown.` : ''}
      </p>
      {shown.length === 0 ? (
        <p className={styles.none}>No jobs match. Try another search or filter.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((job) => {
            const selected = job.entity === selectedId;
            const { total, pending } = job.data.applications;
            return (
              <li key={job.entity}>
                <button
                  type="button"
                  className={styles.job}
                  aria-current={selected ? 'true' : undefined}
                  disabled={disabled && !selected}
                  onClick={() => onSelect(job)}
                >
                  <span className={styles.jobTitle}>{job.data.title}</span>
                  <span className={styles.jobMeta}>
                    <StatusBadge status={statusOf(job)} />
                    <span>
                      {total} {total === 1 ? 'application' : 'applications'}
                      {pending > 0 ? `, ${pending} pending` : ''}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
