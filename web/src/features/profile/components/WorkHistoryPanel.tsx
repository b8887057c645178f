import type { WorkHistoryJob } from '@shared/schemas/work-history';
import { webPaths } from '@shared/web-paths';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Skeleton } from '../../../lib/ui/Skeleton';
import { exportFileNames, useCredential, useDownloadWorkHistory } from '../api/export-work-history';
import { useWorkHistory } from '../api/get-work-history';
import styles from '../pages/ProfilePage.module.css';

const hoursWords = (hours: number) => `${hours.toLocaleString('en-US')} ${hours === 1 ? 'hour' : 'hours'}`;

function JobLine({ job }: { job: WorkHistoryJob }) {
  return (
    <li className={styles.historyJob}>
      <strong>{job.title}</strong>
      <span className={styles.historyFacts}>
        {[job.kind, job.monthLabel, job.hours === null ? null : hoursWords(job.hours), job.employer]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {job.wouldHireAgain ? (
        <span className={`${styles.badge} ${styles.hireAgain}`}>Would hire again</span>
      ) : null}
    </li>
  );
}

/**
 * "Work history" on a student's /profile: each completed job (its hours confirmed by the employer),
 * and three ways to take it anywhere: a one-page PDF, JSON Resume, and a signed credential anyone can
 * check on /verify.
 */
export function WorkHistoryPanel({ userId }: { userId: string }) {
  const history = useWorkHistory(userId);
  return (
    <section className={styles.card} aria-labelledby="profile-work-history">
      <h2 id="profile-work-history" className={styles.cardTitle}>
        Work history
      </h2>
      {history.isPending ? (
        <Skeleton label="Loading your work history…" className={styles.skeletonRow}>
          <span className="skeleton skeleton-text" style={{ width: '70%' }} />
          <span className="skeleton skeleton-text" style={{ width: '55%' }} />
        </Skeleton>
      ) : history.isError ? (
        <LoadFailure title="We could not load your work history." query={history} className={styles.card} />
      ) : history.data.jobs.length === 0 ? (
        <p className={styles.cardLead}>
          Your completed jobs appear here once an employer confirms your hours. You can then download your
          work history to attach to a job application.
        </p>
      ) : (
        <>
          <p className={styles.cardLead}>
            Every job you completed here, with the hours your employer confirmed. Take it anywhere.
          </p>
          <ul className={styles.history}>
            {history.data.jobs.map((job) => (
              <JobLine key={job.applicationId} job={job} />
            ))}
          </ul>
          <Exports />
        </>
      )}
    </section>
  );
}

const fileExports = [
  { format: 'pdf', label: 'Download PDF', done: 'Your work history PDF has been downloaded.' },
  { format: 'json-resume', label: 'Download JSON Resume', done: 'Your JSON Resume has been downloaded.' },
] as const;

function Exports() {
  const download = useDownloadWorkHistory();
  const credential = useCredential();
  const [copied, setCopied] = useState('');
  const credentialRef = useRef<HTMLTextAreaElement>(null);
  const credentialId = useId();

  // The credential arrives: focus goes to it, ready to copy.
  useEffect(() => {
    if (credential.data) credentialRef.current?.focus();
  }, [credential.data]);

  const copy = async (jwt: string) => {
    try {
      await navigator.clipboard.writeText(jwt);
      setCopied('Copied. Paste it wherever you apply.');
    } catch {
      credentialRef.current?.select();
      setCopied('Your browser did not let us copy it: it is selected, so press Ctrl+C (or ⌘C).');
    }
  };

  return (
    <div className={styles.exports}>
      <h3 className={styles.subTitle}>Take it with you</h3>
      <div className={styles.exportActions}>
        {fileExports.map(({ format, label }) => (
          <BusyButton
            key={format}
            type="button"
            className="btn btn-secondary"
            busy={download.isPending && download.variables === format}
            busyLabel="Preparing…"
            onClick={() => {
              if (!download.isPending) download.mutate(format);
            }}
          >
            {label}
          </BusyButton>
        ))}
        <BusyButton
          type="button"
          className="btn btn-secondary"
          busy={credential.isPending}
          busyLabel="Signing…"
          onClick={() => {
            if (!credential.isPending) credential.mutate();
          }}
        >
          Get my signed credential
        </BusyButton>
      </div>
      <Alert tone={download.isError ? 'error' : 'success'}>
        {download.isError
          ? errorMessage(download.error, 'We could not prepare the file. Please try again.')
          : download.isSuccess
            ? fileExports.find((item) => item.format === download.data)?.done
            : null}
      </Alert>
      <Alert tone="error">
        {credential.isError ? errorMessage(credential.error, 'We could not sign your credential.') : null}
      </Alert>
      {credential.data ? (
        <div className={styles.credential}>
          <label htmlFor={credentialId} className={styles.subTitle}>
            Your signed credential
          </label>
          <p id={`${credentialId}-hint`} className={styles.note}>
            An Open Badges 3.0 credential signed by Neighbourhood Jobs. Anyone can check that it is genuine
            and unchanged on our <Link to={webPaths.verify}>credential check page</Link>.
          </p>
          <textarea
            id={credentialId}
            ref={credentialRef}
            className={styles.credentialText}
            readOnly
            rows={4}
            value={credential.data}
            aria-describedby={`${credentialId}-hint`}
          />
          <div className={styles.exportActions}>
            <button type="button" className="btn btn-secondary" onClick={() => void copy(credential.data)}>
              Copy
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                saveFile(new Blob([credential.data], { type: 'application/jwt' }), exportFileNames.credential)
              }
            >
              Download credential
            </button>
          </div>
          <p role="status" className={styles.note}>
            {copied}
          </p>
        </div>
      ) : null}
      <p className={styles.note}>
        Someone checking your work history? Send them to{' '}
        <Link to={webPaths.verify}>our credential check</Link>.
      </p>
    </div>
  );
}
