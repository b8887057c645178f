import { YOUNG_TEEN_GUIDANCE, YOUTH_RULES_URL } from '@shared/rules/young-teen-rules';
import styles from './YouthRulesNote.module.css';

/**
 * The line every rule for young teens comes with : guidance from US federal
 * rules, never legal advice, and the Department of Labor's youth rules for the whole picture. It opens
 * in a new tab so a half-filled form or an open card stays as it was.
 */
export function YouthRulesNote() {
  return (
    <p className={styles.note}>
      {YOUNG_TEEN_GUIDANCE} Not legal advice: see the Department of Labor’s{' '}
      <a href={YOUTH_RULES_URL} target="_blank" rel="noreferrer">
        youth rules at YouthRules.gov
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
