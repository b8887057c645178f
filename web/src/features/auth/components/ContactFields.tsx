import { formatPhone } from '@shared/rules/person';
import type { ReactNode } from 'react';
import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';

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

/** The account's e-mail address; `afterMessage` offers ways forward under its message. */
export function EmailField({
  form,
  afterMessage,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form with an email field.
  form: ValidatedForm<any, unknown>;
  afterMessage?: ReactNode;
}) {
  return (
    <TextField
      form={form}
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      afterMessage={afterMessage}
    />
  );
}
