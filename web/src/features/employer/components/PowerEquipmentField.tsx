import { FieldError, fieldStyles } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import own from './PowerEquipmentField.module.css';
// The same two-option control as the price type.
import styles from './PriceFields.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any form with `powerEquipment` ('' | 'yes' | 'no').
type AnyForm = ValidatedForm<any, unknown>;

const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * Whether the job uses power-driven equipment: asked, never assumed, because it decides
 * whether students under 16 may take it. The first radio carries the field's id, so a missing answer
 * moves focus there on submit.
 */
export function PowerEquipmentField({ form }: { form: AnyForm }) {
  const ids = form.ids('powerEquipment');
  const message = form.error('powerEquipment');
  const legendId = `${ids.input}-legend`;
  return (
    <fieldset
      className={styles.types}
      aria-labelledby={legendId}
      aria-describedby={[ids.hint, message ? ids.error : null].filter(Boolean).join(' ')}
    >
      <legend id={legendId} className={`${fieldStyles.label} ${own.legend}`}>
        Does the job use power-driven equipment?
      </legend>
      <p id={ids.hint} className={fieldStyles.hint}>
        Such as a lawn mower, trimmer, edger, leaf blower, snow blower or power tools.
      </p>
      <div className={`${styles.segmented} ${own.answers}`}>
        {answers.map((answer, index) => (
          <label key={answer.value} className={styles.segment}>
            <input
              id={index === 0 ? ids.input : undefined}
              type="radio"
              name={`${ids.input}-answer`}
              value={answer.value}
              data-label={index === 0 ? 'Power-driven equipment' : undefined}
              checked={form.values.powerEquipment === answer.value}
              aria-invalid={Boolean(message)}
              required
              onChange={() => {
                form.set('powerEquipment', answer.value);
                form.touch('powerEquipment');
              }}
            />
            <span>{answer.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} message={message} />
    </fieldset>
  );
}
