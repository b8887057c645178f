import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { useConfig } from '../../lib/config';
import { FacebookIcon, InstagramIcon, XLogoIcon } from '../../lib/ui/icons';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './Footer.module.css';
import { LogoMark } from './Logo';

/** Global footer (docs/spec/1-students-and-accounts.md §2). Social profile addresses come from /config.json per stage. */
export function Footer() {
  const { social } = useConfig();
  const socialLinks = [
    { href: social.facebook, name: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, name: 'Instagram', Icon: InstagramIcon },
    { href: social.x, name: 'X', Icon: XLogoIcon },
  ];
  // The pre-rendered HTML says the build's year; hydration repeats it, then the visitor's year shows.
  const hydrated = useHydrated();
  const year = hydrated ? new Date().getFullYear() : __BUILD_YEAR__;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <h2 className={styles.name}>
            <LogoMark className={styles.mark} />
            Neighbourhood Jobs
          </h2>
          <p className={styles.tagline}>
            Short local jobs for students aged 13 to 25, posted by the neighbours who need a hand.
          </p>
          <ul className={styles.social}>
            {socialLinks.map(({ href, name, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`Neighbourhood Jobs on ${name} (opens in a new tab)`}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.column} aria-labelledby="footer-students">
          <h2 id="footer-students" className={styles.heading}>
            For Students
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={webPaths.jobs}>Find Jobs</Link>
            </li>
            <li>
              <Link to={webPaths.safety}>Safety</Link>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={webPaths.about}>About Us</Link>
            </li>
            <li>
              <Link to={webPaths.faq}>FAQ</Link>
            </li>
            <li>
              <Link to={webPaths.termsOfUse}>Terms</Link>
            </li>
            <li>
              <Link to={webPaths.privacy}>Privacy</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className={styles.bottom}>© {year} Neighbourhood Jobs. All rights reserved.</p>
      </div>
    </footer>
  );
}
