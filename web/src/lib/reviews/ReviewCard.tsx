import type { Review } from '@shared/schemas/reviews';
import type { ReactNode } from 'react';
import styles from './Reviews.module.css';
import { employerAnswers } from './review-words';
import { Stars } from './Stars';

/**
 * One review as a party of the job reads it: the student's stars and text (with the employer's reply),
 * or the employer's three answers and note. A review our moderators hid says so, and nothing else.
 */
export function ReviewCard({
  heading,
  review,
  replyFrom,
  children,
}: {
  heading: string;
  review: Review;
  /** Whose reply it is ("Sam"), for a student's review of an employer. */
  replyFrom?: string;
  /** Actions under the review (reply, report). */
  children?: ReactNode;
}) {
  return (
    <article className={styles.review} aria-label={heading}>
      <h3 className={styles.reviewHeading}>{heading}</h3>
      {review.hidden ? (
        <p className={styles.hint}>Our moderators hid this review.</p>
      ) : review.author === 'student' ? (
        <>
          {review.stars !== null ? <Stars stars={review.stars} /> : null}
          {review.text ? <p className={styles.text}>{review.text}</p> : null}
        </>
      ) : (
        <>
          <dl className={styles.answers}>
            {employerAnswers(review).map(({ question, answer }) => (
              <div key={question}>
                <dt>{question}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
          </dl>
          {review.note ? <p className={styles.text}>{review.note}</p> : null}
        </>
      )}
      {review.reply && !review.hidden ? (
        <div className={styles.reply}>
          <p className={styles.replyHeading}>Reply from {replyFrom ?? 'the employer'}</p>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
