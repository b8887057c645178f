import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../lib/page-meta';
import { FeatureCards } from '../components/FeatureCards';
import { JobSearchForm } from '../components/JobSearchForm';
import { PostJobLink } from '../components/PostJobLink';
import styles from './HomePage.module.css';

const QUICK_SEARCHES = ['Dog walking', 'Babysitting', 'Lawn mowing', 'Tutoring', 'Snow removal'];

export default function HomePage() {
  return (
    <div className={styles.page}>
      <PageMeta
        fullTitle
        title="Neighbourhood Jobs · Local jobs for students, help for neighbours"
        description="Students aged 13 to 25 find short, paid jobs close to home (dog walking, babysitting, lawn mowing, tutoring and more) posted by neighbours who need a hand."
      />

      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>For students 13–25 and the neighbours who need a hand</p>
            <h1 id="home-heading" className={styles.heading}>
              Local jobs for students, right in your neighbourhood
            </h1>
            <p className={styles.lead}>
              Walk a dog, mow a lawn, tutor a younger kid or help someone set up a new phone. Find short, paid
              jobs close to home, posted by the people who live nearby.
            </p>
          </div>
          <HeroArt />
          <div className={styles.search}>
            <JobSearchForm />
            <div className={styles.quick}>
              <span className={styles.quickLabel} id="quick-searches">
                Try searching for:
              </span>
              <ul className={styles.quickList} aria-labelledby="quick-searches">
                {QUICK_SEARCHES.map((title) => (
                  <li key={title}>
                    <Link className={styles.chip} to={`${webPaths.jobs}?${new URLSearchParams({ title })}`}>
                      {title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <HeroHouses />
      </section>

      <section className={styles.section} aria-labelledby="features-heading">
        <h2 id="features-heading" className={styles.sectionHeading}>
          More than a paycheck
        </h2>
        <p className={styles.sectionLead}>
          A first job is a big step. Here is what you get from every one you take on.
        </p>
        <FeatureCards />
      </section>

      <section className={styles.section} aria-label="Get started">
        <div className={styles.audiences}>
          <article className={`${styles.audience} ${styles.students}`} aria-labelledby="students-heading">
            <h2 id="students-heading" className={styles.audienceHeading}>
              Students: earn money close to home
            </h2>
            <ul className={styles.points}>
              <li>Pick jobs that fit around school, sports and family time.</li>
              <li>Apply in a few taps and follow every application in one place.</li>
              <li>
                Aged 13 to 17? A parent or guardian gets an e-mail when you sign up, when you apply and when
                an employer decides, so someone at home knows which jobs you go for.
              </li>
            </ul>
            <Link className={`btn btn-primary btn-lg ${styles.cta}`} to={webPaths.studentSignUp}>
              Sign up as a student
            </Link>
          </article>

          <article className={`${styles.audience} ${styles.neighbours}`} aria-labelledby="neighbours-heading">
            <h2 id="neighbours-heading" className={styles.audienceHeading}>
              Neighbours: get a hand with everyday jobs
            </h2>
            <ul className={styles.points}>
              <li>Post a job in a couple of minutes: what needs doing, when, and what you will pay.</li>
              <li>Hear from students who live nearby and choose the one who fits.</li>
              <li>
                Students browsing jobs see your town, not your street address. Only the student you accept
                sees it.
              </li>
            </ul>
            <PostJobLink className={`btn btn-primary btn-lg ${styles.cta}`} />
          </article>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="safety-heading">
        <div className={styles.safety}>
          <svg className={styles.safetyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"
              fill="currentColor"
            />
          </svg>
          <div>
            <h2 id="safety-heading" className={styles.safetyHeading}>
              Safety comes first
            </h2>
            <p className={styles.safetyText}>
              Parents of younger teens are kept in the loop by e-mail. Anyone who is signed in can flag a job
              that does not look right, and every report goes straight to our support team.
            </p>
            <Link className={styles.textLink} to={webPaths.safety}>
              Read our safety tips
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

const ART_BUBBLES = [
  {
    label: 'Dog walking',
    path: 'M4.5 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm4-3a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm7 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm4 3a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM12 10c-3 0-7 4.5-7 8 0 2 1.5 3 3 3 1.8 0 2.7-1 4-1s2.2 1 4 1c1.5 0 3-1 3-3 0-3.5-4-8-7-8Z',
  },
  {
    label: 'Yard work',
    path: 'M12 2c1.5 3 1.5 6 0 9-1.5-3-1.5-6 0-9ZM6 6c2.5 1.5 3.7 4 3.5 7C7 11.5 5.8 9 6 6Zm12 0c.2 3-1 5.5-3.5 7-.2-3 1-5.5 3.5-7ZM3 15h18v2H3v-2Zm1 3h16v4H4v-4Z',
  },
  { label: 'Tutoring', path: 'M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-7 10.2V17l7 4 7-4v-3.8L12 17l-7-3.8Z' },
  {
    label: 'Tech help',
    path: 'M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9H4V5Zm2 0v7h12V5H6ZM2 16h20v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-1Z',
  },
  {
    label: 'Snow removal',
    path: 'M11 2h2v4.3l2.6-1.5 1 1.7L13 8.6v2.7l2.3-1.4V5.7h2v3l2.6-1.5 1 1.7-2.6 1.5 2.6 1.5-1 1.7-2.6-1.5v3h-2v-4.2L13 12.7v2.7l3.6 2.1-1 1.7-2.6-1.5V22h-2v-4.3l-2.6 1.5-1-1.7 3.6-2.1v-2.7l-2.3 1.4v4.2h-2v-3l-2.6 1.5-1-1.7 2.6-1.5-2.6-1.5 1-1.7 2.6 1.5v-3h2v4.2l2.3-1.4V8.6L7.4 6.5l1-1.7L11 6.3V2Z',
  },
];

/** Examples of the work on offer, floating beside the heading on wide screens; decoration only. */
function HeroArt() {
  return (
    <div className={styles.art} aria-hidden="true">
      {ART_BUBBLES.map((bubble) => (
        <div key={bubble.label} className={styles.bubble}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={bubble.path} fill="currentColor" />
          </svg>
          <span>{bubble.label}</span>
        </div>
      ))}
    </div>
  );
}

/** A row of little houses under the hero; decoration only. */
function HeroHouses() {
  return (
    <svg
      className={styles.houses}
      viewBox="0 0 1200 80"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
    >
      <g fill="currentColor">
        <path d="M40 80V44l36-28 36 28v36H40Z" />
        <path d="M150 80V52l24-18 24 18v28h-48Z" />
        <circle cx="236" cy="56" r="18" />
        <rect x="234" y="60" width="4" height="20" />
        <path d="M280 80V40l44-32 44 32v40h-88Z" />
        <path d="M410 80V50l30-22 30 22v30h-60Z" />
        <circle cx="512" cy="52" r="22" />
        <rect x="510" y="58" width="4" height="22" />
        <path d="M560 80V46l38-28 38 28v34h-76Z" />
        <path d="M680 80V54l22-16 22 16v26h-44Z" />
        <path d="M760 80V42l42-30 42 30v38h-84Z" />
        <circle cx="884" cy="58" r="16" />
        <rect x="882" y="62" width="4" height="18" />
        <path d="M920 80V48l34-26 34 26v32h-68Z" />
        <path d="M1030 80V40l44-32 44 32v40h-88Z" />
        <circle cx="1160" cy="54" r="20" />
        <rect x="1158" y="60" width="4" height="20" />
      </g>
    </svg>
  );
}
