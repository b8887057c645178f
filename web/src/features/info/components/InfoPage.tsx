import { type ReactNode, useEffect, useId } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import styles from './InfoPage.module.css';

interface InfoPageProps {
  /** The h1, also used for the document title. */
  title: string;
  /** Meta description: one or two sentences that say what the page offers. */
  description: string;
  /** A short line above the heading that says who the page is for. */
  eyebrow?: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The shared frame of the static pages: a hero with the only h1, then a readable column. */
export function InfoPage({ title, description, eyebrow, intro, children }: InfoPageProps) {
  useScrollToHashOnArrival();
  return (
    <>
      <PageMeta title={title} description={description} />
      <div className={styles.hero}>
        <div className="container-narrow">
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.intro}>{intro}</div>
        </div>
      </div>
      <div className={`container-narrow ${styles.body}`}>{children}</div>
    </>
  );
}

/**
 * Pages are lazy routes, so on a deep link (/safety#report) the app's scroll handling runs before
 * this content exists. Once mounted, bring the named section into view.
 */
function useScrollToHashOnArrival() {
  useEffect(() => {
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape in a pasted link: look the raw text up instead of failing the page.
    }
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

interface InfoSectionProps {
  /** Used for the heading id, so a section can be linked to as /page#id. */
  id: string;
  title: string;
  children: ReactNode;
}

export function InfoSection({ id, title, children }: InfoSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.prose}>{children}</div>
    </section>
  );
}

interface InfoCardProps {
  id: string;
  title: string;
  /** Decorative: a 24×24 SVG path. */
  iconPath?: string;
  /** h2 when the card is a top-level part of the page, h3 inside an InfoSection. */
  level?: 2 | 3;
  children: ReactNode;
}

export function InfoCard({ id, title, iconPath, level = 2, children }: InfoCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        {iconPath && (
          <svg className={styles.cardIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={iconPath} fill="currentColor" />
          </svg>
        )}
        <Heading id={id} className={styles.cardTitle}>
          {title}
        </Heading>
      </div>
      <div className={styles.prose}>{children}</div>
    </section>
  );
}

interface CalloutProps {
  title: string;
  /** Headings keep their order: h2 at page level, h3 inside a section. */
  level?: 2 | 3;
  tone?: 'brand' | 'warning';
  children: ReactNode;
}

export function Callout({ title, level = 2, tone = 'brand', children }: CalloutProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <aside
      className={tone === 'warning' ? `${styles.callout} ${styles.warning}` : styles.callout}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className={styles.calloutTitle}>
        {title}
      </Heading>
      <div className={styles.prose}>{children}</div>
    </aside>
  );
}
