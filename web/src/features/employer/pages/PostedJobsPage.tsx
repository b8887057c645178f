import type { EmployerJob } from '@shared/schemas/job';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useEmployerJobs } from '../api/list-employer-jobs';
import { PlusIcon } from '../components/icons';
import { PageHeader } from '../components/PageHeader';
import { PostedJobDialogs } from '../components/PostedJobDialogs';
import { PostedJobsList } from '../components/PostedJobsList';
import { tabOf } from '../lib/job-actions';
import { employerPaths } from '../lib/paths';
import { useHighlightParam } from '../lib/use-highlight-param';
import { useJobDialogs } from '../lib/use-job-dialogs';
import { usePostedBanner } from '../lib/use-posted-banner';
import { usePostedList } from '../lib/use-posted-list';
import styles from './PostedJobsPage.module.css';

/** /employer/home/posted-jobs (docs/spec/2-employers-and-info-pages.md §2, §4): Your Job Postings, with search, tabs and dialogs. */
export default function PostedJobsPage() {
  const jobs = useDeferredQuery(useEmployerJobs());
  const banner = usePostedBanner();
  const [announcement, setAnnouncement] = useState('');
  const tabList = useRef<HTMLDivElement>(null);
  const posted = usePostedList(jobs.data);
  const { highlightedId, highlight } = useHighlightParam(jobs.data, jobs.isFetching, (job) =>
    posted.showTab(tabOf(job)),
  );
  const dialogs = useJobDialogs(tabList, setAnnouncement);

  const onSaved = (job: EmployerJob) => {
    // Spec/2 §4: the saved job is open; show the Active tab and highlight its card for 5 s.
    dialogs.closeEdit();
    posted.showTab('active');
    setAnnouncement(`Changes saved. ${job.data.title} is active.`);
    highlight(job.entity);
    dialogs.refocus(job.entity);
  };

  return (
    <>
      <PageMeta title="Your job postings" description="Manage the jobs you have posted." />
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
        <PostedJobsList
          search={posted.search}
          onSearch={posted.setSearch}
          tab={posted.tab}
          tabs={posted.tabs}
          onTab={posted.setTab}
          tabListRef={tabList}
          shown={posted.shown}
          highlightedId={highlightedId}
          onAction={dialogs.onAction}
        />
      )}
      <PostedJobDialogs dialogs={dialogs} onSaved={onSaved} />
    </>
  );
}
