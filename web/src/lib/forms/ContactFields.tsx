import { formatPhone } from '@shared/rules/person';
import { TextField } from './Field';
import type { ValidatedForm } from './use-validated-form';

/*
 * A person's phone and ZIP code as every form types them: sign-up, the profile, and a guardian's
 * page for their teen.
 */

/** A US phone number, formatted as typed: (123) 456-7890 (docs/spec/1-students-and-accounts.md §5). */
// biome-ignore lint/suspicious/noExplicitAny: any form with a phone field.
export function PhoneField({ form, name = 'phone' }: { form: ValidatedForm<any, unknown>; name?: string }) {
  return (
    <TextField
      form={form}
      name={name}
      label="Phone Number"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(123) 456-7890"
      format={formatPhone}
    />
  );
}

/** A 5-digit US zipcode; anything but digits is dropped as typed. */
// biome-ignore lint/suspicious/noExplicitAny: any form with a zipcode field.
export function ZipCodeField({ form }: { form: ValidatedForm<any, unknown> }) {
  return (
    <TextField
      form={form}
      name="zipCode"
      label="Zipcode"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      format={(value) => value.replace(/\D/g, '').slice(0, 5)}
    />
  );
}
