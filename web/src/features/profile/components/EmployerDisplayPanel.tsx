import { householdLine } from '@shared/rules/employer-display';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Skeleton } from '../../../lib/ui/Skeleton';
import { useEmployerDisplay, useSetEmployerDisplay } from '../api/employer-display';
import styles from '../pages/ProfilePage.module.css';

const EXAMPLE = householdLine({ city: 'Austin', state: 'TX' });

/**
 * An employer's choice on /profile: how the work histories of the students they hired name them (the
 * list on the student's profile, its PDF, JSON Resume and signed credential): by name, or as a
 * household in the job's city.
 */
export function EmployerDisplayPanel({ userId, name }: { userId: string; name: string }) {
  const display = useEmployerDisplay(userId);
  return (
    <section className={styles.card} aria-labelledby="profile-display">
      <h2 id="profile-display" className={styles.cardTitle}>
        Your name in students’ work histories
      </h2>
      <p className={styles.cardLead}>
        A student you hired can show their completed jobs to schools and future employers. Choose how those
        work histories name you.
      </p>
      {display.isPending ? (
        <Skeleton label="Loading your choice…" className={styles.skeletonRow}>
          <span className="skeleton skeleton-text" style={{ width: '60%' }} />
          <span className="skeleton skeleton-text" style={{ width: '70%' }} />
        </Skeleton>
      ) : display.isError ? (
        <LoadFailure title="We could not load your choice." query={display} className={styles.card} />
      ) : (
        // Mounted once the choice is read: it starts from it, and keeps its own state (and the saved
        // message) when the save writes the answer back into the read.
        <DisplayForm userId={userId} name={name} saved={display.data.shownAsHousehold} />
      )}
    </section>
  );
}

function DisplayForm({ userId, name, saved }: { userId: string; name: string; saved: boolean }) {
  const save = useSetEmployerDisplay(userId);
  const [household, setHousehold] = useState(saved);
  const group = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ shownAsHousehold: household });
  };
  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">How work histories name you</legend>
        {[
          { value: false, label: `By my name (${name})` },
          { value: true, label: `As a household in the job’s city, for example “${EXAMPLE}”` },
        ].map((option) => (
          <label key={String(option.value)} className={styles.choice}>
            <input
              type="radio"
              name={group}
              checked={household === option.value}
              onChange={() => {
                setHousehold(option.value);
                save.reset();
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>
        It applies to every job from the moment you save. A credential a student already downloaded keeps the
        words it was signed with.
      </p>
      <Alert tone={save.isError ? 'error' : 'success'}>
        {save.isError ? errorMessage(save.error) : save.isSuccess ? save.data.message : null}
      </Alert>
      <div className={styles.actions}>
        <BusyButton type="submit" className="btn btn-secondary" busy={save.isPending} busyLabel="Saving…">
          Save my choice
        </BusyButton>
      </div>
    </form>
  );
}
