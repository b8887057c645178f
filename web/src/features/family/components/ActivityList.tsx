import type { FamilyActivity } from '@shared/schemas/family';
import { formatMoment } from '../lib/family-display';
import styles from './FamilySections.module.css';

/** What happened lately, newest first. */
export function ActivityList({ activity }: { activity: FamilyActivity[] }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>Recent activity</h3>
      {activity.length === 0 ? (
        <p className={styles.empty}>Nothing yet. Applications and their news will appear here.</p>
      ) : (
        <ol className={styles.activity}>
          {activity.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.text}`}>
              <time dateTime={entry.at} className={styles.activityTime}>
                {formatMoment(entry.at)}
              </time>
              <span>{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
