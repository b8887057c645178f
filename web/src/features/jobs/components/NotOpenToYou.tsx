import { useEffect, useRef } from 'react';
import { YouthRulesNote } from '../../../lib/young-teens/YouthRulesNote';
import type { ViewerLimit } from '../lib/viewer-limits';
import styles from './ApplyPanel.module.css';

/**
 * The Apply panel for a student whom the rules for young teens, or their guardian's limits, keep from
 * this job: why, in words a teen understands, from the rules the server applies, and where to read
 * more. Focus moves to the heading, so the reason is what is read next.
 */
export function NotOpenToYou({ limits }: { limits: readonly ViewerLimit[] }) {
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
          <li key={limit.id}>{limit.reason}</li>
        ))}
      </ul>
      {limits.some((limit) => limit.source === 'guardian') ? (
        <p className={styles.limitsNote}>Your parent or guardian chose these limits on their family page.</p>
      ) : null}
      {limits.some((limit) => limit.source === 'young-teens') ? <YouthRulesNote /> : null}
    </div>
  );
}
