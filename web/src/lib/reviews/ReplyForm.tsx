import { REVIEW_REPLY_MAX } from '@shared/rules/reviews';
import { reviewMessages } from '@shared/schemas/reviews';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../api-client';
import { FormEnd } from './FormEnd';
import styles from './Reviews.module.css';
import { useReplyToReview } from './reply-to-review';

/** The employer's one reply to the student's review, shown under it as theirs. It cannot be changed. */
export function ReplyForm({
  userId,
  applicationId,
  reviewId,
  onReplied,
}: {
  userId: string;
  applicationId: string;
  reviewId: string;
  onReplied: (message: string) => void;
}) {
  const reply = useReplyToReview(userId, applicationId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const serverError = reply.error instanceof ApiRequestError ? reply.error.fields?.text : undefined;
  const shown = error || serverError;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    if (!text.trim()) return setError(reviewMessages.replyRequired);
    if (text.length > REVIEW_REPLY_MAX) return setError(reviewMessages.replyTooLong);
    setError('');
    reply.mutate({ reviewId, text }, { onSuccess: ({ message }) => onReplied(message) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.question}>
          Your reply
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          You can reply once, and the reply cannot be changed. It is shown under the review.
        </p>
        <textarea
          id={id}
          className={styles.textarea}
          rows={3}
          value={text}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {shown ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {shown}
          </p>
        ) : null}
      </div>
      <FormEnd
        failure={reply.isError && !serverError ? reply.error : null}
        busy={reply.isPending}
        label="Post my reply"
        busyLabel="Posting…"
        primary={false}
      />
    </form>
  );
}
