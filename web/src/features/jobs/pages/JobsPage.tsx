import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta';
import { JobFilters } from '../components/JobFilters';
import { JobResults } from '../components/JobResults';
import { JobSearchBar } from '../components/JobSearchBar';
import {
  type FilterChanges,
  JOBS_PARAMS,
  type JobsSearch,
  placeText,
  readJobsSearch,
  withFilters,
  withoutFilters,
  withoutJobId,
  withSearch,
} from '../lib/jobs-url';
import styles from './JobsPage.module.css';

/** What the search bar shows of an address: its title and its place. */
const barText = (search: JobsSearch) => `${search.title}|${placeText(search.place)}`;

/**
 * /jobs (spec/1 §2, issue 8). The address is the state: the search bar and the filters only rewrite
 * it, and the results follow the address, so a search is a shareable link and Back and Forward
 * step through searches.
 */
export default function JobsPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readJobsSearch(params), [params]);
  const linkedJobId = params.get(JOBS_PARAMS.jobId)?.trim() || null;
  // Back from "Sign in to apply": the linked job's Apply panel opens (issue 24 §5).
  const applyToLinked = params.has(JOBS_PARAMS.apply);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new address from elsewhere (Back, Forward, a link) starts the bar afresh from it: a new
  // generation remounts it. One the bar asked for itself does not: the bar already shows it, and a
  // remount when the address's render lands (a transition, later on a slow phone) would wipe what the
  // person typed since.
  const [bar, setBar] = useState({ text: barText(search), generation: 0, asked: null as string | null });
  if (bar.text !== barText(search)) {
    const generation = bar.asked === barText(search) ? bar.generation : bar.generation + 1;
    setBar({ text: barText(search), generation, asked: null });
  }

  const onSearch = (query: string) => {
    setBar((current) => ({ ...current, asked: barText(readJobsSearch(withSearch(params, query))) }));
    setParams((current) => withSearch(current, query));
    // Keyboard and screen-reader users land on the outcome; the count is announced when it arrives.
    headingRef.current?.focus();
  };
  const onFilters = (changes: FilterChanges) => setParams((current) => withFilters(current, changes));
  const onReset = () => setParams((current) => withoutFilters(current));
  // Replace, not push: Back should not return to the highlight.
  const onLinkedJobShown = useCallback(
    () => setParams((current) => withoutJobId(current), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return (
    <>
      <PageMeta
        title="Find local jobs"
        description="Browse short local jobs for students near you: dog walking, lawn mowing, babysitting, tutoring, yard work and more."
      />
      <div className={styles.intro}>
        <div className="container">
          <p className={`eyebrow ${styles.eyebrow}`}>Jobs near you</p>
          <h1 className={styles.title}>Find jobs in your neighbourhood</h1>
          <p className={styles.lead}>
            Dog walking, yard work, babysitting, tutoring and more: short jobs posted by the people who live
            near you.
          </p>
          <div className={styles.search}>
            <JobSearchBar key={bar.generation} search={search} onSearch={onSearch} />
          </div>
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        <JobFilters search={search} onChange={onFilters} onReset={onReset} />
        <JobResults
          search={search}
          linkedJobId={linkedJobId}
          applyToLinked={applyToLinked}
          onLinkedJobShown={onLinkedJobShown}
          headingRef={headingRef}
        />
      </div>
    </>
  );
}
