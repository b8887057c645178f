import type { LocationBody } from '@shared/schemas/schedule';
import { type RefObject, useState } from 'react';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { Dialog } from '../../../lib/ui/Dialog';
import { MapPinIcon } from '../../../lib/ui/icons';
import styles from './Schedule.module.css';

interface CheckInDialogProps {
  open: boolean;
  jobTitle: string;
  busy: boolean;
  error: string | null;
  onCheckIn: (location: LocationBody) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The browser's position, once: undefined when it is refused, unavailable or too slow. */
function currentPosition(): Promise<LocationBody | undefined> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Math.min(100_000, position.coords.accuracy),
        }),
      () => resolve(undefined),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/**
 * Check in: the location is asked for at this moment only, said why, and optional. Refusing it (here
 * or in the browser's own prompt) checks in all the same.
 */
export function CheckInDialog({
  open,
  jobTitle,
  busy,
  error,
  onCheckIn,
  onClose,
  returnFocusTo,
}: CheckInDialogProps) {
  const [locating, setLocating] = useState(false);
  const [noLocation, setNoLocation] = useState(false);
  const working = busy || locating;
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!working) onClose();
      }}
      title={`Check in: ${jobTitle}`}
      description="Share where you are for this check-in? It is optional."
      returnFocusTo={returnFocusTo}
    >
      <ul className={styles.points}>
        <li>We compare it once with the job’s address: within 500 m is “at the job”.</li>
        <li>
          We keep it rounded (about 100 m), and the employer and your parent or guardian see only whether you
          were near.
        </li>
        <li>We never follow where you go: nothing is read after this tap.</li>
      </ul>
      <Alert tone="info">{noLocation ? 'No location was shared: checking in without it.' : null}</Alert>
      <Alert tone="error">{error}</Alert>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={working || undefined}
          onClick={() => {
            if (!working) onCheckIn({});
          }}
        >
          Check in without location
        </button>
        <BusyButton
          type="button"
          className="btn btn-primary"
          busy={working}
          busyLabel={locating ? 'Finding you…' : 'Checking in…'}
          icon={<MapPinIcon />}
          onClick={async () => {
            if (working) return;
            setLocating(true);
            const location = await currentPosition();
            setLocating(false);
            setNoLocation(location === undefined);
            onCheckIn(location ?? {});
          }}
        >
          Share location and check in
        </BusyButton>
      </div>
    </Dialog>
  );
}
