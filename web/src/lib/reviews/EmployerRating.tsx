import { useEmployerReviews } from './list-employer-reviews';
import styles from './Reviews.module.css';

/**
 * An employer's average and count on a job card ("4.7 out of 5 · 12 reviews"), from three revealed
 * reviews on. A card's secondary read: nothing shows while it loads, if it fails, or below three.
 */
export function EmployerRating({ employerId }: { employerId: string | undefined }) {
  const query = useEmployerReviews(employerId);
  const rating = query.data;
  if (!rating || rating.average === null || !rating.ratingLine) return null;
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.stars}>
        ★
      </span>
      {rating.ratingLine}
    </span>
  );
}
