import { webPaths } from '@shared/web-paths';
import { CheckboxField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';

// biome-ignore lint/suspicious/noExplicitAny: any form with a `terms` box.
export function TermsCheckbox({ form }: { form: ValidatedForm<any, unknown> }) {
  return (
    <CheckboxField form={form} name="terms" summaryLabel="Terms of Use">
      I have read and agree to the{' '}
      <a href={webPaths.termsOfUse} target="_blank" rel="noopener noreferrer">
        Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </CheckboxField>
  );
}
