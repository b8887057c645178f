import type { Renewal } from './renewal';
import styles from './SessionNotice.module.css';

/**
 * Says what the session is doing when it is not fine: renewing keeps failing (the
 * server is busy, the network is down: it keeps trying, nothing typed is lost), or the session has
 * ended elsewhere. Announced politely; a form that needs the session offers to sign in again in place.
 */
export function SessionNotice({ renewal }: { renewal: Renewal }) {
  if (renewal === 'failing') {
    return (
      <p className={styles.notice} role="status">
        We cannot renew your session right now. We will keep trying; what you have typed is safe.
      </p>
    );
  }
  if (renewal === 'ended') {
    return (
      <p className={styles.notice} role="status">
        Your session has ended. Please sign in again: when you send a form, you can sign in right there
        without losing what you typed.
      </p>
    );
  }
  return null;
}
