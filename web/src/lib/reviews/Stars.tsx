import styles from './Reviews.module.css';
import { starsWords } from './review-words';

/** Stars as a picture with their words for screen readers ("4 out of 5 stars"). */
export function Stars({ stars }: { stars: number }) {
  const whole = Math.round(stars);
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">
        {'★'.repeat(whole)}
        <span className={styles.starsOff}>{'★'.repeat(5 - whole)}</span>
      </span>
      <span className="visually-hidden">{starsWords(stars)}</span>
    </span>
  );
}
