import { isMinorAge } from '@shared/rules/age';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type SetURLSearchParams, useLocation, useSearchParams } from 'react-router-dom';
import { isStudent, useSession } from '../../../lib/auth/session';
import { NEAR_HOME } from '../../../lib/job-search-params';
import { PageMeta } from '../../../lib/page-meta';
import { ownProfileQueryOptions } from '../../../lib/profile/get-own-profile';
import { SearchIcon } from '../../../lib/ui/icons';
import { JobCardSkeleton } from '../components/JobCardSkeleton';
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
  withHome,
  withoutFilters,
  withoutJobId,
  withSearch,
} from '../lib/jobs-url';
import { useViewerLimitsState } from '../lib/viewer-limits';
import styles from './JobsPage.module.css';

/** What the search bar shows of an address: its title and its place. */
const barText = (search: JobsSearch) => `${search.title}|${placeText(search.place)}`;

/**
 * `near=home` (where sign-in sends a student): once their profile is in, the address becomes the
 * jobs near their ZIP code, with "Jobs I can do" on for a minor, replacing the entry so Back does not
 * return to it. True while it waits, so the page shows no other list first.
 */
function useNearHome(params: URLSearchParams, setParams: SetURLSearchParams): boolean {
  const asked = params.get(JOBS_PARAMS.near) === NEAR_HOME.value;
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const student = isStudent(user);
  const profile = useQuery({ ...ownProfileQueryOptions(user?.id ?? ''), enabled: asked && student });
  const settled = session.status !== 'loading' && (!student || !profile.isPending);
  const data = profile.data?.data;
  useEffect(() => {
    if (!asked || !settled) return;
    const home =
      student && data ? { zipCode: data.zipCode, limited: data.age !== null && isMinorAge(data.age) } : null;
    setParams((current) => withHome(current, home), { replace: true });
  }, [asked, settled, student, data, setParams]);
  return asked;
}

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
  const findingHome = useNearHome(params, setParams);
  const { limited } = useViewerLimitsState();

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
  const onShowEveryJob = () => setParams((current) => withFilters(current, { canDo: false }));
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
        <JobFilters search={search} onChange={onFilters} onReset={onReset} offerCanDo={limited} />
        {findingHome ? (
          <FindingHome />
        ) : (
          <JobResults
            search={search}
            linkedJobId={linkedJobId}
            applyToLinked={applyToLinked}
            onLinkedJobShown={onLinkedJobShown}
            headingRef={headingRef}
            onShowEveryJob={onShowEveryJob}
          />
        )}
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

/** While the first list waits for the student's ZIP code: the cards' places, and what is happening. */
function FindingHome() {
  return (
    <section className={styles.finding} aria-busy="true" aria-label="Jobs near you">
      <p role="status">Finding jobs near you…</p>
      <ul className={styles.skeletons} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <JobCardSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
}
