import { formatLongDate } from '@shared/rules/display';
import { formatPhone } from '@shared/rules/person';
import type { FamilyTeen } from '@shared/schemas/family';
import { useState } from 'react';
import { ContactDetailsForm } from '../../../lib/forms/ContactDetailsForm';
import { useUpdateTeenDetails } from '../api/update-teen-details';
import styles from './FamilySections.module.css';

/**
 * The teen's details as their guardian sees them: date of birth (shown to the teen and their guardian
 * only), phone and ZIP code; the guardian changes the name, phone and ZIP code here, as the teen can on
 * their own profile.
 */
export function TeenDetails({ guardianId, teen }: { guardianId: string; teen: FamilyTeen }) {
  const [editing, setEditing] = useState(false);
  const save = useUpdateTeenDetails(guardianId, teen.teenId);
  return (
    <section className={styles.section} aria-label={`${teen.firstName}’s details`}>
      <h3 className={styles.heading}>{teen.firstName}’s details</h3>
      <dl className={styles.facts}>
        <dt>Date of birth</dt>
        <dd>
          {formatLongDate(teen.dateOfBirth)} ({teen.age})
        </dd>
        <dt>Phone</dt>
        <dd>{formatPhone(teen.contactNumber)}</dd>
        <dt>Zipcode</dt>
        <dd>{teen.zipCode}</dd>
      </dl>
      {editing ? (
        <ContactDetailsForm
          label={`${teen.firstName}’s name, phone and zipcode`}
          initial={teen}
          busy={save.isPending}
          onSave={async (details) => (await save.mutateAsync(details)).message}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div>
          <button type="button" className="btn btn-secondary btn-wrap" onClick={() => setEditing(true)}>
            Change name, phone or zipcode<span className="visually-hidden"> for {teen.firstName}</span>
          </button>
        </div>
      )}
    </section>
  );
}
