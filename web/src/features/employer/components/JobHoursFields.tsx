import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import styles from './JobForm.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any form with `startTime` and `endTime` (HH:MM or '').
type AnyForm = ValidatedForm<any, unknown>;

/**
 * The time of day: optional, both or neither, on the clock of the job's place. The
 * browser's own time inputs give `HH:MM` whatever the viewer's 12- or 24-hour display.
 */
export function JobHoursFields({ form }: { form: AnyForm }) {
  return (
    <div className={styles.grid}>
      <TextField form={form} name="startTime" label="Start time" type="time" optional />
      <TextField
        form={form}
        name="endTime"
        label="End time"
        type="time"
        optional
        hint="Local time at the job. Leave both empty if the time is flexible."
      />
    </div>
  );
}
