import { dateOfBirthBounds } from '@shared/rules/age';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { DateField } from '../../../lib/ui/DateField';

/**
 * The date of birth, typed as MM/DD/YYYY or chosen from a calendar that offers only the days of a
 * 13- to 25-year-old. The age is never asked: the server computes it whenever a rule needs it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form with a dateOfBirth field.
export function DateOfBirthField({ form }: { form: ValidatedForm<any, unknown> }) {
  const { earliest, latest } = dateOfBirthBounds();
  return (
    <DateField
      form={form}
      name="dateOfBirth"
      label="Date of birth"
      min={earliest}
      max={latest}
      hint="You must be 13 to 25."
    />
  );
}
