import { formatJobDates, formatJobLocation, formatPrice } from '@shared/rules/display';
import { isId } from '@shared/rules/ids';
import { formatJobHours } from '@shared/rules/job-hours';
import { jobDisplayStatus } from '@shared/rules/job-status';
import { estimatedRateText } from '@shared/rules/pay-rate';
import { firstNameOf } from '@shared/rules/person';
import type { PublicJob } from '@shared/schemas/job';
import { webPath, webPaths, webUrl } from '@shared/web-paths';
import { jobPageHead, notOpenNotice, similarJobsPath } from '@shared/web-serving/job-page-head';
import { REMOVED_JOB_HEAD } from '@shared/web-serving/page-meta';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useConfig } from '../../../lib/config';
import { PageMeta } from '../../../lib/page-meta';
import { PageNotFoundError } from '../../../lib/page-not-found';
import { EmployerReviews } from '../../../lib/reviews/EmployerReviews';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import {
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  RefreshIcon,
  SearchIcon,
  TagIcon,
  UserIcon,
} from '../../../lib/ui/icons';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { Skeleton } from '../../../lib/ui/Skeleton';
import { jobQueryOptions } from '../api/get-job';
import { ApplyButton } from '../components/ApplyButton';
import { JobStatusBadge } from '../components/JobStatusBadge';
import { ReportJobButton } from '../components/ReportJobButton';
import { ShareJobLink } from '../components/ShareJobLink';
import { useApplyStates } from '../lib/apply-state';
import { JOBS_PARAMS } from '../lib/jobs-url';
import { useViewerLimits } from '../lib/viewer-limits';
import styles from './JobPage.module.css';

const ApplyPanel = lazy(() =>
  import('../components/ApplyPanel').then((module) => ({ default: module.ApplyPanel })),
);

/** Set by a job card's link: the search the visitor came from, for "Back to results". */
export interface JobPageState {
  from?: string;
}

/**
 * /jobs/{id}: one job's own page, the link people share and search engines index. Open,
 * it shows everything about the job with Apply, Report and Share; ended, filled or removed, it says so
 * and points to similar open jobs nearby. An id that never was a job is the 404 page.
 */
export default function JobPage() {
  const { id = '' } = useParams();
  const valid = isId(id);
  const query = useQuery({ ...jobQueryOptions(id), enabled: valid, retry: retryUnlessAnswered });

  const missing =
    !valid || (query.error instanceof ApiRequestError && query.error.status === 404 && !query.data);
  if (missing) throw new PageNotFoundError(`No job ${id}`);

  return (
    <div className={`container ${styles.page}`}>
      <BackLink />
      {query.data ? (
        <JobDetails job={query.data} />
      ) : query.error instanceof ApiRequestError && query.error.status === 410 ? (
        <RemovedJob message={query.error.message} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} error={query.error} />
      ) : (
        <JobSkeleton />
      )}
    </div>
  );
}

/** A 404 or 410 is the answer; a network failure or a 5xx may pass. */
const retryUnlessAnswered = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

function BackLink() {
  const state = useLocation().state as JobPageState | null;
  // Only a search of ours: the state comes from a card's link, but history state is not to be trusted.
  const from = state?.from?.startsWith(`${webPaths.jobs}?`) ? state.from : null;
  return (
    <p className={styles.back}>
      <Link to={from ?? webPaths.jobs}>
        <span aria-hidden="true">←</span> {from ? 'Back to results' : 'All jobs'}
      </Link>
    </p>
  );
}

function JobDetails({ job }: { job: PublicJob }) {
  const { data } = job;
  const { siteUrl } = useConfig();
  const session = useSession();
  const status = jobDisplayStatus(data);
  const open = status === 'active' || status === 'upcoming';
  const pageUrl = webUrl(siteUrl, webPath('job', { id: job.entity }));
  const applyStateFor = useApplyStates();
  const { expanded, setExpanded } = useApplyPanel(open);
  // Once sent, the panel shows its confirmation (and holds focus) although the job is now "Applied".
  const [submitted, setSubmitted] = useState(false);
  const panelId = useId();
  const applyButtonRef = useRef<HTMLButtonElement>(null);
  // What keeps this student from the job (young-teen rules, their guardian's limits), before applying.
  const limits = useViewerLimits()(data);
  const wouldApply = open ? applyStateFor(job) : 'closed';
  const applyState = wouldApply === 'apply' && limits.length > 0 ? 'restricted' : wouldApply;
  // Opened from the address too (back from sign-in): only while applying is what the panel offers,
  // and then its confirmation.
  const showPanel =
    expanded &&
    (submitted || applyState === 'apply' || applyState === 'loading' || applyState === 'restricted');
  const price = formatPrice(data.price, data.priceType);
  const estimate = estimatedRateText(data);
  const hours = formatJobHours(data);
  const employer = firstNameOf(data.createdBy);
  // The same head as the job's HTML is served with (shared/web-serving/job-page.ts); an ended or
  // filled job is kept out of search engines.
  const { title, description, noindex } = jobPageHead(job, pageUrl);

  return (
    <article className={styles.job} aria-labelledby="job-title">
      {/* The JobPosting for search engines is in the page's HTML as served (shared/web-serving/job-page.ts). */}
      <PageMeta title={title} description={description} noindex={noindex} />

      <header className={styles.header}>
        <div className={styles.badges}>
          <JobStatusBadge status={status} />
          {open
            ? limits.map((limit) => (
                <span key={limit.id} className={`badge ${styles.limit}`} data-marker={limit.id}>
                  <span className="visually-hidden">Not open to you: </span>
                  {limit.marker}
                </span>
              ))
            : null}
        </div>
        <h1 id="job-title" className={styles.title}>
          {data.title}
        </h1>
        <p className={styles.employer}>
          <UserIcon className={styles.icon} />
          Posted by {employer}
        </p>
      </header>

      {open ? null : <NotOpen job={job} />}

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <MapPinIcon className={styles.icon} />
            Where
          </dt>
          <dd>{formatJobLocation(data.address)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <CalendarIcon className={styles.icon} />
            When
          </dt>
          <dd>{formatJobDates(data.startDate, data.endDate)}</dd>
        </div>
        {hours ? (
          <div className={styles.fact}>
            <dt>
              <ClockIcon className={styles.icon} />
              Hours
            </dt>
            <dd>{hours}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>
            <TagIcon className={styles.icon} />
            Pay
          </dt>
          <dd>
            {price === '—' ? 'Not specified: ask when you apply' : price}
            {estimate ? ` (${estimate})` : null}
          </dd>
        </div>
      </dl>

      <section className={styles.about} aria-labelledby="job-about">
        <h2 id="job-about" className={styles.subheading}>
          About the job
        </h2>
        <p className={styles.description}>{data.description}</p>
      </section>

      <div className={styles.actions}>
        <ApplyButton
          ref={applyButtonRef}
          state={applyState}
          expanded={showPanel}
          controls={panelId}
          onToggle={() => setExpanded((current) => !current)}
        />
        <ShareJobLink url={pageUrl} title={data.title} />
        {session.status === 'signed-in' ? <ReportJobButton job={job} labelled /> : null}
      </div>
      {showPanel ? (
        <div id={panelId} className={styles.panel}>
          {/* The panel's own headings are a card's (h4): this keeps the page's outline in order. */}
          <h3 className="visually-hidden">Apply for {data.title}</h3>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <ApplyPanel
              job={job}
              onSubmitted={() => setSubmitted(true)}
              onDone={() => {
                setSubmitted(false);
                setExpanded(false);
                requestAnimationFrame(() => applyButtonRef.current?.focus());
              }}
            />
          </Suspense>
        </div>
      ) : null}
      {job.employerId ? <EmployerReviews employerId={job.employerId} employerName={employer} /> : null}
    </article>
  );
}

/**
 * The Apply panel, opened at once when the address asks (`?apply=1`: back from "Sign in to apply"); the parameter then leaves the address, so a reload or a shared link does not reopen it.
 */
function useApplyPanel(open: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).has(JOBS_PARAMS.apply);
  const [expanded, setExpanded] = useState(open && asked);
  useEffect(() => {
    if (!asked) return;
    const params = new URLSearchParams(location.search);
    params.delete(JOBS_PARAMS.apply);
    navigate(
      { pathname: location.pathname, search: params.toString() },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [asked, location, navigate]);
  return { expanded, setExpanded };
}

function NotOpen({ job }: { job: PublicJob }) {
  const where = formatJobLocation(job.data.address);
  const notice = notOpenNotice(job);
  return (
    <div className={styles.notice}>
      <Alert tone="info" title={notice.title}>
        <p>
          {notice.text} <Link to={similarJobsPath(job)}>See similar open jobs near {where}</Link>
        </p>
      </Alert>
    </div>
  );
}

function RemovedJob({ message }: { message: string }) {
  return (
    <>
      <PageMeta {...REMOVED_JOB_HEAD} noindex />
      <h1 className="visually-hidden">Job removed</h1>
      <Notice
        icon={<SearchIcon />}
        titleAs="h2"
        title="This job is no longer available"
        action={
          <Link className="btn btn-primary" to={webPaths.jobs}>
            See open jobs
          </Link>
        }
      >
        <p className={noticeStyles.text}>{message} Plenty of other neighbours are looking for help.</p>
      </Notice>
    </>
  );
}

function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <>
      <h1 className="visually-hidden">Job details</h1>
      <Notice
        role="alert"
        tone="error"
        icon={<SearchIcon />}
        titleAs="h2"
        title="We couldn't load this job"
        action={
          <BusyButton
            type="button"
            className="btn btn-primary"
            onClick={() => {
              if (!retrying) onRetry();
            }}
            busy={retrying}
            icon={<RefreshIcon />}
          >
            Try again
          </BusyButton>
        }
      >
        <p className={noticeStyles.text}>{errorMessage(error)}</p>
      </Notice>
    </>
  );
}

function JobSkeleton() {
  return (
    <Skeleton label="Loading the job…" className={styles.job}>
      <span className="skeleton skeleton-text" style={{ width: '5rem' }} />
      <span className="skeleton skeleton-title" style={{ width: '70%', height: '2.25rem' }} />
      <span className="skeleton skeleton-text" style={{ width: '30%' }} />
      <span className="skeleton skeleton-text" style={{ width: '90%' }} />
      <span className="skeleton skeleton-text" style={{ width: '85%' }} />
      <span className="skeleton skeleton-text" style={{ width: '60%' }} />
    </Skeleton>
  );
}
