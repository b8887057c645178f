import type { EmployerJob } from '@shared/schemas/job';
import type { RefObject } from 'react';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { type TabOption, Tabs, tabId } from '../../../lib/ui/Tabs';
import type { JobAction, PostedTab } from '../lib/job-actions';
import { PostedJobCard } from './PostedJobCard';
import styles from './PostedJobsList.module.css';
import { SearchBox } from './SearchBox';

const PANEL_ID = 'posted-jobs-panel';

interface PostedJobsListProps {
  search: string;
  onSearch: (search: string) => void;
  tab: PostedTab;
  tabs: TabOption<PostedTab>[];
  onTab: (tab: PostedTab) => void;
  tabListRef: RefObject<HTMLDivElement | null>;
  /** The jobs of the tab that match the search. */
  shown: EmployerJob[];
  highlightedId: string | null;
  onAction: (action: JobAction, job: EmployerJob, trigger: HTMLElement | null) => void;
}

/** The employer's postings: a search and the Active and Closed tabs over a grid of cards. */
export function PostedJobsList({
  search,
  onSearch,
  tab,
  tabs,
  onTab,
  tabListRef,
  shown,
  highlightedId,
  onAction,
}: PostedJobsListProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          label="Search your job postings"
          placeholder="Search jobs by title, description or location..."
          value={search}
          onChange={onSearch}
        />
        <Tabs
          label="Job status"
          options={tabs}
          value={tab}
          onChange={onTab}
          panelId={PANEL_ID}
          idPrefix="posted"
          tabListRef={tabListRef}
        />
      </div>
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId('posted', tab)} className={styles.panel}>
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
                  onSearch('');
                  onTab('active');
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
  );
}
