import { useId, useLayoutEffect, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import styles from './SubmitButton.module.css';
import type { ValidatedForm } from './use-validated-form';

// biome-ignore lint/suspicious/noExplicitAny: any form; only its ids and failing fields are read.
type AnyForm = ValidatedForm<any, unknown>;

export interface SubmitButtonProps {
  label: string;
  /** Shown while the request runs, with a spinner. */
  busyLabel: string;
  busy: boolean;
  /**
   * The form whose problems the button explains. Until its values pass, the button looks disabled
   * (docs/spec/1-students-and-accounts.md §5: submit waits until everything is valid) but still answers a click: the form checks
   * every field, focus goes to the first problem, and the hint lists what is missing.
   */
  form?: AnyForm;
  /** Overrides the form's own readiness (e.g. the reset code must be complete first). */
  ready?: boolean;
  /** Says why the button looks disabled before anyone has tried it. */
  notReadyHint?: string;
  className?: string;
}

/** The names people see for the fields still failing, in page order (see `data-label` in Field.tsx). */
function missingNames(failing: readonly string[], ids: AnyForm['ids']): string[] {
  const inputs = failing
    .map((name) => document.getElementById(ids(name).input))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return [...new Set(inputs.map((input) => input.dataset.label ?? input.getAttribute('name') ?? ''))].filter(
    Boolean,
  );
}

/**
 * The primary submit button of a form. Once the app runs it is never `disabled`: a disabled button
 * cannot be focused, says nothing when clicked, and drops keyboard focus to the page when it turns
 * disabled under the pointer. It uses `aria-disabled` instead, and explains itself.
 *
 * Before that, in a pre-rendered page the app has not hydrated yet, it is `disabled`: the browser would
 * otherwise send the form itself, as a GET with every field (a password too) in the address. A disabled
 * default button also stops Enter from sending it. What was typed meanwhile stays (app/replay-early-input.ts).
 */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  form,
  ready = form?.isValid ?? true,
  notReadyHint,
  className = 'btn btn-primary btn-lg btn-block',
}: SubmitButtonProps) {
  const hintId = useId();
  const hydrated = useHydrated();
  const [missing, setMissing] = useState<string[]>([]);
  const explain = !ready && Boolean(form?.attempted);

  // Read after the fields of this render are in the page (the parent fields appear with the age).
  const failing = form?.failing;
  const ids = form?.ids;
  useLayoutEffect(() => {
    setMissing(explain && failing && ids ? missingNames(failing, ids) : []);
  }, [explain, failing, ids]);

  const list = missing.join(', ');
  const hint =
    explain && missing.length > 0
      ? `Still needed: ${list}${/[.?!]$/.test(list) ? '' : '.'}`
      : !ready && !form?.attempted
        ? notReadyHint
        : undefined;

  return (
    <>
      <button
        type="submit"
        className={className}
        disabled={!hydrated}
        aria-disabled={!ready || busy}
        aria-describedby={hint ? hintId : undefined}
        // A click while busy must not send the form twice; a click while not ready goes on to the
        // form's submit handler, whose check shows the problems.
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </button>
      {/* Polite: focus has moved to the first problem, whose own message is read first. */}
      <div aria-live="polite" className={styles.hintRegion}>
        {hint ? (
          <p id={hintId} className={explain ? `${styles.hint} ${styles.missing}` : styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </>
  );
}
