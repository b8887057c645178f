import { JOB_PRICE_MAX, JOB_PRICE_MIN } from '@shared/rules/job-form';
import type { PriceType } from '@shared/schemas/common';
import { useId } from 'react';
import { FieldError, fieldStyles } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import styles from './PriceFields.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any form with `price` (text) and `priceType` fields.
type AnyForm = ValidatedForm<any, unknown>;

const priceTypes: { value: PriceType; label: string }[] = [
  { value: 'perHr', label: '$/Hr' },
  { value: 'perJob', label: '$/Job' },
];

/**
 * Price (optional, at least 1) and its type, $/Hr (default) or $/Job. A text field with a decimal
 * keypad, not a number input: a number input drops the "-" and "e" it is given (docs/spec/2-employers-and-info-pages.md §5 blocked
 * those keys), so "-5" became 5 and "1e5" 15 without a word, and its wheel changes the price under a
 * resting pointer. What is typed stays as typed; what is not an amount gets a message (money.ts).
 */
export function PriceFields({ form }: { form: AnyForm }) {
  const ids = form.ids('price');
  const props = form.inputProps('price', { hint: true });
  const typeLabel = useId();

  return (
    <div className={styles.row}>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={ids.input}>
          Price <span className={fieldStyles.optional}>(optional)</span>
        </label>
        <div className={styles.money}>
          <span className={styles.currency} aria-hidden="true">
            $
          </span>
          <input
            {...props}
            className={`${fieldStyles.input} ${styles.input}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <p id={ids.hint} className={fieldStyles.hint}>
          In US dollars, from ${JOB_PRICE_MIN} to ${JOB_PRICE_MAX.toLocaleString('en-US')}. Leave empty to
          agree on pay with the student.
        </p>
        <FieldError id={ids.error} message={form.error('price')} />
      </div>
      <fieldset className={styles.types} aria-labelledby={typeLabel}>
        <legend id={typeLabel} className={fieldStyles.label}>
          Price type
        </legend>
        <div className={styles.segmented}>
          {priceTypes.map((option) => (
            <label key={option.value} className={styles.segment}>
              <input
                type="radio"
                name={`${ids.input}-type`}
                value={option.value}
                checked={form.values.priceType === option.value}
                onChange={() => form.set('priceType', option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
