import { REVIEW_NOTE_MAX } from '@shared/rules/reviews';
import { type EmployerReviewBody, reviewMessages } from '@shared/schemas/reviews';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../api-client';
import { FormEnd } from './FormEnd';
import styles from './Reviews.module.css';
import { type ReviewFormProps, useSubmitReview } from './submit-review';

type Question = 'onTime' | 'didWell' | 'wouldHireAgain';
type Answers = Record<Question, boolean | null>;

const questions = (name: string): { key: Question; words: string }[] => [
  { key: 'onTime', words: `Was ${name} on time?` },
  { key: 'didWell', words: `Did ${name} do the job well?` },
  { key: 'wouldHireAgain', words: `Would you hire ${name} again?` },
];

function YesNo({
  question,
  value,
  error,
  onChange,
  firstRef,
}: {
  question: string;
  value: boolean | null;
  error: string;
  onChange: (answer: boolean) => void;
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.question}>{question}</legend>
      <div className={styles.yesNo}>
        {[true, false].map((answer) => (
          <label key={String(answer)} className={styles.choice}>
            <input
              ref={answer ? firstRef : undefined}
              type="radio"
              name={name}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {answer ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The employer reviews the student: on time, did the job well, would hire again, and a note. */
export function EmployerReviewForm({
  userId,
  applicationId,
  otherName: studentName,
  onSubmitted,
}: ReviewFormProps) {
  const submit = useSubmitReview(userId, applicationId);
  const [answers, setAnswers] = useState<Answers>({ onTime: null, didWell: null, wouldHireAgain: null });
  const [missing, setMissing] = useState<Question[]>([]);
  const [note, setNote] = useState('');
  const refs = {
    onTime: useRef<HTMLInputElement>(null),
    didWell: useRef<HTMLInputElement>(null),
    wouldHireAgain: useRef<HTMLInputElement>(null),
  };
  const noteId = useId();
  const fields = submit.error instanceof ApiRequestError ? submit.error.fields : undefined;
  const tooLong = note.length > REVIEW_NOTE_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const unanswered = (Object.keys(answers) as Question[]).filter((key) => answers[key] === null);
    setMissing(unanswered);
    const first = unanswered[0];
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (tooLong) return;
    const body: EmployerReviewBody = {
      onTime: answers.onTime === true,
      didWell: answers.didWell === true,
      wouldHireAgain: answers.wouldHireAgain === true,
      ...(note.trim() ? { note } : {}),
    };
    submit.mutate(body, { onSuccess: ({ message }) => onSubmitted(message) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {questions(studentName).map(({ key, words }) => (
        <YesNo
          key={key}
          question={words}
          value={answers[key]}
          firstRef={refs[key]}
          error={missing.includes(key) ? reviewMessages.answerRequired : (fields?.[key] ?? '')}
          onChange={(answer) => {
            setAnswers((current) => ({ ...current, [key]: answer }));
            setMissing((current) => current.filter((item) => item !== key));
          }}
        />
      ))}
      <div className={styles.field}>
        <label htmlFor={noteId} className={styles.question}>
          A note for {studentName} <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={noteId}
          className={styles.textarea}
          value={note}
          rows={3}
          aria-describedby={`${noteId}-count`}
          aria-invalid={tooLong || fields?.note ? true : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${noteId}-count`} className={tooLong || fields?.note ? styles.fieldError : styles.hint}>
          {note.length.toLocaleString('en-US')} of {REVIEW_NOTE_MAX.toLocaleString('en-US')} characters
          {tooLong ? ` · ${reviewMessages.noteTooLong}` : fields?.note ? ` · ${fields.note}` : ''}
        </p>
      </div>
      <FormEnd
        failure={submit.isError && !fields ? submit.error : null}
        busy={submit.isPending}
        label="Send my review"
        busyLabel="Sending…"
      />
    </form>
  );
}
