import type { EmployerApplication } from '@shared/schemas/application';
import type { EmployerJob } from '@shared/schemas/job';
import { type ReactNode, type Ref, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import panel from '../../../lib/ui/Panel.module.css';
import { Tabs, tabId } from '../../../lib/ui/Tabs';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useExpressInterest } from '../api/express-interest';
import { useApplication } from '../api/get-application';
import { useEmployerJobs } from '../api/list-employer-jobs';
import { useJobApplications } from '../api/list-job-applications';
import { useReviewApplication } from '../api/review-application';
import type { ActionState, ReviewAction } from '../components/ApplicationActions';
import { ApplicationDetail } from '../components/ApplicationDetail';
import { ApplicationRow, ApplicationRowSkeletons, applicationRowStyles } from '../components/ApplicationRow';
import { PlusIcon } from '../components/icons';
import { JobDetailPanel } from '../components/JobDetailPanel';
import { PageHeader } from '../components/PageHeader';
import { ReviewerJobList } from '../components/ReviewerJobList';
import { StatusBadge } from '../components/StatusBadge';
import { byNewest, capitalised, inTab, type ReviewTab, reviewTabs } from '../lib/application-view';
import { jobPlace, statusOf } from '../lib/job-view';
import { employerPaths } from '../lib/paths';
import { defaultReviewJob } from '../lib/reviewer-jobs';
import { readReviewState } from '../lib/route-state';
import styles from './ApplicationsPage.module.css';

const PANEL_ID = 'review-panel';
const JOB_PANEL_ID = 'review-job-details';
/** Below this width the job list sits above the applications (ApplicationsPage.module.css). */
const STACKED_QUERY = '(max-width: 999px)';
const REVIEW_FAILED = 'Failed to update the application. Please try again.';
const INTEREST_FAILED = 'Failed to send the interest e-mail. Please try again.';

type Confirm = { kind: ReviewAction; application: EmployerApplication } | null;

/**
 * The three confirm dialogs (docs/spec/2-employers-and-info-pages.md §2). Reject asks too: it mails the student and
 * a parent, and like Accept it is final. Each names the action and the person in its title and on its
 * button ("Accept Maya"), so the answer says what it does: the spec's "Proceed" said neither.
 */
const confirmCopy: Record<
  ReviewAction,
  (name: string) => { title: string; description: string; confirm: string }
> = {
  accept: (name) => ({
    title: `Accept ${name}?`,
    description: `${name} will receive an e-mail confirming their selection for this job, with your phone number and e-mail address. This cannot be undone.`,
    confirm: `Accept ${name}`,
  }),
  reject: (name) => ({
    title: `Reject ${name}?`,
    description: `${name} will receive an e-mail saying they were not selected for this job, and so will their parent or guardian if they are under 18. This cannot be undone.`,
    confirm: `Reject ${name}`,
  }),
  interview: (name) => ({
    title: 'Schedule Interview?',
    description: `When you send it, we e-mail ${name} that you are interested, and a conversation opens where you can agree on a time together. Their contact details stay private until you accept them.`,
    confirm: `E-mail ${name}`,
  }),
};

/** /employer/home/applications (docs/spec/2-employers-and-info-pages.md §2, §4): pick a job, review its applicants. */
export default function ApplicationsPage() {
  const jobs = useDeferredQuery(useEmployerJobs());
  const location = useLocation();
  const [preselected] = useState(() => readReviewState(location.state)?.jobId ?? null);
  const [chosenId, setChosenId] = useState<string | null>(preselected);

  // The job from route state (or chosen) if it is one of ours, else the newest worth reviewing.
  const selected = useMemo(() => defaultReviewJob(jobs.data ?? [], chosenId), [jobs.data, chosenId]);

  return (
    <>
      <PageMeta title="Applications" description="Review the students who applied to your jobs." />
      <PageHeader title="Applications" lead="Choose a job, then review the students who applied." />
      {jobs.isPending ? (
        <Loading>Loading your jobs…</Loading>
      ) : jobs.isError ? (
        <LoadFailure title="We could not load your jobs" query={jobs} />
      ) : selected === null ? (
        <EmptyState
          title="No Jobs Posted"
          action={
            <Link to={employerPaths.postJob} className="btn btn-primary">
              <PlusIcon />
              Post Your First Job
            </Link>
          }
        >
          You need to post jobs before you can view applications.
        </EmptyState>
      ) : (
        <Reviewer jobs={jobs.data} job={selected} onSelect={(job) => setChosenId(job.entity)} />
      )}
    </>
  );
}

interface ReviewerProps {
  jobs: EmployerJob[];
  job: EmployerJob;
  onSelect: (job: EmployerJob) => void;
}

/**
 * The job list beside the selected job's applications. The review actions live here, above the
 * panel, so that while one runs the job list and the tabs wait (docs/spec/2-employers-and-info-pages.md §4).
 */
function Reviewer({ jobs, job, onSelect }: ReviewerProps) {
  const review = useReviewApplication();
  const interest = useExpressInterest();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notified, setNotified] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const running: ActionState['running'] = review.isPending
    ? {
        action: review.variables?.reviewDecision ? 'accept' : 'reject',
        applicationId: review.variables?.applicationId ?? '',
      }
    : interest.isPending
      ? { action: 'interview', applicationId: interest.variables ?? '' }
      : null;
  const state: ActionState = { running, notified };

  function run(action: ReviewAction, application: EmployerApplication) {
    setOutcome(null);
    if (action === 'interview') {
      const name = capitalised(application.data.firstName);
      interest.mutate(application.entity, {
        onSuccess: () => {
          setNotified((current) => new Set(current).add(application.entity));
          setOutcome({
            tone: 'success',
            text: `An e-mail expressing your interest has been sent to ${name}. Please e-mail them to continue the interview process.`,
          });
        },
        onError: (error) => {
          // Already sent (409): the button says so once the list has reloaded.
          if (error instanceof ApiRequestError && error.status === 409) {
            setNotified((current) => new Set(current).add(application.entity));
          }
          setOutcome({ tone: 'error', text: errorMessage(error, INTEREST_FAILED) });
        },
      });
      return;
    }
    review.mutate(
      { applicantId: application.id, applicationId: application.entity, reviewDecision: action === 'accept' },
      {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, REVIEW_FAILED) }),
      },
    );
  }

  const copy = confirm ? confirmCopy[confirm.kind](capitalised(confirm.application.data.firstName)) : null;
  const onAction = (action: ReviewAction, application: EmployerApplication, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setConfirm({ kind: action, application });
  };

  return (
    <div className={styles.layout}>
      <ReviewerJobList
        jobs={jobs}
        selectedId={job.entity}
        disabled={running !== null}
        onSelect={(next) => {
          setOutcome(null);
          onSelect(next);
          // One column (phones, tablets): the applications are below the list; take people there.
          if (window.matchMedia(STACKED_QUERY).matches) {
            requestAnimationFrame(() => document.getElementById('review-job-title')?.focus());
          }
        }}
      />
      <ReviewPanel key={job.entity} job={job} state={state} onAction={onAction} returnFocus={returnFocus}>
        <div className={styles.outcome}>
          <Alert tone="success">{outcome?.tone === 'success' ? outcome.text : null}</Alert>
          <Alert tone="error">{outcome?.tone === 'error' ? outcome.text : null}</Alert>
        </div>
      </ReviewPanel>

      <ConfirmDialog
        open={confirm !== null}
        title={copy?.title ?? ''}
        description={copy?.description ?? ''}
        confirmLabel={copy?.confirm ?? ''}
        returnFocusTo={returnFocus}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) run(confirm.kind, confirm.application);
          setConfirm(null);
        }}
      ></ConfirmDialog>
    </div>
  );
}

interface ReviewPanelProps {
  job: EmployerJob;
  state: ActionState;
  onAction: (action: ReviewAction, application: EmployerApplication, trigger: HTMLElement) => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** The outcome of the last action, shown above the list. */
  children: ReactNode;
}

/** One job's applications: tabs, rows, or one applicant in full. Keyed by job, so each starts on All. */
function ReviewPanel({ job, state, onAction, returnFocus, children }: ReviewPanelProps) {
  const applications = useJobApplications(job.entity);
  const [tab, setTab] = useState<ReviewTab>('all');
  const [viewing, setViewing] = useState<EmployerApplication | null>(null);
  const [showJob, setShowJob] = useState(false);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const busy = state.running !== null;

  const sorted = useMemo(() => [...(applications.data ?? [])].sort(byNewest), [applications.data]);
  const shown = sorted.filter((application) => inTab(application, tab));
  const tabs = reviewTabs.map((option) => ({
    value: option.value,
    label: option.label,
    count: applications.data
      ? sorted.filter((application) => inTab(application, option.value)).length
      : undefined,
  }));
  // The detail view shows the reloaded copy after an action.
  const viewed = viewing
    ? (sorted.find((application) => application.entity === viewing.entity) ?? viewing)
    : null;

  useEffect(() => {
    if (viewing) detailHeading.current?.focus();
  }, [viewing]);

  const onView = (application: EmployerApplication, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setViewing(application);
  };

  const backToList = () => {
    const id = viewing?.entity;
    setViewing(null);
    requestAnimationFrame(() => {
      const view = id ? document.querySelector<HTMLElement>(`[data-view="${CSS.escape(id)}"]`) : null;
      (view ?? listHeading.current)?.focus();
    });
  };

  return (
    <section className={`${panel.panel} ${styles.review}`} aria-labelledby="review-job-title">
      <div className={styles.jobHeader}>
        <h2 id="review-job-title" className={styles.jobTitle} ref={listHeading} tabIndex={-1}>
          {job.data.title}
        </h2>
        <p className={styles.jobMeta}>
          <StatusBadge status={statusOf(job)} />
          <span>{jobPlace(job)}</span>
          {viewed ? null : (
            <button
              type="button"
              className={`btn btn-ghost btn-sm ${styles.detailsToggle}`}
              aria-expanded={showJob}
              aria-controls={JOB_PANEL_ID}
              onClick={() => setShowJob((current) => !current)}
            >
              {showJob ? 'Hide job details' : 'Show job details'}
            </button>
          )}
        </p>
      </div>
      {!viewed && showJob ? (
        <div id={JOB_PANEL_ID}>
          <JobDetailPanel jobId={job.entity} />
        </div>
      ) : null}
      {children}
      {viewed ? (
        <DetailView
          application={viewed}
          state={state}
          onAction={onAction}
          onBack={backToList}
          headingRef={detailHeading}
        />
      ) : (
        <>
          <Tabs
            label="Application status"
            options={tabs}
            value={tab}
            onChange={setTab}
            panelId={PANEL_ID}
            idPrefix="review"
            disabled={busy}
          />
          <div
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId('review', tab)}
            className={styles.tabPanel}
          >
            {applications.isPending ? (
              <ApplicationRowSkeletons />
            ) : applications.isError ? (
              <LoadFailure
                title="We could not load the applications."
                query={applications}
                className={styles.listState}
              />
            ) : shown.length === 0 ? (
              <p className={styles.empty}>{reviewTabs.find((option) => option.value === tab)?.empty}</p>
            ) : (
              <ul className={applicationRowStyles.list} aria-label={`Applications for ${job.data.title}`}>
                {shown.map((application) => (
                  <ApplicationRow
                    key={application.entity}
                    application={application}
                    state={state}
                    onAction={onAction}
                    onView={onView}
                  />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

interface DetailViewProps {
  application: EmployerApplication;
  state: ActionState;
  onAction: (action: ReviewAction, application: EmployerApplication, trigger: HTMLElement) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The detail view reads the application afresh (GET /jobs/applications/{id}), showing the row meanwhile. */
function DetailView({ application, ...rest }: DetailViewProps) {
  const fresh = useApplication(application.entity, application);
  // The list reloads after an action; whichever copy is newer wins.
  const newest = fresh.data && fresh.dataUpdatedAt > 0 && !fresh.isPlaceholderData ? fresh.data : application;
  return <ApplicationDetail application={newest} {...rest} />;
}
