import type { YoungTeenFinding } from '@shared/rules/young-teen-rules';
import { useEffect, useRef } from 'react';
import { YouthRulesNote } from '../../../lib/young-teens/YouthRulesNote';
import styles from './ApplyPanel.module.css';

/**
 * The Apply panel for a student the rules for young teens keep from this job: why, in
 * words a teen understands, from the one table the server applies, and where to read more. Focus
 * moves to the heading, so the reason is what is read next.
 */
export function NotOpenToYou({ limits }: { limits: readonly YoungTeenFinding[] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={styles.signIn} data-testid="not-open-to-you">
      <h4 ref={headingRef} tabIndex={-1} className={styles.heading}>
        You can’t apply to this job yet
      </h4>
      <ul className={styles.reasons}>
        {limits.map((limit) => (
          <li key={limit.rule}>{limit.reason}</li>
        ))}
      </ul>
      <YouthRulesNote />
    </div>
  );
}
