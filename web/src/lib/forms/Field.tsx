import type { InputHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import styles from './Field.module.css';
import type { ValidatedForm } from './use-validated-form';

// biome-ignore lint/suspicious/noExplicitAny: any form's values; each field reads one key as text.
type AnyForm = ValidatedForm<any, unknown>;

/** A field's message, announced politely when it appears (the region exists before it changes). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div aria-live="polite" className={styles.live}>
      {message ? (
        <p id={id} className={styles.error}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm0 11.75a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z"
            />
          </svg>
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps
  extends Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'autoComplete'
    | 'autoCapitalize'
    | 'spellCheck'
    | 'inputMode'
    | 'placeholder'
    | 'maxLength'
    | 'disabled'
    | 'min'
    | 'max'
    | 'enterKeyHint'
  > {
  form: AnyForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Rewrites what was typed before it is stored (e.g. phone formatting). */
  format?: (value: string) => string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Extra content under the input (a checklist, a meter). */
  children?: ReactNode;
  /** A control drawn inside the input's right edge (e.g. show password); the input makes room. */
  adornment?: ReactNode;
  /** Shown after the field's message, e.g. the links that help with it (Sign in, Forgot password). */
  afterMessage?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * The name a summary of missing fields uses for an input (see SubmitButton): the label when it is
 * plain text. Kept on the input so the summary reads it in page order.
 */
function summaryName(label: ReactNode): string | undefined {
  return typeof label === 'string' ? label : undefined;
}

/** A labelled input wired to a validated form: hint and message are tied to it with aria-describedby. */
export function TextField({
  form,
  name,
  label,
  hint,
  optional,
  format,
  children,
  adornment,
  afterMessage,
  onFocus,
  onBlur,
  ...inputAttributes
}: TextFieldProps) {
  const ids = form.ids(name);
  const props = form.inputProps(name, { hint: Boolean(hint) });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.input}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <div className={adornment ? styles.adorned : undefined}>
        <input
          {...inputAttributes}
          {...props}
          className={styles.input}
          required={!optional}
          data-label={summaryName(label)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.set(name, format ? format(value) : value);
          }}
          onFocus={onFocus}
          onBlur={() => {
            props.onBlur();
            onBlur?.();
          }}
        />
        {adornment}
      </div>
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.error} message={form.error(name)} />
      {afterMessage}
    </div>
  );
}

interface TextAreaFieldProps {
  form: AnyForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  placeholder?: string;
  /** Shows "x / max" under the field and stops typing at the limit. */
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({
  form,
  name,
  label,
  hint,
  optional,
  placeholder,
  maxLength,
  rows = 4,
}: TextAreaFieldProps) {
  const ids = form.ids(name);
  const props = form.inputProps(name, { hint: Boolean(hint) });
  const counterId = `${ids.input}-counter`;
  const describedBy = [props['aria-describedby'], maxLength ? counterId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.input}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <textarea
        {...props}
        aria-describedby={describedBy || undefined}
        className={styles.input}
        data-label={summaryName(label)}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
      />
      <div className={styles.meta}>
        {hint ? (
          <p id={ids.hint} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {maxLength ? (
          <p id={counterId} className={styles.counter}>
            {props.value.length} / {maxLength}
          </p>
        ) : null}
      </div>
      <FieldError id={ids.error} message={form.error(name)} />
    </div>
  );
}

interface CheckboxFieldProps {
  form: AnyForm;
  name: string;
  /** A short name for the summary of missing fields ("Terms of Use"). */
  summaryLabel: string;
  children: ReactNode;
}

/** A required checkbox (e.g. the terms). The value is a boolean. */
export function CheckboxField({ form, name, summaryLabel, children }: CheckboxFieldProps) {
  const ids = form.ids(name);
  const message = form.error(name);
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={ids.input}
          name={name}
          type="checkbox"
          className={styles.checkbox}
          data-label={summaryLabel}
          checked={Boolean(form.values[name])}
          onChange={(event) => {
            form.set(name, event.currentTarget.checked);
            form.touch(name);
          }}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? ids.error : undefined}
          required
        />
        <label htmlFor={ids.input}>{children}</label>
      </div>
      <FieldError id={ids.error} message={message} />
    </div>
  );
}

export { styles as fieldStyles };
