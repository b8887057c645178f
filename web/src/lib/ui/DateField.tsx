import type { Ref } from 'react';
import { useRef, useSyncExternalStore } from 'react';
import { FieldError, fieldStyles } from '../forms/Field';
import type { ValidatedForm } from '../forms/use-validated-form';
import styles from './DateField.module.css';
import { DATE_INPUT_LENGTH, isoToUsDate, maskDateInput, usDateToIso } from './date-input';
import { CalendarIcon } from './icons';

// biome-ignore lint/suspicious/noExplicitAny: any form whose field `name` holds MM/DD/YYYY text.
type AnyForm = ValidatedForm<any, unknown>;

interface DateFieldProps {
  form: AnyForm;
  name: string;
  label: string;
  /** First and last day the calendar offers, as ISO days (no past days; end not before start). */
  min: string;
  max: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Said after the format, under the field ("You must be 13 to 25."). */
  hint?: string;
}

const canShowPicker = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;
const noChanges = () => () => undefined;

/**
 * Whether this browser opens a calendar: false while a pre-rendered page hydrates (the build had no
 * browser; the sign-up page is pre-rendered), then the browser's answer, so the HTML matches at first.
 * The calendar's bounds are then today's, not the build's.
 */
const usePicker = () =>
  useSyncExternalStore(
    noChanges,
    () => canShowPicker,
    () => false,
  );

/**
 * A date typed as MM/DD/YYYY with the mask of docs/spec/2-employers-and-info-pages.md §5, plus a button that opens the browser's own
 * calendar (keyboard accessible, limited to `min`–`max`). The typed text is the field's value; the
 * calendar only fills it in.
 */
export function DateField({ form, name, label, min, max, inputRef, hint }: DateFieldProps) {
  const ids = form.ids(name);
  const props = form.inputProps(name, { hint: true });
  const picker = useRef<HTMLInputElement>(null);
  const text = String(form.values[name] ?? '');
  const iso = usDateToIso(text) ?? '';
  const showPicker = usePicker();

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={ids.input}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...props}
          ref={inputRef}
          className={`${fieldStyles.input} ${styles.input}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={DATE_INPUT_LENGTH}
          required
          onChange={(event) => form.set(name, maskDateInput(event.currentTarget.value, text))}
        />
        {showPicker ? (
          <>
            <button
              type="button"
              className={`btn btn-ghost ${styles.calendarButton}`}
              onClick={() => {
                try {
                  picker.current?.showPicker();
                } catch {
                  // No calendar here (e.g. an embedded browser): typing the date still works.
                }
              }}
            >
              <CalendarIcon />
              <span className="visually-hidden">Choose {label.toLowerCase()} from a calendar</span>
            </button>
            <input
              ref={picker}
              type="date"
              className={styles.picker}
              tabIndex={-1}
              aria-hidden="true"
              min={min}
              max={max}
              value={iso}
              onChange={(event) => {
                const picked = isoToUsDate(event.currentTarget.value);
                if (!picked) return;
                form.set(name, picked);
                form.touch(name);
                document.getElementById(ids.input)?.focus();
              }}
            />
          </>
        ) : null}
      </div>
      <p id={ids.hint} className={fieldStyles.hint}>
        MM/DD/YYYY{hint ? `. ${hint}` : ''}
      </p>
      <FieldError id={ids.error} message={form.error(name)} />
    </div>
  );
}
