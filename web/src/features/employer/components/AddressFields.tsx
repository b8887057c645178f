import { ADDRESS_LINE_MAX } from '@shared/rules/job-form';
import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { LocationCombobox, type LocationValue } from '../../../lib/places/LocationCombobox';
import { useZipOfAddress } from '../../../lib/places/use-zip-of-address';
import type { JobFormValues } from '../lib/job-form';
import styles from './JobForm.module.css';

/**
 * The job's address (docs/spec/2-employers-and-info-pages.md §2, §5): the employer types the street line(s); city and state come from
 * the US autocomplete, and a ZIP suggestion fills the ZIP too. A city chosen without a ZIP offers the
 * ZIP of the street in it, once the place index knows it; the employer takes it with one press (what
 * was typed in the ZIP field is never replaced unasked). The server places the address itself.
 */
type AddressValues = Pick<JobFormValues, 'address1' | 'address2' | 'location' | 'zipCode'> &
  Record<string, unknown>;

export function AddressFields<V extends AddressValues>({ form }: { form: ValidatedForm<V, unknown> }) {
  const onLocation = (value: LocationValue) => {
    form.set('location', value);
    const zip = value.place?.zipCode;
    if (zip) form.set('zipCode', zip);
  };
  const town = form.values.location.place;
  const found = useZipOfAddress(form.values.address1, town);
  const offer = found && found !== form.values.zipCode ? found : null;
  const zipInput = form.ids('zipCode').input;
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
      <div className={styles.zip}>
        <TextField
          form={form}
          name="zipCode"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          format={(value) => value.replace(/\D/g, '').slice(0, 5)}
        />
        {/* Always in the page, so what appears in it is announced. */}
        <div role="status" className={styles.zipOffer}>
          {offer && town ? (
            <>
              <span>
                {form.values.address1.trim()}, {town.city} is in ZIP code {offer}.
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => {
                  form.set('zipCode', offer);
                  // The button goes once its ZIP is in the field: the field is where the work goes on.
                  document.getElementById(zipInput)?.focus();
                }}
              >
                Use {offer}
              </button>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
