import type { TeenGuardian } from '@shared/schemas/user';
import { useId } from 'react';
import styles from './Guardian.module.css';
import { GuardianInvitationActions, guardianFirstName } from './GuardianInvitationActions';

interface WaitingForGuardianProps {
  userId: string;
  guardian: TeenGuardian;
  /** The heading's level where the notice sits (a card's panel: 4; a page's section: 2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A teen whose parent or guardian has not confirmed yet: "Waiting until Priya confirms", what that
 * means for their applications, and the two ways forward. On an application (the Apply panel) and in
 * My Applications, where the teen is when it matters.
 */
export function WaitingForGuardian({ userId, guardian, headingLevel = 2 }: WaitingForGuardianProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const who = guardianFirstName(guardian);
  const title = `Waiting until ${who} confirms`;
  return (
    <section className={styles.waiting} aria-labelledby={headingId} data-testid="waiting-for-guardian">
      <Heading id={headingId} className={styles.waitingTitle}>
        {title.charAt(0).toUpperCase() + title.slice(1)}
      </Heading>
      <p>
        We e-mailed {guardian.email} a link to confirm they are your parent or guardian.{' '}
        {guardian.limits.approvalRequired
          ? `Your applications wait until ${who} confirms and approves each one; employers see them after that.`
          : `Until then, ${who} hears nothing about your applications.`}
      </p>
      <GuardianInvitationActions userId={userId} guardian={guardian} />
    </section>
  );
}
