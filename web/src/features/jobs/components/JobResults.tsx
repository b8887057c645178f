import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { AlertIcon, RefreshIcon, SearchIcon } from '../../../lib/ui/icons';
import { newestJobsQueryOptions } from '../api/get-jobs';
import { JobCard } from './JobCard';
import { JobCardSkeleton } from './JobCardSkeleton';
import styles from './JobResults.module.css';

const SKELETON_COUNT = 6;

/** The spec's exact wording for an empty result (spec/1 §2). */
export const NO_JOBS_MESSAGE = "We couldn't find any jobs matching your criteria. Stay tuned for updates!";

/** The job grid with its loading, empty, error and "load more" states. */
export function JobResults() {
  const headingId = useId();
  const query = useNewestJobs();
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const loading = query.isPending;

  let status = '';
  if (loading) status = 'Loading jobs…';
  else if (query.isSuccess && jobs.length > 0) {
    status = jobs.length === 1 ? 'Showing 1 job' : `Showing ${jobs.length} jobs`;
  }

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={loading}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Newest jobs
        </h2>
        {/* Announces loading and each new count ("Showing 48 jobs") without moving focus. */}
        <p className={styles.count} role="status">
          {status}
        </p>
      </div>

      {loading ? (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <JobCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError && jobs.length === 0 ? (
        <div className={styles.notice} role="alert">
          <span className={`${styles.noticeIcon} ${styles.noticeIconError}`}>
            <AlertIcon />
          </span>
          <h3 className={styles.noticeTitle}>We couldn't load jobs</h3>
          <p className={styles.noticeText}>{errorMessage(query.error)}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void query.refetch()}
            aria-disabled={query.isFetching}
          >
            {query.isFetching ? <span className="spinner" aria-hidden="true" /> : <RefreshIcon />}
            Try again
          </button>
        </div>
      ) : jobs.length === 0 ? (
        // A status, so screen readers hear that the search came back empty.
        <div className={styles.notice} role="status">
          <span className={styles.noticeIcon}>
            <SearchIcon />
          </span>
          <p className={styles.noticeTitle}>{NO_JOBS_MESSAGE}</p>
        </div>
      ) : (
        <>
          <ul className={styles.grid}>
            {jobs.map((job) => (
              <li key={job.entity}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} total={jobs.length} />
        </>
      )}
    </section>
  );
}

function useNewestJobs() {
  return useInfiniteQuery(newestJobsQueryOptions());
}

type JobsQuery = ReturnType<typeof useNewestJobs>;

function LoadMore({ query, total }: { query: JobsQuery; total: number }) {
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
        <button
          type="button"
          className="btn btn-secondary btn-lg"
          aria-disabled={busy}
          onClick={() => {
            // aria-disabled (not disabled) keeps focus on the button while the next page loads.
            if (!busy) void query.fetchNextPage();
          }}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? 'Loading more jobs…' : 'Load more jobs'}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.end}>
      {total === 1 ? "That's the only job for now." : `That's all ${total} jobs for now.`} New jobs are posted
      all the time, so check back soon!
    </p>
  );
}
