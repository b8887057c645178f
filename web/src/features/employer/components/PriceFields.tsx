import { JOB_PRICE_MAX, JOB_PRICE_MIN } from '@shared/rules/job-form';
import type { PriceType } from '@shared/schemas/common';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { FieldError, fieldStyles } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import styles from './PriceFields.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any form with `price` (text) and `priceType` fields.
type AnyForm = ValidatedForm<any, unknown>;

/** Keys that would type a sign or an exponent into a number input (docs/spec/2-employers-and-info-pages.md §5). */
const BLOCKED_KEYS = new Set(['-', '+', 'e', 'E']);

export const blockNumberKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
};

const priceTypes: { value: PriceType; label: string }[] = [
  { value: 'perHr', label: '$/Hr' },
  { value: 'perJob', label: '$/Job' },
];

/** Price (optional, at least 1) and its type, $/Hr (default) or $/Job. */
export function PriceFields({ form }: { form: AnyForm }) {
  const ids = form.ids('price');
  const props = form.inputProps('price', { hint: true });
  const typeLabel = useId();
  const input = useRef<HTMLInputElement>(null);

  // The wheel must not change the price under a resting pointer (docs/spec/2-employers-and-info-pages.md §5); React's wheel listener is
  // passive, so this one is added by hand. The page still scrolls.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (document.activeElement !== element) return;
      event.preventDefault();
      window.scrollBy({ left: event.deltaX, top: event.deltaY });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

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
            ref={input}
            className={`${fieldStyles.input} ${styles.input}`}
            type="number"
            inputMode="decimal"
            min={JOB_PRICE_MIN}
            max={JOB_PRICE_MAX}
            step="0.01"
            onKeyDown={blockNumberKeys}
          />
        </div>
        <p id={ids.hint} className={fieldStyles.hint}>
          In US dollars, at least ${JOB_PRICE_MIN}. Leave empty to agree on pay with the student.
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
