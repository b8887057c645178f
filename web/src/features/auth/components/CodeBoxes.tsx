import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import styles from './CodeBoxes.module.css';

export const CODE_LENGTH = 6;

interface CodeBoxesProps {
  /** The boxes as text: a digit or a space per box (trailing spaces dropped). Complete: six digits. */
  value: string;
  onChange: (value: string) => void;
  /** Labels the group; each box is "Digit n of 6". */
  label: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  ref?: Ref<{ focus: () => void }>;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * Six single-digit boxes for a verification code (docs/spec/1-students-and-accounts.md §2): digits only, typing moves to the next
 * box, Backspace on an empty box goes back, arrows move, and pasting a code anywhere fills them all.
 * `autocomplete="one-time-code"` on the first box lets phones offer the code from the e-mail.
 */
export function CodeBoxes({ value, onChange, label, invalid, describedBy, disabled, ref }: CodeBoxesProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  const digits = Array.from({ length: CODE_LENGTH }, (_, index) => (value[index] ?? '').trim());
  const firstEmpty = digits.indexOf('');
  useImperativeHandle(
    ref,
    () => ({ focus: () => inputs.current[firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty]?.focus() }),
    [firstEmpty],
  );

  const commit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  /** Writes the digits of `typed` into the boxes from `index` on, then moves past the last one. */
  function fill(index: number, typed: string) {
    const incoming = digitsOf(typed).slice(0, CODE_LENGTH - index);
    if (!incoming) return;
    const next = [...digits];
    for (const [offset, digit] of [...incoming].entries()) next[index + offset] = digit;
    commit(next);
    focusBox(index + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const next = [...digits];
      if (digits[index] || event.key === 'Delete') {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focusBox(index - 1);
      }
      commit(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      // Letters and symbols never enter a box.
      event.preventDefault();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    // A whole code pasted into any box fills all six from the start.
    const pasted = digitsOf(event.clipboardData.getData('text'));
    fill(pasted.length === CODE_LENGTH ? 0 : index, pasted);
  }

  return (
    <fieldset className={styles.boxes} aria-describedby={describedBy}>
      <legend className="visually-hidden">{label}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? CODE_LENGTH : 1}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            // Overwriting a filled box: the new digit is what was typed besides the old one.
            const replaced = digit && typed.length > 1 ? typed.replace(digit, '') || typed : typed;
            if (replaced === '') commit(digits.map((d, i) => (i === index ? '' : d)));
            else fill(index, replaced);
          }}
        />
      ))}
    </fieldset>
  );
}
