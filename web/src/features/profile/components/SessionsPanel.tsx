import { useRef, useState } from 'react';
import { SignOutEverywhereDialog } from '../../../lib/auth/SignOutEverywhereDialog';
import styles from '../pages/ProfilePage.module.css';

/** /profile's "Sign out everywhere": every session of the account ends, on every device. */
export function SessionsPanel() {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <section className={styles.card} aria-labelledby="profile-sessions">
      <h2 id="profile-sessions" className={styles.cardTitle}>
        Where you are signed in
      </h2>
      <p className={styles.cardLead}>
        Lost a phone, or signed in on a shared computer? Sign out on every device at once, this one too. You
        can sign in again with your password.
      </p>
      <div className={styles.actions}>
        <button ref={button} type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
          Sign out everywhere
        </button>
      </div>
      <SignOutEverywhereDialog open={asking} onClose={() => setAsking(false)} returnFocusTo={button} />
    </section>
  );
}
