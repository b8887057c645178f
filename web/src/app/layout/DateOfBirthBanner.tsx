import { formatLongDate } from '@shared/rules/display';
import { type DateOfBirthToConfirm, dateOfBirthBodySchema } from '@shared/schemas/user';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../../lib/forms/FormActions';
import { FormMessage } from '../../lib/forms/FormMessage';
import { showFailure } from '../../lib/forms/form-failure';
import { formSchema } from '../../lib/forms/form-schema';
import { useValidatedForm } from '../../lib/forms/use-validated-form';
import { useConfirmDateOfBirth } from '../../lib/profile/confirm-date-of-birth';
import { useOwnProfile } from '../../lib/profile/get-own-profile';
import { DateField } from '../../lib/ui/DateField';
import { usDateToIso } from '../../lib/ui/date-input';
import { dateOfBirthPutOff, putOffDateOfBirth } from './date-of-birth-later';
import styles from './MailStatusBanner.module.css';

/*
 * A student who joined when we asked for an age, not a date of birth, is asked for theirs at their
 * next sign-in: until then every rule reads an estimate from the age they gave (the latest birthday it
 * allows). Asked on every page of the visit until answered; "Later" puts it off until the next
 * sign-in (date-of-birth-later.ts). Once saved it is never asked again.
 */

interface BirthForm extends Record<string, unknown> {
  dateOfBirth: string;
}
const birthFormSchema = formSchema({
  payload: dateOfBirthBodySchema,
  toPayload: (form: BirthForm) => ({ dateOfBirth: usDateToIso(form.dateOfBirth) ?? form.dateOfBirth.trim() }),
});

export default function DateOfBirthBanner({ userId }: { userId: string }) {
  const toConfirm = useOwnProfile(userId).data?.data.confirmDateOfBirth;
  const [later, setLater] = useState(dateOfBirthPutOff);
  if (!toConfirm || later) return null;
  return (
    <ConfirmDateOfBirth
      userId={userId}
      toConfirm={toConfirm}
      onLater={() => {
        putOffDateOfBirth();
        setLater(true);
      }}
    />
  );
}

function ConfirmDateOfBirth({
  userId,
  toConfirm,
  onLater,
}: {
  userId: string;
  toConfirm: DateOfBirthToConfirm;
  onLater: () => void;
}) {
  const headingId = useId();
  const form = useValidatedForm(birthFormSchema, { dateOfBirth: '' });
  const confirm = useConfirmDateOfBirth(userId);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const body = form.validateAll();
    if (!body) return;
    setError(null);
    try {
      await confirm.mutateAsync(body);
    } catch (failure) {
      setError(showFailure(form, failure));
    }
  }

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.body}>
          <h2 id={headingId} className={styles.title}>
            Please tell us your date of birth
          </h2>
          <p className={styles.text}>
            We now keep your date of birth instead of an age, so the rules that depend on your age change on
            your birthday by themselves. You were {toConfirm.ageGiven} when you joined, so it is between{' '}
            {formatLongDate(toConfirm.earliest)} and {formatLongDate(toConfirm.latest)}. Only you and your
            parent or guardian see it.
          </p>
          <form className={styles.birthForm} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
            <DateField
              form={form}
              name="dateOfBirth"
              label="Date of birth"
              min={toConfirm.earliest}
              max={toConfirm.latest}
            />
            <FormMessage tone="error">{error}</FormMessage>
            <FormActions
              submit={{ label: 'Save my date of birth', busyLabel: 'Saving…', busy: confirm.isPending, form }}
              leave={{ label: 'Later', onClick: onLater }}
            />
          </form>
        </div>
      </div>
    </section>
  );
}
