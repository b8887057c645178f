import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta';
import { SearchIcon } from '../../../lib/ui/icons';
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
 * /jobs (docs/spec/1-students-and-accounts.md §2). The address is the state: the search bar and the filters only rewrite
 * it, and the results follow the address, so a search is a shareable link and Back and Forward
 * step through searches.
 */
export default function JobsPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readJobsSearch(params), [params]);
  const linkedJobId = params.get(JOBS_PARAMS.jobId)?.trim() || null;
  // Back from "Sign in to apply": the linked job's Apply panel opens.
  const applyToLinked = params.has(JOBS_PARAMS.apply);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each navigation that brings the bar an address it does not show (Back, Forward, a link) starts
  // it afresh from that address: a new generation remounts it. Its own search does not: the bar
  // shows it already, and a remount when the address's render lands (a transition, later on a slow
  // phone) would wipe what the person typed since. Navigations are told apart by the location
  // object, new for each, not by the address's text: Back pressed before the bar's own search
  // rendered returns to the text last rendered, and the bar must still follow it.
  const location = useLocation();
  const [bar, setBar] = useState({ location, shows: barText(search), generation: 0 });
  if (bar.location !== location) {
    const address = barText(search);
    const generation = address === bar.shows ? bar.generation : bar.generation + 1;
    setBar({ location, shows: address, generation });
  }

  // On phones a search that has run folds into one line (its words and place), so its first results
  // are on the first screen; the line is a disclosure that unfolds the form. From 768 px the form
  // always shows and the line is not there.
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const summary = search.title !== '' || search.place !== null ? searchSummary(search) : null;

  const onSearch = (query: string) => {
    setEditing(false);
    setBar((current) => ({ ...current, shows: barText(readJobsSearch(withSearch(params, query))) }));
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
            {summary ? (
              <button
                type="button"
                className={styles.summary}
                aria-expanded={editing}
                aria-controls={formId}
                onClick={() => setEditing((shown) => !shown)}
              >
                <SearchIcon className={styles.summaryIcon} />
                <span className="visually-hidden">Change the search: </span>
                <span className={styles.summaryText}>{summary}</span>
                <span className={styles.summaryAction} aria-hidden="true">
                  {editing ? 'Close' : 'Change'}
                </span>
              </button>
            ) : null}
            <div
              id={formId}
              className={styles.form}
              data-folded={(summary !== null && !editing) || undefined}
            >
              <JobSearchBar key={bar.generation} search={search} onSearch={onSearch} />
            </div>
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

/** "Dog walker near Austin, TX 78704", "Jobs near 78704", "Dog walker": the search on one line. */
function searchSummary(search: JobsSearch): string {
  const place = placeText(search.place);
  if (!search.title) return `Jobs near ${place}`;
  return place ? `${search.title} near ${place}` : search.title;
}
