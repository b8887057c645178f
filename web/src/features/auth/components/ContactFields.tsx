import type { ReactNode } from 'react';

import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';

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
