import { ADDRESS_LINE_MAX } from '@shared/rules/job-form';
import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { LocationCombobox, type LocationValue } from '../../../lib/places/LocationCombobox';
import type { JobFormValues } from '../lib/job-form';
import styles from './JobForm.module.css';

/**
 * The job's address (docs/spec/2-employers-and-info-pages.md §2, §5): the employer types the street line(s); city and state come from
 * the US autocomplete, and a ZIP suggestion fills the ZIP too. The server places the address itself.
 */
type AddressValues = Pick<JobFormValues, 'address1' | 'address2' | 'location' | 'zipCode'> &
  Record<string, unknown>;

export function AddressFields<V extends AddressValues>({ form }: { form: ValidatedForm<V, unknown> }) {
  const onLocation = (value: LocationValue) => {
    form.set('location', value);
    const zip = value.place?.zipCode;
    if (zip) form.set('zipCode', zip);
  };
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <TextField
          form={form}
          name="address1"
          label="Street address"
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX}
          placeholder="e.g. 1200 Oak Street"
        />
      </div>
      <div className={styles.wide}>
        <TextField
          form={form}
          name="address2"
          label="Apartment, suite or unit"
          optional
          autoComplete="address-line2"
          maxLength={ADDRESS_LINE_MAX}
        />
      </div>
      <LocationCombobox
        label="City, state or ZIP code"
        value={form.values.location}
        onChange={onLocation}
        placeholder="Start typing, e.g. Austin or 78704"
        hint="Choose a suggestion: students see only the city and state until you accept them."
        error={form.error('location')}
        inputId={form.ids('location').input}
        className={styles.location}
      />
      <TextField
        form={form}
        name="zipCode"
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        format={(value) => value.replace(/\D/g, '').slice(0, 5)}
      />
    </div>
  );
}
