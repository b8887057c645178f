import { errorMessage } from '../api-client';
import { Alert } from '../ui/Alert';
import { BusyButton } from '../ui/BusyButton';

/**
 * The end of each review form: a failure the server did not pin on a field (said here, announced), and
 * the send button, busy while the request is on its way.
 */
export function FormEnd({
  failure,
  busy,
  label,
  busyLabel,
  primary = true,
}: {
  /** The error to say here, or null (none, or one shown under its field). */
  failure: unknown;
  busy: boolean;
  label: string;
  busyLabel: string;
  primary?: boolean;
}) {
  return (
    <>
      <Alert tone="error">{failure ? errorMessage(failure) : null}</Alert>
      <div>
        <BusyButton
          type="submit"
          className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}
          busy={busy}
          busyLabel={busyLabel}
        >
          {label}
        </BusyButton>
      </div>
    </>
  );
}
