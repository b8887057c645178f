import { formatPrice } from '@shared/rules/display';
import { ratingText, timeOnSite } from '@shared/rules/employer-standing';
import { formatJobHours } from '@shared/rules/job-hours';
import { jobKindLabels } from '@shared/rules/job-kinds';
import type { ApprovalJob } from '@shared/schemas/family';
import { webPath } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { jobDates, townOf } from '../lib/family-display';
import styles from './FamilySections.module.css';

/**
 * The whole job a guardian approves, as their teen read it before applying, and who posted it: on the
 * /family card and on the page the e-mail's Approve and Decline links open.
 */
export function ApprovalJobDetails({ job }: { job: ApprovalJob }) {
  const pay = formatPrice(job.price, job.priceType);
  return (
    <>
      <p className={styles.description}>{job.description}</p>
      <dl className={styles.facts}>
        <dt>Kind</dt>
        <dd>{jobKindLabels[job.kind]}</dd>
        <dt>When</dt>
        <dd>{jobDates(job.startDate, job.endDate)}</dd>
        <dt>Hours</dt>
        <dd>{formatJobHours(job) ?? 'Any time of day'}</dd>
        <dt>Pay</dt>
        <dd>{pay === '—' ? 'Not given: the student names a price' : pay}</dd>
        <dt>Where</dt>
        <dd>{townOf(job.town)}</dd>
        <dt>Posted by</dt>
        <dd>
          {job.employer.firstName}
          <span className={styles.standing}>
            {timeOnSite(job.employer.memberSince)} · {ratingText(job.employer.rating)}
          </span>
        </dd>
      </dl>
      <p>
        <Link to={webPath('job', { id: job.jobId })}>
          See the job’s page<span className="visually-hidden">: {job.title}</span>
        </Link>
      </p>
    </>
  );
}
