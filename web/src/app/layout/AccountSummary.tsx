import { accountLabel, avatarInitial } from '../../lib/auth/account-label';
import type { SessionUser } from '../../lib/auth/session';
import styles from './AccountSummary.module.css';

/** Avatar initial, name, e-mail and account label: the head of the account menus. */
export function AccountSummary({ user }: { user: SessionUser }) {
  return (
    <div className={styles.summary}>
      <Avatar name={user.name} />
      <span className={styles.text}>
        <span className={styles.name}>{user.name}</span>
        <span className={styles.email}>{user.emailId}</span>
        <span className={styles.label}>{accountLabel(user.roleId)}</span>
      </span>
    </div>
  );
}

export function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {avatarInitial(name)}
    </span>
  );
}
