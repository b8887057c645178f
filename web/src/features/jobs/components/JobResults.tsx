import { isId } from '@shared/rules/ids';
import { ANY_DISTANCE, DEFAULT_SEARCH_RADIUS } from '@shared/rules/job-search';
import { PAY_SORT_NOTE } from '@shared/rules/pay-rate';
import type { PublicJob } from '@shared/schemas/job';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, type Ref, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { AlertIcon, InfoIcon, RefreshIcon } from '../../../lib/ui/icons';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useJob } from '../api/get-job';
import { newestJobsQueryOptions } from '../api/get-jobs';
import { searchJobsQueryOptions } from '../api/search-jobs';
import { useApplyStates } from '../lib/apply-state';
import { isSearching, type JobsSearch, placeText, toSearchJobsParams } from '../lib/jobs-url';
import { useViewerLimitsState } from '../lib/viewer-limits';
import { JobCard } from './JobCard';
import { JobCardSkeleton } from './JobCardSkeleton';
import styles from './JobResults.module.css';
import { SaveSearchControl } from './SaveSearchControl';

const SKELETON_COUNT = 6;
/** Spec/1 §9: a job linked with ?jobId= is highlighted for 2 seconds. */
export const HIGHLIGHT_MS = 2000;

const NOT_FOUND = 'We could not find that job. It may have been removed.';

/**
 * Loaded when a search first finds nothing: most first screens show jobs, and this part was in each
 * one (initial JS on /jobs). It comes in a moment after the answer.
 */
const NoResults = lazy(() => import('./NoResults'));

interface JobResultsProps {
  search: JobsSearch;
  /** `jobId` from the address: the job to bring into view. */
  linkedJobId: string | null;
  /** The address asks for the linked job's Apply panel to open (back from "Sign in to apply"). */
  applyToLinked?: boolean;
  /** Called once the linked job has been shown (or cannot be): the page drops `jobId` from the address. */
  onLinkedJobShown: () => void;
  /** The results heading, focused after a search so keyboard users land on the outcome. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Turns "Jobs I can do" off (the offer when it leaves nothing on screen). */
  onShowEveryJob?: () => void;
}

function useJobsList(search: JobsSearch) {
  const searching = isSearching(search);
  const params = useMemo(() => toSearchJobsParams(search), [search]);
  // No search at all: the newest list (GET /jobs); any parameter: GET /jobs/search. The previous
  // results stay on screen while the next arrive, so the page never blanks between searches.
  return useInfiniteQuery({
    ...(searching ? searchJobsQueryOptions(params) : newestJobsQueryOptions()),
    placeholderData: keepPreviousData,
  });
}

type JobsQuery = ReturnType<typeof useJobsList>;

/** The job grid with its search heading, loading, empty, error and "load more" states. */
export function JobResults({
  search,
  linkedJobId,
  applyToLinked = false,
  onLinkedJobShown,
  headingRef,
  onShowEveryJob = () => undefined,
}: JobResultsProps) {
  const headingId = useId();
  const session = useSession();
  const query = useDeferredQuery(useJobsList(search));
  const applyStateFor = useApplyStates();
  const viewer = useViewerLimitsState();
  const { limitsFor } = viewer;
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const pages = query.data?.pages ?? [];
  const listed = pages.flatMap((page) => page.jobs);
  const settled = query.isSuccess && !query.isPlaceholderData;
  const linked = useLinkedJob(linkedJobId, search, listed, settled, onLinkedJobShown, (id) => {
    if (applyToLinked) setExpandedId(id);
  });
  const loaded = linked.pinned ? [linked.pinned, ...listed] : listed;
  // "Jobs I can do", for a student whom rules may limit. A job they opened or linked to stays.
  const canDo = search.canDo && viewer.limited;
  const jobs = canDo
    ? loaded.filter(
        (job) =>
          job.entity === expandedId ||
          job.entity === linkedJobId ||
          job.entity === linked.highlightedId ||
          limitsFor(job.data).length === 0,
      )
    : loaded;
  const hiddenCount = loaded.length - jobs.length;

  const searching = isSearching(search);
  // From the address, not the answer: a heading that changed when the results came in could wrap
  // onto a second line and push the list down (a layout shift).
  const heading = resultsHeading(search, placeText(search.place));
  // "Jobs I can do" waits until it is known whether rules limit this viewer, and then for the rules:
  // shown before, the list would hold jobs that then go.
  const canDoWaits = search.canDo && (!viewer.known || (canDo && !viewer.ready));
  const loading = query.isPending || canDoWaits;
  const updating = query.isFetching && query.isPlaceholderData;

  let status = '';
  if (loading) status = 'Loading jobs…';
  else if (updating) status = 'Updating results…';
  else if (query.isSuccess && jobs.length > 0) {
    status = jobs.length === 1 ? 'Showing 1 job' : `Showing ${jobs.length} jobs`;
    if (canDo) status += ' you can do';
    if (search.place && search.radius === ANY_DISTANCE) status += ' at any distance';
    else if (search.place) status += ` within ${search.radius ?? DEFAULT_SEARCH_RADIUS} mi`;
    if (hiddenCount > 0) status += ` (${hiddenCount} more not open to you)`;
  }

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={loading || updating}>
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h2>
        {/* Announces loading and each new count ("Showing 48 jobs") without moving focus. */}
        <p className={styles.count} role="status">
          {updating ? <span className="spinner" aria-hidden="true" /> : null}
          {status}
        </p>
      </div>

      <SaveSearchControl search={search} />

      {search.sort === 'salary_high' || search.sort === 'salary_low' ? (
        <p className={styles.note}>
          {search.sort === 'salary_high' ? 'Highest pay first. ' : 'Lowest pay first. '}
          {PAY_SORT_NOTE}
        </p>
      ) : null}

      <Alert tone="info">{linked.notice}</Alert>

      {loading ? (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <JobCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError && listed.length === 0 ? (
        <LoadError query={query} />
      ) : jobs.length === 0 && canDo && loaded.length > 0 ? (
        <>
          <NoneYouCanDo hiddenCount={hiddenCount} onShowEveryJob={onShowEveryJob} />
          <LoadMore query={query} total={listed.length} />
        </>
      ) : jobs.length === 0 ? (
        <Suspense fallback={null}>
          <NoResults search={search} wider={pages[0]?.widerSearches} searching={searching} />
        </Suspense>
      ) : (
        <>
          <ul
            className={styles.grid}
            data-expanded={expandedId !== null || undefined}
            data-updating={updating || undefined}
          >
            {jobs.map((job) => (
              <li key={job.entity}>
                <JobCard
                  job={job}
                  applyState={applyStateFor(job)}
                  expanded={expandedId === job.entity}
                  onToggle={() => setExpandedId((current) => (current === job.entity ? null : job.entity))}
                  highlighted={linked.highlightedId === job.entity}
                  canReport={session.status === 'signed-in'}
                  limits={limitsFor(job.data)}
                />
              </li>
            ))}
          </ul>
          <LoadMore query={query} total={listed.length} youCanDo={canDo ? jobs.length : null} />
        </>
      )}
    </section>
  );
}

/** "Jobs I can do" left nothing of what is loaded: say so, and offer every job (or the next page). */
function NoneYouCanDo({ hiddenCount, onShowEveryJob }: { hiddenCount: number; onShowEveryJob: () => void }) {
  return (
    <Notice
      role="status"
      icon={<InfoIcon />}
      titleAs="h3"
      title="None of these jobs is open to you yet"
      action={
        <button type="button" className="btn btn-primary" onClick={onShowEveryJob}>
          Show every job
        </button>
      }
    >
      <p className={noticeStyles.text}>
        {hiddenCount === 1 ? 'The one job here is' : `All ${hiddenCount} jobs here are`} kept from you by the
        rules for under-16s or your parent’s limits. Each job says why. Try a wider search, or load more jobs.
      </p>
    </Notice>
  );
}

function resultsHeading(search: JobsSearch, place: string): string {
  if (!isSearching(search)) return 'Newest jobs';
  const title = search.title ? `“${search.title}”` : '';
  if (place) return title ? `${title} jobs near ${place}` : `Jobs near ${place}`;
  return title ? `Jobs matching ${title}` : 'All jobs';
}

/**
 * ?jobId= (docs/spec/1-students-and-accounts.md §2): once the results are in, scroll to that job, focus it and highlight it for 2 s,
 * then hand back so the page drops the parameter. A job that is not in the results is fetched
 * (GET /job/{id}) and shown first, for as long as the search stays the same.
 */
function useLinkedJob(
  linkedJobId: string | null,
  search: JobsSearch,
  listed: PublicJob[],
  settled: boolean,
  onShown: () => void,
  /** Called with the linked job once it is in view. */
  onInView: (jobId: string) => void = () => undefined,
) {
  const searchKey = JSON.stringify(toSearchJobsParams(search));
  const [pinnedFor, setPinnedFor] = useState<{ id: string; searchKey: string } | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const shown = useRef(onShown);
  shown.current = onShown;
  const inView = useRef(onInView);
  inView.current = onInView;

  useEffect(() => {
    // Only a link pins a job; a new search (which drops the link from the address) lets it go.
    if (linkedJobId) setPinnedFor({ id: linkedJobId, searchKey });
  }, [linkedJobId, searchKey]);

  // An id that cannot be a job's is not asked for (it would only be a 400).
  const linkValid = linkedJobId !== null && isId(linkedJobId);
  const pinnedId = pinnedFor?.searchKey === searchKey && isId(pinnedFor.id) ? pinnedFor.id : null;
  const inList = pinnedId !== null && listed.some((job) => job.entity === pinnedId);
  const single = useJob(pinnedId !== null && settled && !inList ? pinnedId : null);
  const pinned = pinnedId !== null && !inList && single.data?.entity === pinnedId ? single.data : null;

  useEffect(() => {
    if (!linkedJobId) {
      handled.current = null;
      return;
    }
    if (handled.current === linkedJobId || !settled) return;
    const present = inList || pinned !== null;
    if (!present) {
      if (!linkValid) {
        handled.current = linkedJobId;
        setNotice(NOT_FOUND);
        shown.current();
      } else if (single.isError) {
        handled.current = linkedJobId;
        setNotice(errorMessage(single.error, NOT_FOUND));
        shown.current();
      }
      return;
    }
    handled.current = linkedJobId;
    setNotice(null);
    const card = document.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(linkedJobId)}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
    setHighlightedId(linkedJobId);
    inView.current(linkedJobId);
  }, [linkedJobId, linkValid, settled, inList, pinned, single.isError, single.error]);

  useEffect(() => {
    if (!highlightedId) return;
    const timer = setTimeout(() => {
      setHighlightedId(null);
      shown.current();
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  return { pinned, highlightedId, notice };
}

function LoadError({ query }: { query: JobsQuery }) {
  const refused =
    query.error instanceof ApiRequestError && query.error.status >= 400 && query.error.status < 500;
  return (
    <Notice
      role="alert"
      tone="error"
      icon={<AlertIcon />}
      titleAs="h3"
      title={refused ? "We couldn't run that search" : "We couldn't load jobs"}
      action={
        <BusyButton
          type="button"
          className="btn btn-primary"
          onClick={() => {
            if (!query.isFetching) void query.refetch();
          }}
          busy={query.isFetching}
          icon={<RefreshIcon />}
        >
          Try again
        </BusyButton>
      }
    >
      <p className={noticeStyles.text}>{errorMessage(query.error)}</p>
      {refused ? (
        <p className={noticeStyles.text}>Change the location or the title above and search again.</p>
      ) : null}
    </Notice>
  );
}

function LoadMore({
  query,
  total,
  youCanDo = null,
}: {
  query: JobsQuery;
  total: number;
  /** With "Jobs I can do": how many of them are shown. */
  youCanDo?: number | null;
}) {
  if (query.isFetchNextPageError) {
    return (
      <div className={styles.more}>
        <p className={styles.moreError} role="alert">
          <AlertIcon />
          We couldn't load more jobs. {errorMessage(query.error)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.fetchNextPage()}>
          <RefreshIcon />
          Try again
        </button>
      </div>
    );
  }
  if (query.hasNextPage) {
    const busy = query.isFetchingNextPage;
    return (
      <div className={styles.more}>
        <BusyButton
          type="button"
          className="btn btn-secondary btn-lg"
          busy={busy}
          busyLabel="Loading more jobs…"
          // "false" too while idle, as this button always said; BusyButton alone leaves it out then.
          aria-disabled={busy}
          onClick={() => {
            // aria-disabled (not disabled) keeps focus on the button while the next page loads.
            if (!busy) void query.fetchNextPage();
          }}
        >
          Load more jobs
        </BusyButton>
      </div>
    );
  }
  return (
    <p className={styles.end}>
      {youCanDo !== null
        ? `That's all for now: ${youCanDo === 1 ? '1 job' : `${youCanDo} jobs`} you can do, of ${total}.`
        : total === 1
          ? "That's the only job for now."
          : `That's all ${total} jobs for now.`}{' '}
      New jobs are posted all the time, so check back soon!
    </p>
  );
}
