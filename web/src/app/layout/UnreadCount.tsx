import { useSession } from '../../lib/auth/session';
import { unreadLabel, useUnreadMessages } from '../../lib/conversations/unread-messages';
import styles from './UnreadCount.module.css';

/**
 * The Messages link's unread count, in the header and the mobile menu: a badge, and the same in words
 * for screen readers. Nothing while it is 0 or unknown.
 */
export function UnreadCount() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : '';
  const count = useUnreadMessages(userId, session.status === 'signed-in');
  if (!count) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">, {unreadLabel(count)}</span>
    </span>
  );
}
