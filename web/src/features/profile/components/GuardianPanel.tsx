import { jobKindLabels } from '@shared/rules/job-kinds';
import type { TeenGuardian } from '@shared/schemas/user';
import { GuardianInvitationActions } from '../../../lib/guardian/GuardianInvitationActions';
import styles from '../pages/ProfilePage.module.css';

const statusWords: Record<TeenGuardian['status'], string> = {
  invited: 'Waiting for them to confirm',
  confirmed: 'Confirmed',
  declined: 'They said they are not your parent or guardian',
  ended: 'They closed their account, so the link has ended',
};

/** What a teen whose guardian is not confirmed reads, and can do, by status. */
const pendingLead: Record<Exclude<TeenGuardian['status'], 'confirmed'>, string> = {
  invited: 'We e-mailed them a link to confirm. Ask them to check their inbox (and spam folder).',
  declined:
    'Your applications are paused. If the address is wrong, correct it and we invite the right person.',
  ended: 'Your applications are paused until a parent or guardian confirms. Add one and we invite them.',
};

/**
 * A teen's parent or guardian: whether they confirmed, sending the invitation again
 * (once a day, 3 times in all), correcting a mistyped address before confirmation, and the limits
 * they set. After confirmation only the guardian can change the address.
 */
export function GuardianPanel({ userId, guardian }: { userId: string; guardian: TeenGuardian }) {
  return (
    <section className={styles.card} aria-labelledby="profile-guardian">
      <h2 id="profile-guardian" className={styles.cardTitle}>
        Your parent or guardian
      </h2>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>Status</dt>
          <dd>{statusWords[guardian.status]}</dd>
        </div>
      </dl>
      {guardian.status === 'confirmed' ? (
        <Limits limits={guardian.limits} />
      ) : (
        <>
          <p className={styles.cardLead}>{pendingLead[guardian.status]}</p>
          <GuardianInvitationActions userId={userId} guardian={guardian} />
        </>
      )}
    </section>
  );
}

function Limits({ limits }: { limits: TeenGuardian['limits'] }) {
  const kinds = limits.allowedKinds?.map((kind) => jobKindLabels[kind]).join(', ');
  const applications = limits.paused
    ? 'Paused by your parent'
    : limits.approvalRequired
      ? 'Your parent approves each one first'
      : 'Go straight to the employer';
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt>Applications</dt>
        <dd>{applications}</dd>
      </div>
      <div className={styles.detail}>
        <dt>Farthest distance</dt>
        <dd>
          {limits.maxDistanceMiles === null ? 'No limit' : `${limits.maxDistanceMiles} miles from home`}
        </dd>
      </div>
      <div className={styles.detail}>
        <dt>Kinds of job</dt>
        <dd>{kinds ?? 'Every kind'}</dd>
      </div>
    </dl>
  );
}
