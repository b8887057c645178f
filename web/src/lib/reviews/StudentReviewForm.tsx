import { REVIEW_TEXT_MAX } from '@shared/rules/reviews';
import { reviewMessages } from '@shared/schemas/reviews';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../api-client';
import { FormEnd } from './FormEnd';
import styles from './Reviews.module.css';
import { type ReviewFormProps, useSubmitReview } from './submit-review';

const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/** The student reviews the employer: 1 to 5 stars and a text of up to 1,000 characters. */
export function StudentReviewForm({
  userId,
  applicationId,
  otherName: employerName,
  onSubmitted,
}: ReviewFormProps) {
  const submit = useSubmitReview(userId, applicationId);
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [starsError, setStarsError] = useState('');
  const firstStar = useRef<HTMLInputElement>(null);
  const ids = { legend: useId(), stars: useId(), text: useId(), count: useId(), hint: useId() };
  const fields = submit.error instanceof ApiRequestError ? submit.error.fields : undefined;
  const textError = fields?.text;
  const tooLong = text.length > REVIEW_TEXT_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (stars === null) {
      setStarsError(reviewMessages.starsRequired);
      firstStar.current?.focus();
      return;
    }
    if (tooLong) return;
    submit.mutate({ stars, text }, { onSuccess: ({ message }) => onSubmitted(message) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset
        className={styles.choices}
        aria-describedby={starsError ? ids.stars : undefined}
        aria-invalid={starsError ? true : undefined}
      >
        <legend id={ids.legend} className={styles.question}>
          How was working for {employerName}?
        </legend>
        <div className={styles.starChoices}>
          {STAR_CHOICES.map((value) => (
            <label key={value} className={styles.starChoice}>
              <input
                ref={value === 1 ? firstStar : undefined}
                type="radio"
                name={`${ids.legend}-stars`}
                value={value}
                checked={stars === value}
                onChange={() => {
                  setStars(value);
                  setStarsError('');
                }}
              />
              <span
                aria-hidden="true"
                className={stars !== null && value <= stars ? styles.starOn : styles.starOff}
              >
                ★
              </span>
              <span className={styles.starLabel}>
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {starsError ? (
          <p id={ids.stars} className={styles.fieldError}>
            {starsError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={ids.text} className={styles.question}>
          Your review <span className={styles.optional}>(optional)</span>
        </label>
        <p id={ids.hint} className={styles.hint}>
          What was it like? Shown on {employerName}’s jobs without your name.
        </p>
        <textarea
          id={ids.text}
          className={styles.textarea}
          value={text}
          rows={4}
          aria-describedby={`${ids.hint} ${ids.count}${textError ? ` ${ids.text}-error` : ''}`}
          aria-invalid={tooLong || textError ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={ids.count} className={tooLong ? styles.fieldError : styles.hint}>
          {text.length.toLocaleString('en-US')} of {REVIEW_TEXT_MAX.toLocaleString('en-US')} characters
          {tooLong ? ` · ${reviewMessages.textTooLong}` : ''}
        </p>
        {textError ? (
          <p id={`${ids.text}-error`} className={styles.fieldError}>
            {textError}
          </p>
        ) : null}
      </div>
      <FormEnd
        failure={submit.isError && !textError ? submit.error : null}
        busy={submit.isPending}
        label="Send my review"
        busyLabel="Sending…"
      />
    </form>
  );
}
