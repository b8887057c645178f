import { jobKindLabels, jobKinds } from '@shared/rules/job-kinds';
import { FieldError, fieldStyles } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';

// biome-ignore lint/suspicious/noExplicitAny: any form with a `kind` field (a job kind or '').
type AnyForm = ValidatedForm<any, unknown>;

/**
 * What kind of job it is (shared/rules/job-kinds.ts): a native select, so every platform gives it its
 * own accessible picker. Students filter by it, and guardians may limit the kinds their teen applies to.
 */
export function JobKindField({
  form,
  hint,
  onChoose,
}: {
  form: AnyForm;
  hint?: string;
  /** The employer picked a kind themselves (the post form then stops following the title). */
  onChoose?: () => void;
}) {
  const ids = form.ids('kind');
  const props = form.inputProps('kind', { hint: Boolean(hint) });
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={ids.input}>
        Kind of job
      </label>
      <select
        {...props}
        className={fieldStyles.input}
        required
        data-label="Kind of job"
        onChange={(event) => {
          props.onChange(event);
          form.touch('kind');
          onChoose?.();
        }}
      >
        <option value="" disabled>
          Choose one…
        </option>
        {jobKinds.map((kind) => (
          <option key={kind} value={kind}>
            {jobKindLabels[kind]}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} message={form.error('kind')} />
    </div>
  );
}
