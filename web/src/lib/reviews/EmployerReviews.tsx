import { RATING_MIN_REVIEWS } from '@shared/rules/reviews';
import { useId } from 'react';
import { useEmployerReviews } from './list-employer-reviews';
import styles from './Reviews.module.css';
import { Stars } from './Stars';

/**
 * An employer's reviews on their job's page (public): the average and count from three reviews on,
 * and every revealed review, the bad ones too, with the employer's reply. Students' names are never
 * shown. Below three reviews there is no average, and the page says so rather than hiding them.
 */
export function EmployerReviews({ employerId, employerName }: { employerId: string; employerName: string }) {
  const query = useEmployerReviews(employerId);
  const headingId = useId();
  return (
    <section className={styles.publicReviews} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Reviews of {employerName}
      </h2>
      {query.isPending ? (
        <p className={styles.meta} role="status">
          Loading the reviews…
        </p>
      ) : query.isError ? (
        <p className={styles.meta}>
          We could not load the reviews.{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : query.data.count === 0 ? (
        <p className={styles.meta}>
          No reviews yet. Students who complete a job for {employerName} review it afterwards.
        </p>
      ) : (
        <>
          <p className={styles.rating}>
            {query.data.average !== null && query.data.ratingLine ? (
              <>
                <Stars stars={query.data.average} />
                <span>{query.data.ratingLine}</span>
              </>
            ) : (
              <span className={styles.meta}>
                {query.data.count} {query.data.count === 1 ? 'review' : 'reviews'} so far: the average shows
                from {RATING_MIN_REVIEWS} reviews on.
              </span>
            )}
          </p>
          <ul className={styles.publicList}>
            {query.data.reviews.map((review) => (
              <li key={review.reviewId} className={styles.review}>
                <Stars stars={review.stars} />
                {review.text ? <p className={styles.text}>{review.text}</p> : null}
                <p className={styles.meta}>
                  A student, for “{review.jobTitle}” · {review.monthLabel}
                </p>
                {review.reply ? (
                  <div className={styles.reply}>
                    <p className={styles.replyHeading}>Reply from {employerName}</p>
                    <p className={styles.text}>{review.reply.text}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
