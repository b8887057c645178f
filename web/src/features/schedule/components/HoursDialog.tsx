import { formatDuration } from '@shared/rules/schedule';
import type { Visit } from '@shared/schemas/schedule';
import { type RefObject, useId, useState } from 'react';
import field from '../../../lib/forms/Field.module.css';
import { FormDialog } from './FormDialog';
import styles from './Schedule.module.css';

interface HoursDialogProps {
  visit: Visit;
  busy: boolean;
  error: string | null;
  onConfirm: (minutes: number) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The employer confirms a visit's hours as recorded, or corrects them (the student, and a minor's
 * guardian, are told of a correction).
 */
export function HoursDialog({ visit, busy, error, onConfirm, onClose, returnFocusTo }: HoursDialogProps) {
  const id = useId();
  const recorded = visit.confirmedMinutes ?? visit.minutes ?? 0;
  const [hours, setHours] = useState(String(Math.floor(recorded / 60)));
  const [minutes, setMinutes] = useState(String(recorded % 60));
  const total = Number(hours || 0) * 60 + Number(minutes || 0);
  const valid = Number.isInteger(total) && total >= 0 && total <= 24 * 60;
  return (
    <FormDialog
      open
      title="Confirm the hours"
      description={
        visit.minutes !== null
          ? `Recorded from check-in to check-out: ${formatDuration(visit.minutes)}. Confirm it, or correct it.`
          : 'No check-out was recorded: enter the time worked.'
      }
      submitLabel={
        visit.minutes !== null && total !== visit.minutes ? 'Save the correction' : 'Confirm hours'
      }
      busyLabel="Saving…"
      busy={busy}
      error={error ?? (valid ? null : 'Enter the hours and minutes worked (at most 24 hours).')}
      onSubmit={() => {
        if (valid) onConfirm(total);
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <div className={styles.fieldRow}>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-h`}>
            Hours
          </label>
          <input
            id={`${id}-h`}
            className={field.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={24}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-m`}>
            Minutes
          </label>
          <input
            id={`${id}-m`}
            className={field.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </div>
      </div>
    </FormDialog>
  );
}
