import { hasEnded } from '@shared/rules/job-day';
import type { EmployerJob } from '@shared/schemas/job';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import { type TabOption, Tabs, tabId } from '../../../lib/ui/Tabs';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useEmployerJobs } from '../api/list-employer-jobs';
import type { EditRequest } from '../components/EditJobDialog';
import { PlusIcon } from '../components/icons';
import { CloseJobDialog, DeleteJobDialog, ReopenJobDialog } from '../components/JobDialogs';
import { PageHeader } from '../components/PageHeader';
import { PostedJobCard } from '../components/PostedJobCard';
import { SearchBox } from '../components/SearchBox';
import { type JobAction, matchesSearch, type PostedTab, type ReopenPath, tabOf } from '../lib/job-actions';
import { employerPaths } from '../lib/paths';
import { type RepostState, readPostedState } from '../lib/route-state';
import { useHighlight } from '../lib/use-highlight';
import styles from './PostedJobsPage.module.css';

// The edit form (fields, dates, prices, its schema) loads with the first edit, not with the list: the
// page's first screen then needs fewer chunks and less code to run.
const EditJobDialog = lazy(() =>
  import('../components/EditJobDialog').then((module) => ({ default: module.EditJobDialog })),
);

/** The success banner after posting shows for 3 s (docs/spec/2-employers-and-info-pages.md §9). */
const BANNER_MS = 3000;
const PANEL_ID = 'posted-jobs-panel';

type OpenDialog = { kind: 'delete' | 'close' | 'reopen'; job: EmployerJob } | null;

/** /employer/home/posted-jobs (docs/spec/2-employers-and-info-pages.md §2, §4): Your Job Postings, with search, tabs and dialogs. */
export default function PostedJobsPage() {
  const jobs = useDeferredQuery(useEmployerJobs());
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<PostedTab>('active');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [edit, setEdit] = useState<EditRequest | null>(null);
  // Mounted from the first edit on, so closing keeps the dialog's own way of returning focus.
  const [editMounted, setEditMounted] = useState(false);
  if (edit && !editMounted) setEditMounted(true);
  const [banner, setBanner] = useState(() => readPostedState(location.state)?.created ?? null);
  const [announcement, setAnnouncement] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const tabList = useRef<HTMLDivElement>(null);

  // The banner is shown once: taken out of the history entry at once, hidden after 3 s.
  useEffect(() => {
    if (!readPostedState(location.state)) return;
    navigate({ search: location.search }, { replace: true, state: null });
  }, [location.state, location.search, navigate]);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const dropHighlightParam = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('highlight');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  const { highlightedId, highlight } = useHighlight(dropHighlightParam);

  // highlight=<id>: show the card's tab, scroll to it and highlight it for 5 s, then drop the parameter.
  // Each value is handled once (the parameter outlives the highlight by a render).
  const highlightParam = searchParams.get('highlight');
  const handledParam = useRef<string | null>(null);
  const list = jobs.data;
  const refreshing = jobs.isFetching;
  useEffect(() => {
    if (!highlightParam || !list || handledParam.current === highlightParam) return;
    const job = list.find((candidate) => candidate.entity === highlightParam);
    // A list cached before the job was posted is being refreshed: wait for it.
    if (!job && refreshing) return;
    handledParam.current = highlightParam;
    if (!job) {
      dropHighlightParam();
      return;
    }
    setSearch('');
    setTab(tabOf(job));
    highlight(job.entity, true);
  }, [highlightParam, list, refreshing, highlight, dropHighlightParam]);

  const counts = useMemo(() => {
    const all = list ?? [];
    const active = all.filter((job) => tabOf(job) === 'active').length;
    return { active, closed: all.length - active };
  }, [list]);
  const shown = useMemo(
    () => (list ?? []).filter((job) => tabOf(job) === tab && matchesSearch(job, search)),
    [list, tab, search],
  );
  const tabs: TabOption<PostedTab>[] = [
    { value: 'active', label: 'Active', count: counts.active },
    { value: 'closed', label: 'Closed', count: counts.closed },
  ];

  const onAction = (action: JobAction, job: EmployerJob, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    setAnnouncement('');
    if (action === 'edit') setEdit({ job, reopen: false });
    else setDialog({ kind: action, job });
  };

  /**
   * When the control that opened a dialog is gone (its job moved to the other tab), focus goes to the
   * job's card if it is shown, else to the selected tab, rather than to nowhere.
   */
  const refocus = (jobId: string) => {
    requestAnimationFrame(() => {
      if (returnFocus.current?.isConnected) return;
      const card = document.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(jobId)}"]`);
      (card ?? tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]'))?.focus();
    });
  };

  /**
   * Closing or deleting moves the job out of the Active tab, where its menu was: focus goes to the
   * selected tab. Not to the card or its menu button: they may still be on screen until the list
   * refreshes, and focus would fall to the page when they go. So the dialog is told to return focus
   * nowhere, and the tab is focused by an effect of the same commit that closes the dialog, which runs
   * after the dialog's own clean-up (a frame callback could run before it and be undone).
   */
  const [focusSelectedTab, setFocusSelectedTab] = useState(false);
  useEffect(() => {
    if (!focusSelectedTab) return;
    setFocusSelectedTab(false);
    tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [focusSelectedTab]);

  const onJobChanged = (_job: EmployerJob, message: string) => {
    returnFocus.current = null;
    setDialog(null);
    setAnnouncement(message);
    setFocusSelectedTab(true);
  };

  const onReopen = (job: EmployerJob, path: ReopenPath) => {
    setDialog(null);
    if (path === 'edit') {
      setEdit({ job, reopen: true });
      return;
    }
    const state: RepostState = { repost: job, expired: hasEnded(job.data) };
    navigate(employerPaths.postJob, { state });
  };

  const header = (
    <PageHeader
      title="Your Job Postings"
      lead="Everything you have posted, with its applications."
      actions={
        <Link to={employerPaths.postJob} className="btn btn-primary">
          <PlusIcon />
          Post New Job
        </Link>
      }
    />
  );

  return (
    <>
      <PageMeta title="Your job postings" description="Manage the jobs you have posted." />
      {header}
      <div className={styles.messages}>
        <Alert tone="success">{banner}</Alert>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </div>
      {jobs.isPending ? (
        <Loading>Loading your job postings...</Loading>
      ) : jobs.isError ? (
        <LoadFailure title="We could not load your job postings" query={jobs} />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          title="No Jobs Posted Yet"
          action={
            <Link to={employerPaths.postJob} className="btn btn-primary">
              <PlusIcon />
              Post Your First Job
            </Link>
          }
        >
          Start by posting your first job.
        </EmptyState>
      ) : (
        <>
          <div className={styles.toolbar}>
            <SearchBox
              label="Search your job postings"
              placeholder="Search jobs by title, description or location..."
              value={search}
              onChange={setSearch}
            />
            <Tabs
              label="Job status"
              options={tabs}
              value={tab}
              onChange={setTab}
              panelId={PANEL_ID}
              idPrefix="posted"
              tabListRef={tabList}
            />
          </div>
          <section
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId('posted', tab)}
            className={styles.panel}
          >
            <h2 className="visually-hidden">{tab === 'active' ? 'Active' : 'Closed'} job postings</h2>
            <p className="visually-hidden" role="status">
              {search.trim()
                ? `${shown.length} ${shown.length === 1 ? 'job matches' : 'jobs match'} your search.`
                : ''}
            </p>
            {shown.length === 0 ? (
              <EmptyState
                level={3}
                title="No matching jobs found"
                action={
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      setSearch('');
                      setTab('active');
                    }}
                  >
                    Clear Filters
                  </button>
                }
              >
                Try adjusting your search or filter criteria.
              </EmptyState>
            ) : (
              <ul className={styles.grid}>
                {shown.map((job) => (
                  <li key={job.entity}>
                    <PostedJobCard job={job} highlighted={job.entity === highlightedId} onAction={onAction} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <DeleteJobDialog
        job={dialog?.kind === 'delete' ? dialog.job : null}
        onClose={() => setDialog(null)}
        onDone={onJobChanged}
        returnFocusTo={returnFocus}
      />
      <CloseJobDialog
        job={dialog?.kind === 'close' ? dialog.job : null}
        onClose={() => setDialog(null)}
        onDone={onJobChanged}
        returnFocusTo={returnFocus}
      />
      <ReopenJobDialog
        job={dialog?.kind === 'reopen' ? dialog.job : null}
        onClose={() => setDialog(null)}
        onProceed={onReopen}
        returnFocusTo={returnFocus}
      />
      {editMounted ? (
        <Suspense fallback={null}>
          <EditJobDialog
            request={edit}
            onClose={() => setEdit(null)}
            returnFocusTo={returnFocus}
            onSaved={(job) => {
              // Spec/2 §4: the saved job is open; show the Active tab and highlight its card for 5 s.
              setEdit(null);
              setSearch('');
              setTab('active');
              setAnnouncement(`Changes saved. ${job.data.title} is active.`);
              highlight(job.entity);
              refocus(job.entity);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
