import { useConfig } from '../../../lib/config';
import styles from './SupportEmailLink.module.css';

interface SupportEmailLinkProps {
  /** Pre-fills the subject line so support can sort messages (e.g. "Safety report"). */
  subject?: string;
}

/** The support mailbox differs per stage, so it always comes from /config.json. */
export function SupportEmailLink({ subject }: SupportEmailLinkProps) {
  const { supportEmail } = useConfig();
  const href = `mailto:${supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={styles.address}>
      {supportEmail}
    </a>
  );
}
