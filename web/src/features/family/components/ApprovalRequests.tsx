import type { FamilyApplication } from '@shared/schemas/family';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../lib/ui/Alert';
import { useDecideApplication } from '../api/decide-application';
import { jobDates, townOf } from '../lib/family-display';
import { ApprovalJobDetails } from './ApprovalJobDetails';
import styles from './FamilySections.module.css';

interface ApprovalRequestsProps {
  guardianId: string;
  teenFirstName: string;
  waiting: FamilyApplication[];
}

/**
 * The applications that wait for this guardian: the employer sees none of them until
 * they approve. Each card shows the whole job, as the teen read it, and who posted it; each button
 * says what it does and to whom; the outcome is announced.
 */
export function ApprovalRequests({ guardianId, teenFirstName, waiting }: ApprovalRequestsProps) {
  const decide = useDecideApplication(guardianId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onDecide(application: FamilyApplication, approve: boolean) {
    setOutcome(null);
    try {
      const answer = await decide.mutateAsync({ applicationId: application.entity, approve });
      setOutcome({ tone: 'success', text: `${application.jobTitle}: ${answer.message}` });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <section className={styles.section} aria-label={`Waiting for your approval (${teenFirstName})`}>
      <h3 className={styles.heading}>Waiting for your approval</h3>
      <Alert tone={outcome?.tone ?? 'success'}>{outcome?.text}</Alert>
      {waiting.length === 0 ? (
        <p className={styles.empty}>Nothing waits for you right now.</p>
      ) : (
        <ul className={styles.cards}>
          {waiting.map((application) => (
            <li key={application.entity} className={`${styles.card} ${styles.waitingCard}`}>
              <h4 className={styles.cardTitle}>{application.jobTitle}</h4>
              {application.job ? (
                <ApprovalJobDetails job={application.job} />
              ) : (
                <dl className={styles.facts}>
                  <dt>Posted by</dt>
                  <dd>{application.employerFirstName}</dd>
                  <dt>Where</dt>
                  <dd>{townOf(application.town)}</dd>
                  <dt>When</dt>
                  <dd>{jobDates(application.startDate, application.endDate)}</dd>
                </dl>
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-disabled={decide.isPending || undefined}
                  onClick={() => !decide.isPending && void onDecide(application, true)}
                >
                  Approve<span className="visually-hidden"> {application.jobTitle}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-disabled={decide.isPending || undefined}
                  onClick={() => !decide.isPending && void onDecide(application, false)}
                >
                  Decline<span className="visually-hidden"> {application.jobTitle}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
