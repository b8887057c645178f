import styles from './Verification.module.css';

/**
 * The way to a new code, shared by every code step (the created screen, a sign-in that needs
 * verification, the password reset): the question, the button (off while a code is on its way and
 * while the 30 s between codes run), and how long is left.
 */
export function ResendCode({
  prompt,
  label,
  waitPrefix,
  remaining,
  resending,
  onResend,
}: {
  prompt: string;
  label: string;
  /** The words before the seconds left: "Available in". */
  waitPrefix: string;
  remaining: number;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <div className={styles.resend}>
      <span>{prompt}</span>
      <button
        type="button"
        className={styles.linkButton}
        onClick={onResend}
        disabled={remaining > 0 || resending}
      >
        {resending ? 'Sending…' : label}
      </button>
      {remaining > 0 ? (
        <span className={styles.countdown}>
          {waitPrefix} {remaining} {remaining === 1 ? 'second' : 'seconds'}.
        </span>
      ) : null}
    </div>
  );
}
