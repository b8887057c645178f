import { formatDistance, formatPrice } from '@shared/rules/display';
import { jobDisplayStatus } from '@shared/rules/job-status';
import type { PublicJob } from '@shared/schemas/job';
import { useId } from 'react';
import { CalendarIcon, MapPinIcon, NavigationIcon, TagIcon, UserIcon } from '../../../lib/ui/icons';
import { formatJobDates, formatJobLocation } from '../lib/job-display';
import styles from './JobCard.module.css';
import { JobStatusBadge } from './JobStatusBadge';

interface JobCardProps {
  job: PublicJob;
  /** Heading level of the card title, so the outline stays in order wherever the list sits. */
  headingLevel?: 2 | 3;
}

export function JobCard({ job, headingLevel = 3 }: JobCardProps) {
  const titleId = useId();
  const { data } = job;
  const status = jobDisplayStatus(data);
  const price = formatPrice(data.price, data.priceType);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className={styles.card} aria-labelledby={titleId} data-job-id={job.entity}>
      <div className={styles.top}>
        <JobStatusBadge status={status} />
        {job.distance !== undefined ? (
          <span className={styles.distance}>
            <NavigationIcon className={styles.distanceIcon} />
            {formatDistance(job.distance)} away
          </span>
        ) : null}
      </div>
      <Heading id={titleId} className={styles.title}>
        {data.title}
      </Heading>
      <p className={styles.employer}>
        <UserIcon className={styles.employerIcon} />
        <span>
          <span className="visually-hidden">Posted by </span>
          {data.createdBy}
        </span>
      </p>
      <p className={styles.description}>{data.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <MapPinIcon className={styles.factIcon} />
            <span className="visually-hidden">Location</span>
          </dt>
          <dd>{formatJobLocation(data.address)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <CalendarIcon className={styles.factIcon} />
            <span className="visually-hidden">Dates</span>
          </dt>
          <dd>{formatJobDates(data.startDate, data.endDate)}</dd>
        </div>
      </dl>
      <div className={styles.footer}>
        <p className={styles.price}>
          <TagIcon className={styles.priceIcon} />
          <span className="visually-hidden">Pay: </span>
          {price === '—' ? (
            <span className={styles.noPrice}>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">not specified</span>
            </span>
          ) : (
            <span>{price}</span>
          )}
        </p>
      </div>
    </article>
  );
}
