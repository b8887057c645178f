import { useConfig } from '../../../lib/config';
import styles from './HelpBox.module.css';
import { MailIcon } from './icons';

/** The shell's help box with the support e-mail (docs/spec/2-employers-and-info-pages.md §2). */
export function HelpBox() {
  const { supportEmail } = useConfig();
  return (
    <section className={styles.help} aria-labelledby="employer-help-title">
      <h2 id="employer-help-title" className={styles.title}>
        Need help?
      </h2>
      <p className={styles.text}>
        Questions about posting a job or hiring a student? Our team answers by e-mail.
      </p>
      <a className={styles.mail} href={`mailto:${supportEmail}`}>
        <MailIcon className={styles.icon} />
        <span className={styles.address}>{supportEmail}</span>
      </a>
    </section>
  );
}
