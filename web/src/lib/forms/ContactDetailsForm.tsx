import { formatPhone } from '@shared/rules/person';
import { type FormEvent, useState } from 'react';
import { PhoneField, ZipCodeField } from './ContactFields';
import {
  contactDetailsFieldNames,
  contactDetailsFormSchema,
  type ContactDetailsForm as Values,
} from './contact-details-form';
import { TextField } from './Field';
import styles from './FormLayout.module.css';
import { FormMessage } from './FormMessage';
import { showFailure } from './form-failure';
import { SubmitButton } from './SubmitButton';
import { useValidatedForm } from './use-validated-form';

export interface ContactDetails {
  firstName: string;
  lastName: string;
  contactNumber: string;
  zipCode: string;
}

interface ContactDetailsFormProps {
  /** Names the form for assistive technology ("Your contact details", "Maya's contact details"). */
  label: string;
  initial: ContactDetails;
  busy: boolean;
  /** Saves the details; resolves with the server's message. */
  onSave: (details: ContactDetails) => Promise<string>;
  onCancel?: () => void;
}

/**
 * A student's name, phone and ZIP code: the student's own profile and their guardian's page edit them
 * with the same form and the same rules (the server's, as at sign-up).
 */
export function ContactDetailsForm({ label, initial, busy, onSave, onCancel }: ContactDetailsFormProps) {
  const form = useValidatedForm(contactDetailsFormSchema, {
    firstName: initial.firstName,
    lastName: initial.lastName,
    phone: formatPhone(initial.contactNumber),
    zipCode: initial.zipCode,
  } satisfies Values);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const details = form.validateAll();
    if (!details) return;
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await onSave(details) });
    } catch (failure) {
      const text = showFailure(form, failure, { fieldNames: contactDetailsFieldNames });
      setOutcome(text ? { tone: 'error', text } : null);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      <div className={styles.row}>
        <TextField form={form} name="firstName" label="First name" autoComplete="off" />
        <TextField form={form} name="lastName" label="Last name" autoComplete="off" />
      </div>
      <div className={styles.row}>
        <PhoneField form={form} />
        <ZipCodeField form={form} />
      </div>
      <FormMessage tone={outcome?.tone ?? 'success'}>{outcome?.text}</FormMessage>
      <div className={styles.actions}>
        <SubmitButton
          label="Save details"
          busyLabel="Saving…"
          busy={busy}
          form={form}
          className="btn btn-primary"
        />
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
