import type { ApprovalDetails, DecisionResponse } from '@shared/schemas/family';
import { webPaths } from '@shared/web-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useFragmentParams } from '../../../lib/fragment-params';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { useDecideByLink } from '../api/decide-by-link';
import { useApproval } from '../api/read-approval';
import { ApprovalJobDetails } from '../components/ApprovalJobDetails';
import styles from './InvitationPage.module.css';

type Suggested = 'approve' | 'decline';

/**
 * /family/approval#token=&decision=: the Approve and Decline links of the guardian's
 * e-mail open this page. It shows the whole job again (what the teen read, who posted it) and asks once
 * more: a mail scanner that follows links decides nothing. The link is single use; the family page
 * has the same buttons.
 */
export default function ApprovalPage() {
  const params = useFragmentParams();
  const token = params.get('token') ?? '';
  const suggested: Suggested = params.get('decision') === 'decline' ? 'decline' : 'approve';
  return (
    <div className={`container-narrow page ${styles.page}`}>
      <PageMeta
        title="Approve an application"
        description="A parent or guardian's decision on an application."
      />
      {token ? (
        <Approval token={token} suggested={suggested} />
      ) : (
        <LinkProblem message="This link is not complete. Please open the link from your e-mail exactly as it was sent." />
      )}
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className={styles.stack}>
      <h1>This link does not work</h1>
      <Alert tone="error">{message}</Alert>
      <p>
        <Link className="btn btn-primary" to={webPaths.family}>
          Open your family page
        </Link>
      </p>
    </div>
  );
}

function Approval({ token, suggested }: { token: string; suggested: Suggested }) {
  const details = useApproval(token, true);
  const [result, setResult] = useState<DecisionResponse | null>(null);

  if (result) {
    return (
      <div className={styles.stack}>
        <header className={styles.stack}>
          <p className="eyebrow">Parent or guardian</p>
          <h1>Thank you</h1>
        </header>
        <Alert tone="success" title={result.jobTitle}>
          {result.message}
        </Alert>
        <p>
          <Link className="btn btn-primary" to={webPaths.family}>
            Open your family page
          </Link>
        </p>
      </div>
    );
  }
  if (details.isPending) {
    return (
      <p className={styles.loading} role="status">
        Loading the job…
      </p>
    );
  }
  if (details.isError) {
    const answered = details.error instanceof ApiRequestError && details.error.status < 500;
    return <LinkProblem message={answered ? details.error.message : errorMessage(details.error)} />;
  }
  return <Decision token={token} suggested={suggested} details={details.data} onDecided={setResult} />;
}

function Decision({
  token,
  suggested,
  details,
  onDecided,
}: {
  token: string;
  suggested: Suggested;
  details: ApprovalDetails;
  onDecided: (result: DecisionResponse) => void;
}) {
  const decide = useDecideByLink();
  const [error, setError] = useState<string | null>(null);
  const teen = details.teenFirstName;

  async function choose(approve: boolean) {
    if (decide.isPending) return;
    setError(null);
    try {
      onDecided(await decide.mutateAsync({ token, approve }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const button = (decision: Suggested) => (
    <button
      key={decision}
      type="button"
      className={`btn btn-lg ${suggested === decision ? 'btn-primary' : 'btn-secondary'}`}
      aria-disabled={decide.isPending || undefined}
      onClick={() => void choose(decision === 'approve')}
    >
      {decision === 'approve' ? 'Approve' : 'Decline'}
      <span className="visually-hidden"> {details.job.title}</span>
    </button>
  );

  return (
    <>
      <header className={styles.stack}>
        <p className="eyebrow">Parent or guardian</p>
        <h1>
          {suggested === 'approve' ? 'Approve' : 'Decline'} {teen}’s application?
        </h1>
        <p className={styles.lead}>
          {teen} would like to apply for this job. Here it is as {teen} read it, and who posted it.
        </p>
      </header>
      <section className={styles.card} aria-labelledby="approval-job">
        <h2 id="approval-job">{details.job.title}</h2>
        <ApprovalJobDetails job={details.job} />
      </section>
      <section className={styles.card} aria-label="Your decision">
        {details.waiting ? (
          <>
            <p>
              If you approve, the employer sees the application and we let them know. If you decline, we tell{' '}
              {teen} kindly and the employer never hears of it.
            </p>
            <Alert tone="error">{error}</Alert>
            <div className={styles.actions}>
              {suggested === 'approve'
                ? [button('approve'), button('decline')]
                : [button('decline'), button('approve')]}
            </div>
          </>
        ) : (
          <Alert tone="info" title="Already decided">
            This application is not waiting for your approval any more.
          </Alert>
        )}
        <p>
          You can also decide on your <Link to={webPaths.family}>family page</Link>.
        </p>
      </section>
    </>
  );
}
