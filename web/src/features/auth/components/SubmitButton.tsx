import { useId } from 'react';
import { authStyles } from './AuthLayout';

interface SubmitButtonProps {
  label: string;
  /** Shown while the request runs, with a spinner. */
  busyLabel: string;
  busy: boolean;
  /** False keeps the button disabled (spec/1 §5: submit waits until everything is valid). */
  ready?: boolean;
  /** Says why the button is disabled; tied to it so assistive technology hears the reason too. */
  notReadyHint?: string;
}

/** The full-width primary submit button of the account forms. */
export function SubmitButton({ label, busyLabel, busy, ready = true, notReadyHint }: SubmitButtonProps) {
  const hintId = useId();
  const showHint = !ready && Boolean(notReadyHint);
  return (
    <>
      <button
        type="submit"
        className="btn btn-primary btn-lg btn-block"
        disabled={!ready || busy}
        aria-describedby={showHint ? hintId : undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </button>
      {showHint ? (
        <p id={hintId} className={authStyles.submitHint}>
          {notReadyHint}
        </p>
      ) : null}
    </>
  );
}
