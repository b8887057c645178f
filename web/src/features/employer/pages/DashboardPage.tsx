import { formatPrice } from '@shared/rules/display';
import { formatRelativeTime } from '@shared/rules/relative-time';
import type { EmployerDashboardResponse, EmployerJob } from '@shared/schemas/job';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { MapPinIcon, TagIcon } from '../../../lib/ui/icons';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import panel from '../../../lib/ui/Panel.module.css';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useEmployerDashboard } from '../api/get-employer-dashboard';
import { ClockIcon, PlusIcon } from '../components/icons';
import { PageHeader } from '../components/PageHeader';
import { firstNameOf, jobPlace } from '../lib/job-view';
import { employerPaths, postedJobPath } from '../lib/paths';
import styles from './DashboardPage.module.css';

type Stats = EmployerDashboardResponse['stats'];

const statCards: { key: keyof Stats; label: string; hint: string }[] = [
  { key: 'activeJobs', label: 'Active Jobs', hint: 'Open and not yet ended' },
  { key: 'completedJobs', label: 'Completed Jobs', hint: 'Marked as filled' },
  { key: 'totalApplications', label: 'Total Applications', hint: 'Across all your jobs' },
  { key: 'pendingApplications', label: 'Pending review', hint: 'Waiting for your answer' },
  { key: 'hiredApplications', label: 'Hired', hint: 'Applications you accepted' },
];

/** /employer/home: reading A of docs/spec/2-employers-and-info-pages.md §2 with real numbers from GET /employer/dashboard. */
export default function DashboardPage() {
  const session = useSession();
  const name = session.status === 'signed-in' ? firstNameOf(session.user.name) : '';
  const dashboard = useDeferredQuery(useEmployerDashboard());

  return (
    <>
      <PageMeta title="Employer dashboard" description="Your job posts and applications at a glance." />
      <PageHeader
        title={name ? `Welcome Back, ${name}` : 'Welcome Back'}
        lead="Here is how your job posts are doing."
        actions={
          <Link to={employerPaths.postJob} className="btn btn-primary">
            <PlusIcon />
            Post Job
          </Link>
        }
      />
      {dashboard.isError ? (
        <LoadFailure title="We could not load your dashboard." query={dashboard} className={panel.panel} />
      ) : (
        <>
          <StatCards stats={dashboard.data?.stats} />
          <RecentJobs jobs={dashboard.data?.recentJobs} />
        </>
      )}
    </>
  );
}

function StatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <section aria-labelledby="dashboard-stats" className={styles.statsSection}>
      <h2 id="dashboard-stats" className="visually-hidden">
        Your numbers
      </h2>
      {stats ? null : (
        <p className="visually-hidden" role="status">
          Loading your numbers…
        </p>
      )}
      <dl className={styles.stats} aria-busy={!stats}>
        {statCards.map((card) => (
          <div key={card.key} className={styles.stat}>
            <dt className={styles.statLabel}>{card.label}</dt>
            <dd className={styles.statValue}>
              {stats ? (
                stats[card.key]
              ) : (
                <span className={`skeleton ${styles.statSkeleton}`} aria-hidden="true" />
              )}
            </dd>
            <dd className={styles.statHint}>{card.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RecentJobs({ jobs }: { jobs: EmployerJob[] | undefined }) {
  return (
    <section aria-labelledby="dashboard-recent" className={styles.recent}>
      <div className={styles.recentHeader}>
        <h2 id="dashboard-recent" className={styles.recentTitle}>
          Recent Job Postings
        </h2>
        {jobs && jobs.length > 0 ? (
          <Link to={employerPaths.postedJobs} className={styles.viewAll}>
            View all postings
          </Link>
        ) : null}
      </div>
      {jobs === undefined ? (
        <ul className={styles.recentList} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className={`${panel.panel} ${styles.recentCard}`}>
              <span className="skeleton skeleton-title" style={{ width: '55%' }} />
              <span className="skeleton skeleton-text" style={{ width: '90%' }} />
              <span className="skeleton skeleton-text" style={{ width: '40%' }} />
            </li>
          ))}
        </ul>
      ) : jobs.length === 0 ? (
        <EmptyState
          level={3}
          title="No jobs posted yet"
          action={
            <Link to={employerPaths.postJob} className="btn btn-primary">
              <PlusIcon />
              Post a Job
            </Link>
          }
        >
          Post your first job and students nearby can start applying.
        </EmptyState>
      ) : (
        <ul className={styles.recentList}>
          {jobs.map((job) => (
            <RecentJob key={job.entity} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentJob({ job }: { job: EmployerJob }) {
  const { data } = job;
  return (
    <li className={`${panel.panel} ${styles.recentCard}`}>
      <h3 className={styles.jobTitle}>
        <Link to={postedJobPath(job.entity)}>{data.title}</Link>
      </h3>
      <p className={styles.jobDescription}>{data.description}</p>
      <ul className={styles.facts}>
        <li>
          <MapPinIcon />
          <span className="visually-hidden">Location: </span>
          {jobPlace(job)}
        </li>
        <li>
          <TagIcon />
          <span className="visually-hidden">Pay: </span>
          {data.price ? formatPrice(data.price, data.priceType) : 'No price given'}
        </li>
        <li>
          <ClockIcon />
          Posted <time dateTime={job.createdAt}>{formatRelativeTime(job.createdAt)}</time>
        </li>
      </ul>
    </li>
  );
}
