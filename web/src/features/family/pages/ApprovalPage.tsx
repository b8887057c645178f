import type { DecisionResponse } from '@shared/schemas/family';
import { webPaths } from '@shared/web-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useFragmentParams } from '../../../lib/fragment-params';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { useDecideByLink } from '../api/decide-by-link';
import styles from './InvitationPage.module.css';

/**
 * /family/approval#token=&decision=: the Approve and Decline links of the guardian's
 * e-mail open this page, which asks once more: a mail scanner that follows links decides nothing.
 * The link is single use; the family page has the same buttons.
 */
export default function ApprovalPage() {
  const params = useFragmentParams();
  const token = params.get('token') ?? '';
  const suggested = params.get('decision') === 'decline' ? 'decline' : 'approve';
  const decide = useDecideByLink();
  const [result, setResult] = useState<DecisionResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(approve: boolean) {
    if (decide.isPending) return;
    setError(null);
    try {
      setResult(await decide.mutateAsync({ token, approve }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const approveButton = (
    <button
      key="approve"
      type="button"
      className={`btn btn-lg ${suggested === 'approve' ? 'btn-primary' : 'btn-secondary'}`}
      aria-disabled={decide.isPending || undefined}
      onClick={() => void choose(true)}
    >
      Approve
    </button>
  );
  const declineButton = (
    <button
      key="decline"
      type="button"
      className={`btn btn-lg ${suggested === 'decline' ? 'btn-primary' : 'btn-secondary'}`}
      aria-disabled={decide.isPending || undefined}
      onClick={() => void choose(false)}
    >
      Decline
    </button>
  );

  return (
    <div className={`container-narrow page ${styles.page}`}>
      <PageMeta
        title="Approve an application"
        description="A parent or guardian's decision on an application."
      />
      <header className={styles.stack}>
        <p className="eyebrow">Parent or guardian</p>
        <h1>
          {result
            ? 'Thank you'
            : suggested === 'approve'
              ? 'Approve this application?'
              : 'Decline this application?'}
        </h1>
      </header>
      {result ? (
        <div className={styles.stack}>
          <Alert tone="success" title={result.jobTitle}>
            {result.message}
          </Alert>
          <p>
            <Link className="btn btn-primary" to={webPaths.family}>
              Open your family page
            </Link>
          </p>
        </div>
      ) : !token ? (
        <Alert tone="error">
          This link is not complete. Please open the link from your e-mail exactly as it was sent.
        </Alert>
      ) : (
        <section className={styles.card} aria-label="Your decision">
          <p>
            The e-mail told you about the job. If you approve, the employer sees the application and we let
            them know. If you decline, we tell your teen kindly and the employer never hears of it.
          </p>
          <Alert tone="error">{error}</Alert>
          <div className={styles.actions}>
            {suggested === 'approve' ? [approveButton, declineButton] : [declineButton, approveButton]}
          </div>
          <p>
            You can also decide on your <Link to={webPaths.family}>family page</Link>.
          </p>
        </section>
      )}
    </div>
  );
}
