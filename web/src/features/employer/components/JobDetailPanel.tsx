import { formatLongDate, formatPrice } from '@shared/rules/display';
import type { EmployerJob } from '@shared/schemas/job';
import { useId } from 'react';
import { useEmployerJob } from '../api/list-employer-jobs';
import { jobPlace } from '../lib/job-view';
import styles from './ApplicationDetail.module.css';

/**
 * The job detail panel of docs/spec/2-employers-and-info-pages.md §4, in the applications reviewer: the job an
 * application is for, Active or Inactive from isActive, "Loading job details..." while it loads and
 * "No job details available" when there is none.
 */
export function JobDetailPanel({ jobId }: { jobId: string }) {
  const job = useEmployerJob(jobId);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={job.isPending || undefined}>
      <h3 id={headingId} className={styles.cardTitle}>
        Job Details
      </h3>
      {job.isPending ? (
        <p className={styles.note} role="status">
          Loading job details...
        </p>
      ) : job.data ? (
        <JobFacts job={job.data} />
      ) : (
        <p className={styles.note}>No job details available</p>
      )}
    </section>
  );
}

function JobFacts({ job }: { job: EmployerJob }) {
  const { data } = job;
  return (
    <>
      <div className={styles.badges}>
        <p className={styles.jobTitle}>{data.title}</p>
        {/* From isActive (docs/spec/2-employers-and-info-pages.md §4): a closed or deleted job is Inactive, whatever its dates. */}
        <span
          className={`badge ${data.isActive ? 'badge-active' : 'badge-closed'}`}
          data-active={data.isActive}
        >
          {data.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className={styles.description}>{data.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Location</dt>
          <dd>{jobPlace(job)}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatLongDate(data.startDate)} – {formatLongDate(data.endDate)}
          </dd>
        </div>
        <div>
          <dt>Pay</dt>
          <dd>{formatPrice(data.price, data.priceType)}</dd>
        </div>
        <div>
          <dt>Applications</dt>
          <dd>
            {data.applications.total} in all, {data.applications.pending} pending
          </dd>
        </div>
      </dl>
    </>
  );
}
