import { employerNotices, type YoungTeenJob } from '@shared/rules/young-teen-rules';
import { Alert } from '../../../lib/ui/Alert';
import { YouthRulesNote } from '../../../lib/young-teens/YouthRulesNote';
import styles from './JobForm.module.css';

/**
 * Tells the employer, before the job is saved, which young teens will not be able to apply and why,
 * from the one table of rules the server applies. Posting is still allowed. A polite
 * live region: it is announced when an answer (equipment, a late end time) makes it appear.
 */
export function YoungTeenNotice({ job }: { job: YoungTeenJob }) {
  const notices = employerNotices(job);
  return (
    <Alert tone="info" title={notices.length > 0 ? 'Some students won’t be able to apply' : undefined}>
      {notices.length > 0 ? (
        <div className={styles.notice}>
          <ul>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          <p>You can still post it: older students can apply.</p>
          <YouthRulesNote />
        </div>
      ) : null}
    </Alert>
  );
}
