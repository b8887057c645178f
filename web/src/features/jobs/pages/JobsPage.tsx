import { PageMeta } from '../../../lib/page-meta';
import { JobResults } from '../components/JobResults';
import styles from './JobsPage.module.css';

export default function JobsPage() {
  return (
    <>
      <PageMeta
        title="Find local jobs"
        description="Browse short local jobs for students near you: dog walking, lawn mowing, babysitting, tutoring, yard work and more."
      />
      <div className={styles.intro}>
        <div className="container">
          <p className={`eyebrow ${styles.eyebrow}`}>Jobs near you</p>
          <h1 className={styles.title}>Find jobs in your neighbourhood</h1>
          <p className={styles.lead}>
            Dog walking, yard work, babysitting, tutoring and more: short jobs posted by the people who live
            near you.
          </p>
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        {/* The search and filter bar (title, location, distance, pay, sort) goes here. */}
        <JobResults />
      </div>
    </>
  );
}
