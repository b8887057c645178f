import type { UndeliverableAddress } from '@shared/schemas/mail-status';
import { webPaths } from '@shared/web-paths';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfig } from '../../lib/config';
import { useMailStatus } from '../../lib/profile/get-mail-status';
import styles from './MailStatusBanner.module.css';

/*
 * When SES reported that mail to the person's own address, or to their parent or
 * guardian's, bounced or was marked as spam, we stop sending to it; this banner, on every page after
 * they sign in, says so and where to correct it. Dismissed, it stays away for this tab's session (it
 * comes back at the next sign-in while the address is still undeliverable).
 */

const DISMISSED_KEY = 'mailStatusDismissed';

const dismissalOf = (items: readonly UndeliverableAddress[]) =>
  items.map((item) => `${item.kind}:${item.address}:${item.since}`).join('|');

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function copyFor(item: UndeliverableAddress, supportEmail: string) {
  const address = <strong className={styles.address}>{item.address}</strong>;
  if (item.kind === 'guardian') {
    return {
      title: 'We can’t reach your parent or guardian by e-mail',
      text:
        item.reason === 'bounce' ? (
          <>
            Our e-mail to {address} came back undelivered, so they are not hearing about the jobs you apply
            for. Please check the address with them and correct it on your profile.
          </>
        ) : (
          <>
            Our e-mail to {address} was marked as spam, so we have stopped writing to it. If that was a
            mistake, ask them to write to us at {supportEmail}; if the address is wrong, correct it on your
            profile.
          </>
        ),
    };
  }
  return {
    title: 'We can’t reach you by e-mail',
    text:
      item.reason === 'bounce' ? (
        <>
          Our e-mail to {address} came back undelivered, so you will miss updates about your applications and
          jobs. Please check your address on your profile, or write to us at {supportEmail} to change it.
        </>
      ) : (
        <>
          Our e-mail to {address} was marked as spam, so we have stopped writing to it and you will miss
          updates. If that was a mistake, write to us at {supportEmail}.
        </>
      ),
  };
}

export default function MailStatusBanner({ userId }: { userId: string }) {
  const { data } = useMailStatus(userId);
  const { supportEmail } = useConfig();
  const [dismissed, setDismissed] = useState(readDismissed);
  const headingId = useId();
  const items = data?.undeliverable ?? [];
  if (items.length === 0 || dismissed === dismissalOf(items)) return null;

  const dismiss = () => {
    const value = dismissalOf(items);
    try {
      sessionStorage.setItem(DISMISSED_KEY, value);
    } catch {
      // Storage unavailable: dismissed until the next page load.
    }
    setDismissed(value);
  };

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 6.5h18v11H3z M3 7l9 6 9-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <circle cx="19" cy="17" r="4.2" fill="currentColor" />
          <path d="M19 15v2.4 M19 19.1v.1" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <div className={styles.body}>
          {items.map((item, index) => {
            const { title, text } = copyFor(item, supportEmail);
            return (
              <div key={`${item.kind}:${item.address}`} className={styles.item}>
                {index === 0 ? (
                  <h2 id={headingId} className={styles.title}>
                    {title}
                  </h2>
                ) : (
                  <h3 className={styles.title}>{title}</h3>
                )}
                <p className={styles.text}>{text}</p>
              </div>
            );
          })}
          <div className={styles.actions}>
            <Link to={webPaths.profile} className="btn btn-primary">
              Go to your profile
            </Link>
            <button type="button" className="btn btn-secondary" onClick={dismiss}>
              Remind me later
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
