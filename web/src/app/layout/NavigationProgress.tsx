import { useNavigationPending } from '../history-router';
import styles from './NavigationProgress.module.css';

/**
 * A thin bar at the top while the next page's code loads, so a click never feels ignored. The bar
 * fades in after a short delay (CSS), so fast navigations show nothing.
 */
export function NavigationProgress() {
  const busy = useNavigationPending();
  return <div className={styles.bar} data-busy={busy} aria-hidden="true" />;
}
