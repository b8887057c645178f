import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type: 'button' | 'submit';
  /** While true a spinner stands before the words, and the button is aria-disabled. */
  busy: boolean;
  /** The words while busy ("Saving…"); without it the label stays. */
  busyLabel?: ReactNode;
  /** Shown before the label when not busy (the spinner takes its place). */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A button whose action takes a moment. While busy it is aria-disabled rather than disabled: a
 * disabled button would drop the focus it holds. It only looks disabled, so its owner still ignores
 * a click while busy. A given `aria-disabled` replaces the busy one (e.g. also off until ready).
 */
export function BusyButton({ busy, busyLabel, icon, children, ...props }: BusyButtonProps) {
  return (
    <button aria-disabled={busy || undefined} {...props}>
      {busy ? <span className="spinner" aria-hidden="true" /> : (icon ?? null)}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
