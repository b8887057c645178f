import { formatLongDate, formatPrice } from '@shared/rules/display';
import { DESCRIPTION_PREVIEW_LENGTH } from '@shared/rules/job-form';
import { formatRelativeTime } from '@shared/rules/relative-time';
import type { EmployerJob } from '@shared/schemas/job';
import { type ComponentType, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon, type IconProps, MapPinIcon, TagIcon } from '../../../lib/ui/icons';
import { canEdit, type JobAction, menuActions } from '../lib/job-actions';
import { jobPlace, statusOf } from '../lib/job-view';
import { employerPaths } from '../lib/paths';
import type { ReviewState } from '../lib/route-state';
import { ActionMenu } from './ActionMenu';
import { CheckCircleIcon, ClockIcon, PencilIcon, RotateIcon, TrashIcon, UsersIcon } from './icons';
import styles from './PostedJobCard.module.css';
import { StatusBadge } from './StatusBadge';

const actionLabels: Record<JobAction, { label: string; Icon: ComponentType<IconProps>; danger?: boolean }> = {
  edit: { label: 'Edit', Icon: PencilIcon },
  reopen: { label: 'Reopen', Icon: RotateIcon },
  close: { label: 'Mark as filled', Icon: CheckCircleIcon },
  delete: { label: 'Delete', Icon: TrashIcon, danger: true },
};

interface PostedJobCardProps {
  job: EmployerJob;
  highlighted: boolean;
  /** `trigger` is where focus goes back when the dialog the action opens is closed. */
  onAction: (action: JobAction, job: EmployerJob, trigger: HTMLElement | null) => void;
}

/** One posting (docs/spec/2-employers-and-info-pages.md §2): status, dates, pay, counts, and what can be done with it. */
export function PostedJobCard({ job, highlighted, onAction }: PostedJobCardProps) {
  const { data } = job;
  const titleId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const status = statusOf(job);
  const editable = canEdit(status);
  const long = data.description.length > DESCRIPTION_PREVIEW_LENGTH;
  const description =
    long && !expanded
      ? `${data.description.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`
      : data.description;
  const counts = data.applications;
  const reviewState: ReviewState = { jobId: job.entity };

  return (
    <article
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
      aria-labelledby={titleId}
      data-job-id={job.entity}
      data-highlighted={highlighted || undefined}
      tabIndex={-1}
    >
      <div className={styles.top}>
        <StatusBadge status={status} />
        <ActionMenu
          label={`Actions for ${data.title}`}
          buttonRef={menuButton}
          actions={menuActions(status).map((action) => ({
            ...actionLabels[action],
            onSelect: () => onAction(action, job, menuButton.current),
          }))}
        />
      </div>
      <h3 id={titleId} className={styles.title}>
        {data.title}
      </h3>
      <p className={styles.posted}>
        <ClockIcon />
        Posted <time dateTime={job.createdAt}>{formatRelativeTime(job.createdAt)}</time>
      </p>
      <div className={styles.description}>
        <p id={descriptionId}>{description}</p>
        {long ? (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Read Less' : 'Read More'}
            <span className="visually-hidden"> about {data.title}</span>
          </button>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <MapPinIcon />
            <span className="visually-hidden">Location</span>
          </dt>
          <dd>{jobPlace(job)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <TagIcon />
            <span className="visually-hidden">Pay</span>
          </dt>
          <dd>{data.price ? formatPrice(data.price, data.priceType) : 'No price given'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <CalendarIcon />
            <span className="visually-hidden">Dates</span>
          </dt>
          <dd>
            <span className={styles.nowrap}>Starts {formatLongDate(data.startDate)}</span>
            <span aria-hidden="true"> · </span>
            <span className={styles.nowrap}>Ends {formatLongDate(data.endDate)}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <UsersIcon />
            <span className="visually-hidden">Applications</span>
          </dt>
          <dd>
            {counts.total === 0 ? (
              'No applications yet'
            ) : (
              <Link to={employerPaths.applications} state={reviewState}>
                {counts.total} {counts.total === 1 ? 'application' : 'applications'}
                {counts.pending > 0 ? `, ${counts.pending} pending` : ''}
                <span className="visually-hidden"> for {data.title}</span>
              </Link>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.footer}>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={(event) => onAction(editable ? 'edit' : 'reopen', job, event.currentTarget)}
        >
          {editable ? <PencilIcon /> : <RotateIcon />}
          {editable ? 'Edit Details' : 'Reopen Job'}
          <span className="visually-hidden"> for {data.title}</span>
        </button>
        {editable ? null : <p className={styles.hint}>Click Reopen to make this job active again</p>}
      </div>
    </article>
  );
}
