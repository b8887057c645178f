import { hasInterest, INTEREST_MAX_LENGTH, INTERESTS_MAX } from '@shared/rules/person';
import { type KeyboardEvent, useRef, useState } from 'react';
import { CloseIcon } from '../ui/icons';
import { FieldError } from './Field';
import styles from './Field.module.css';
import chips from './InterestsField.module.css';
import type { ValidatedForm } from './use-validated-form';

// biome-ignore lint/suspicious/noExplicitAny: any form with a list-of-strings field.
type AnyForm = ValidatedForm<any, unknown>;

interface InterestsFieldProps {
  form: AnyForm;
  /** The form field holding the list (string[]). */
  name?: string;
  label?: string;
  hint?: string;
  placeholder?: string;
}

/**
 * Interests as removable chips (docs/spec/1-students-and-accounts.md §5): Enter (or Add) adds what was typed, trimmed; a repeat is
 * not added twice. What happened is announced, since a chip appearing is silent otherwise.
 */
export function InterestsField({
  form,
  name = 'interests',
  label = 'Interests',
  hint,
  placeholder = 'Dog walking, tutoring, yard work…',
}: InterestsFieldProps) {
  const { input: id, error: errorId } = form.ids(name);
  const value: readonly string[] = (form.values[name] as string[] | undefined) ?? [];
  const error = form.error(name);
  const onChange = (next: string[]) => {
    form.set(name, next);
    form.touch(name);
  };
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const full = value.length >= INTERESTS_MAX;

  function add() {
    const interest = draft.trim().replace(/\s+/g, ' ');
    if (!interest) return;
    if (hasInterest(value, interest)) {
      setAnnouncement(`${interest} is already in your interests.`);
    } else if (full) {
      setAnnouncement(`You can add up to ${INTERESTS_MAX} interests.`);
      return;
    } else {
      onChange([...value, interest]);
      setAnnouncement(`Added ${interest}.`);
    }
    setDraft('');
  }

  function remove(interest: string) {
    onChange(value.filter((item) => item !== interest));
    setAnnouncement(`Removed ${interest}.`);
    // The removed chip's button is gone; keep keyboard users in the field.
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the interest instead of submitting the form.
    event.preventDefault();
    add();
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.optional}> (optional)</span>
      </label>
      <div className={chips.entry}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          data-label={label}
          type="text"
          value={draft}
          maxLength={INTEREST_MAX_LENGTH}
          placeholder={placeholder}
          enterKeyHint="done"
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`btn btn-secondary ${chips.add}`}
          onClick={add}
          disabled={!draft.trim()}
        >
          Add
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {hint ?? 'Type an interest and press Enter to add it.'}
      </p>
      {value.length > 0 ? (
        <ul className={chips.chips} aria-label={`Your interests (${value.length})`}>
          {value.map((interest) => (
            <li key={interest} className={chips.chip}>
              <span className={chips.chipText}>{interest}</span>
              <button type="button" className={chips.remove} onClick={() => remove(interest)}>
                <CloseIcon />
                <span className="visually-hidden">Remove {interest}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
