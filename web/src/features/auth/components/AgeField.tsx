import { AGE_MAX, AGE_MIN } from '@shared/rules/person';
import type { KeyboardEvent } from 'react';
import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';

/** Keys a number input would accept that can never be part of an age (docs/spec/1-students-and-accounts.md §5). */
const BLOCKED_KEYS = new Set(['-', '+', 'e', 'E', '.', ',']);

export function blockNonAgeKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
}

/** Age as a number input from 13 to 25; the digits are what reach the form. */
// biome-ignore lint/suspicious/noExplicitAny: any form with an age field.
export function AgeField({ form, hint }: { form: ValidatedForm<any, unknown>; hint?: string }) {
  return (
    <TextField
      form={form}
      name="age"
      label="Age"
      type="number"
      inputMode="numeric"
      min={AGE_MIN}
      max={AGE_MAX}
      hint={hint}
      onKeyDown={blockNonAgeKeys}
      // Pasted text is filtered the same way the keys are.
      format={(value) => value.replace(/\D/g, '').slice(0, 2)}
    />
  );
}
