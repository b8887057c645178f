import { caseStateLabels } from '@shared/rules/moderation';
import { webPath } from '@shared/web-paths';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import { useModerationQueue } from '../api/list-moderation-queue';
import styles from './Moderation.module.css';

const kindLabels = { job: 'Job', review: 'Review', message: 'Message' } as const;

const waited = (since: string) => {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
};

/** /moderation: the desk's one queue, urgent reports first, then the oldest. */
export default function ModerationPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className="container page">
      <PageMeta title="Moderation" description="Reports waiting for a moderator." />
      <h1>Moderation</h1>
      <p>
        Reports of jobs, reviews and messages. Reports about a minor’s safety come first; then the oldest.
      </p>
      {session.status === 'loading' ? (
        <Loading>Loading the queue…</Loading>
      ) : session.user.moderator ? (
        <Queue />
      ) : (
        <Alert tone="info" title="The moderation desk is for moderators">
          Only members of our moderation team can see reports.
        </Alert>
      )}
    </div>
  );
}

function Queue() {
  const queue = useModerationQueue();
  if (queue.isPending) return <Loading>Loading the queue…</Loading>;
  if (queue.isError) {
    return <LoadFailure title="We could not load the queue" query={queue} />;
  }
  if (queue.data.reports.length === 0) {
    return (
      <EmptyState title="Nothing waiting">Every report has been decided. New ones appear here.</EmptyState>
    );
  }
  return (
    <ol className={styles.queue} aria-label="Reports waiting, in the order to take them">
      {queue.data.reports.map((report) => (
        <li key={report.id} className={`${styles.entry} ${report.urgent ? styles.urgent : ''}`}>
          <span>
            {report.urgent ? <span className={styles.badge}>Urgent</span> : null}{' '}
            <Link to={webPath('moderationCase', { id: report.id })}>
              {kindLabels[report.kind]}: {report.summary}
            </Link>
          </span>
          <span className={styles.meta}>
            {report.reason} · {caseStateLabels[report.state]} · waiting {waited(report.waitingSince)}
          </span>
        </li>
      ))}
    </ol>
  );
}
