import { formatDistance, formatJobDates, formatJobLocation, formatPrice } from '@shared/rules/display';
import { formatJobHours } from '@shared/rules/job-hours';
import { jobKindLabels } from '@shared/rules/job-kinds';
import { jobDisplayStatus } from '@shared/rules/job-status';
import { estimatedRateText } from '@shared/rules/pay-rate';
import type { PublicJob } from '@shared/schemas/job';
import { webPath } from '@shared/web-paths';
import { lazy, Suspense, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmployerRating } from '../../../lib/reviews/EmployerRating';
import {
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  NavigationIcon,
  TagIcon,
  ToolIcon,
  UserIcon,
} from '../../../lib/ui/icons';
import type { ViewerLimit } from '../lib/viewer-limits';
import { ApplyButton, type ApplyState } from './ApplyButton';
import styles from './JobCard.module.css';
import { JobStatusBadge } from './JobStatusBadge';

// The Apply panel (its form, the application schema, the profile) loads when a card first opens it,
// not with the jobs list (form and validation code off the public pages' first screen).
const ApplyPanel = lazy(() => import('./ApplyPanel').then((module) => ({ default: module.ApplyPanel })));
// Only a signed-in person may report, so a visitor's list does without the button and its reports
// query (initial JS on /jobs). Its place is kept while it loads, so the row does not move.
const ReportJobButton = lazy(() =>
  import('./ReportJobButton').then((module) => ({ default: module.ReportJobButton })),
);

interface JobCardProps {
  job: PublicJob;
  /** Heading level of the card title, so the outline stays in order wherever the list sits. */
  headingLevel?: 2 | 3;
  /** What the Apply button offers this viewer for this job. */
  applyState: ApplyState;
  /** The Apply panel is open (one card at a time, docs/spec/1-students-and-accounts.md §4). */
  expanded: boolean;
  onToggle: () => void;
  /** Shown briefly when the job was linked with ?jobId= (docs/spec/1-students-and-accounts.md §2). */
  highlighted: boolean;
  /** The report flag is for signed-in people only (docs/spec/1-students-and-accounts.md §6). */
  canReport: boolean;
  /** What keeps this viewer from the job (the rules for young teens, their guardian's limits): none for most. */
  limits?: ViewerLimit[];
}

export function JobCard({
  job,
  headingLevel = 3,
  applyState,
  expanded,
  onToggle,
  highlighted,
  canReport,
  limits = [],
}: JobCardProps) {
  const titleId = useId();
  const panelId = useId();
  const applyButtonRef = useRef<HTMLButtonElement>(null);
  const { data } = job;
  const status = jobDisplayStatus(data);
  const price = formatPrice(data.price, data.priceType);
  // What the pay sorts compare a price per job by (shared/rules/pay-rate.ts), said where it is shown.
  const estimate = estimatedRateText(data);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hours = formatJobHours(data);
  // The job's own page remembers the search it was opened from, for its "Back to results".
  const { pathname, search } = useLocation();

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-job-id={job.entity}
      data-highlighted={highlighted || undefined}
      data-expanded={expanded || undefined}
      // Focus lands here when the page brings this job into view (?jobId=).
      tabIndex={-1}
    >
      <div className={styles.top}>
        <div className={styles.topStart}>
          <JobStatusBadge status={status} />
          {job.distance !== undefined ? (
            <span className={styles.distance}>
              <NavigationIcon className={styles.distanceIcon} />
              {formatDistance(job.distance)} away
            </span>
          ) : null}
          {limits.map((limit) => (
            <span key={limit.id} className={`badge ${styles.limit}`} data-marker={limit.id}>
              <span className="visually-hidden">Not open to you: </span>
              {limit.marker}
            </span>
          ))}
        </div>
        {canReport ? (
          <Suspense fallback={<span className={styles.flagSlot} aria-hidden="true" />}>
            <ReportJobButton job={job} />
          </Suspense>
        ) : null}
      </div>
      <p className={styles.kind}>
        <span className="visually-hidden">Kind of job: </span>
        {jobKindLabels[data.kind]}
      </p>
      <Heading id={titleId} className={styles.title}>
        <Link
          className={styles.titleLink}
          to={webPath('job', { id: job.entity })}
          state={{ from: `${pathname}${search}` }}
        >
          {data.title}
        </Link>
      </Heading>
      <p className={styles.employer}>
        <UserIcon className={styles.employerIcon} />
        <span>
          <span className="visually-hidden">Posted by </span>
          {data.createdBy}
        </span>
        <EmployerRating employerId={job.employerId} />
      </p>
      <p className={expanded ? styles.descriptionFull : styles.description}>{data.description}</p>
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
        {hours ? (
          <div className={styles.fact}>
            <dt>
              <ClockIcon className={styles.factIcon} />
              <span className="visually-hidden">Time of day</span>
            </dt>
            <dd>{hours}</dd>
          </div>
        ) : null}
        {data.powerEquipment ? (
          <div className={styles.fact}>
            <dt>
              <ToolIcon className={styles.factIcon} />
              <span className="visually-hidden">Equipment</span>
            </dt>
            <dd>Uses power-driven equipment</dd>
          </div>
        ) : null}
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
            <span className={styles.amount}>
              <span>{price}</span>
              {estimate ? <span className={styles.estimate}>{estimate}</span> : null}
            </span>
          )}
        </p>
        <ApplyButton
          ref={applyButtonRef}
          state={
            status === 'expired' || status === 'closed'
              ? 'closed'
              : applyState === 'apply' && limits.length > 0
                ? 'restricted'
                : applyState
          }
          expanded={expanded}
          controls={panelId}
          onToggle={onToggle}
        />
      </div>
      {expanded ? (
        <div id={panelId} className={styles.panel}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <ApplyPanel
              job={job}
              onDone={() => {
                onToggle();
                // The panel (and whatever had focus in it) is gone: carry on from the card's button.
                requestAnimationFrame(() => applyButtonRef.current?.focus());
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}
