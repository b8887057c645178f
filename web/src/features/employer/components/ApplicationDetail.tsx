import { formatPrice } from '@shared/rules/display';
import { formatRelativeTime } from '@shared/rules/relative-time';
import type { EmployerApplication } from '@shared/schemas/application';
import type { Ref } from 'react';
import { ApplicationStatusBadge } from '../../../lib/applications/ApplicationStatusBadge';
import { fullNameOf, initialsOf } from '../lib/application-view';
import { type ActionState, ApplicationActions, type ReviewAction } from './ApplicationActions';
import styles from './ApplicationDetail.module.css';
import { ArrowLeftIcon } from './icons';
import { JobDetailPanel } from './JobDetailPanel';

interface ApplicationDetailProps {
  application: EmployerApplication;
  state: ActionState;
  onAction: (action: ReviewAction, application: EmployerApplication, trigger: HTMLElement) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** An applicant in full (docs/spec/2-employers-and-info-pages.md §2): Applicant Information, and the job's detail panel (docs/spec/2-employers-and-info-pages.md §4). */
export function ApplicationDetail({
  application,
  state,
  onAction,
  onBack,
  headingRef,
}: ApplicationDetailProps) {
  const { data } = application;
  return (
    <div className={styles.detail}>
      <button type="button" className={`btn btn-ghost btn-sm ${styles.back}`} onClick={onBack}>
        <ArrowLeftIcon />
        Back to Applications
      </button>
      <section className={styles.card} aria-labelledby="applicant-information">
        <h3 id="applicant-information" className={styles.cardTitle} ref={headingRef} tabIndex={-1}>
          Applicant Information
        </h3>
        <div className={styles.person}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(data.firstName, data.lastName)}
          </span>
          <div className={styles.personText}>
            <p className={styles.name}>{fullNameOf(application)}</p>
            <p className={styles.muted}>Applied for {data.jobTitle}</p>
            <div className={styles.badges}>
              <ApplicationStatusBadge status={data.applicationStatus} />
              {data.isMinor ? <span className={`badge ${styles.minor}`}>Under 18</span> : null}
            </div>
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Applied</dt>
            <dd>
              <time dateTime={application.createdAt}>{formatRelativeTime(application.createdAt)}</time>
            </dd>
          </div>
          {/* A student who deleted their account is a "Former student" with no address. */}
          {data.emailId ? (
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${data.emailId}`} className={styles.email}>
                  {data.emailId}
                </a>
              </dd>
            </div>
          ) : null}
          {data.expectedPrice > 0 ? (
            <div>
              <dt>Expected Price</dt>
              <dd>{formatPrice(data.expectedPrice, data.priceType ?? 'perHr')}</dd>
            </div>
          ) : null}
          {data.bio.trim() ? (
            <div className={styles.wide}>
              <dt>Bio</dt>
              <dd className={styles.bio}>{data.bio}</dd>
            </div>
          ) : null}
        </dl>
        {data.isMinor ? (
          <p className={styles.note}>
            This student is under 18. Their parent or guardian is told about your decision by e-mail.
          </p>
        ) : null}
        <ApplicationActions application={application} state={state} onAction={onAction} />
      </section>
      <JobDetailPanel jobId={data.jobId} />
      <button type="button" className={`btn btn-secondary ${styles.all}`} onClick={onBack}>
        View All Applications
      </button>
    </div>
  );
}
