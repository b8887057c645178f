import type { RescheduleBody, Visit } from '@shared/schemas/schedule';
import { type RefObject, useId, useState } from 'react';
import field from '../../../lib/forms/Field.module.css';
import { FormDialog } from './FormDialog';
import styles from './Schedule.module.css';

interface NewTimeDialogProps {
  visit: Visit;
  busy: boolean;
  error: string | null;
  onPropose: (body: RescheduleBody) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Propose a new date and time for a visit: the other side accepts it (and a young teen's guardian). */
export function NewTimeDialog({ visit, busy, error, onPropose, onClose, returnFocusTo }: NewTimeDialogProps) {
  const id = useId();
  const [date, setDate] = useState(visit.date);
  const [startTime, setStartTime] = useState(visit.startTime ?? '');
  const [endTime, setEndTime] = useState(visit.endTime ?? '');
  return (
    <FormDialog
      open
      title="Propose a new time"
      description="The visit moves once the other side accepts it (and, for a student under 16, their parent or guardian approves it). Until then it stays as it is."
      submitLabel="Send the new time"
      busyLabel="Sending…"
      busy={busy}
      error={error}
      onSubmit={() =>
        onPropose({
          date: visit.day,
          newDate: date,
          ...(startTime || endTime ? { startTime: startTime || null, endTime: endTime || null } : {}),
        })
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <div className={styles.fieldRow}>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-d`}>
            Date
          </label>
          <input
            id={`${id}-d`}
            className={field.input}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-s`}>
            From <span className={field.optional}>(optional)</span>
          </label>
          <input
            id={`${id}-s`}
            className={field.input}
            type="time"
            value={startTime}
            onChange={(e) => setStartTime(e.target.value)}
          />
        </div>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-e`}>
            To <span className={field.optional}>(optional)</span>
          </label>
          <input
            id={`${id}-e`}
            className={field.input}
            type="time"
            value={endTime}
            onChange={(e) => setEndTime(e.target.value)}
          />
        </div>
      </div>
    </FormDialog>
  );
}
