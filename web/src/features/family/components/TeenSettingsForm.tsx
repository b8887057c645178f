import { guardianDistanceOptions, type TeenSettings } from '@shared/rules/family';
import { type JobKind, jobKindLabels, jobKinds } from '@shared/rules/job-kinds';
import { DEFAULT_SCHOOL } from '@shared/rules/young-teen-rules';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '../../../lib/forms/Field';
import { showFailure } from '../../../lib/forms/form-failure';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { useUpdateTeenSettings } from '../api/update-teen-settings';
import { teenSettingsFormSchema } from '../lib/teen-settings-form';
import styles from './FamilySections.module.css';
import { SchoolFields } from './SchoolFields';

interface TeenSettingsFormProps {
  guardianId: string;
  teenId: string;
  teenFirstName: string;
  settings: TeenSettings;
}

/**
 * What the guardian decides for one teen: approval before the employer sees an
 * application, the farthest distance, the kinds of job, a pause, and how they hear of things. The
 * server enforces each on every apply; this form only chooses them.
 */
export function TeenSettingsForm({ guardianId, teenId, teenFirstName, settings }: TeenSettingsFormProps) {
  const id = useId();
  const save = useUpdateTeenSettings(guardianId, teenId);
  const form = useValidatedForm(teenSettingsFormSchema, { ...settings });
  const draft = form.values;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const everyKind = draft.allowedKinds === null;
  const kindIds = form.ids('allowedKinds');
  const kindError = form.error('allowedKinds');

  /** A choice is complete at once: it is checked now, not after a pause as typing is. */
  function change<K extends keyof TeenSettings>(name: K, value: TeenSettings[K]) {
    setOutcome(null);
    form.set(name, value);
    form.touch(name);
  }

  function toggleKind(kind: JobKind, allowed: boolean) {
    const current = draft.allowedKinds ?? [...jobKinds];
    const next = allowed ? [...new Set([...current, kind])] : current.filter((k) => k !== kind);
    change('allowedKinds', next.length === jobKinds.length ? null : next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    // No kind of job allowed: the message shows under the kinds, and focus goes to "Every kind".
    const body = form.validateAll();
    if (!body) return;
    try {
      const { message } = await save.mutateAsync(body);
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      // A refusal the server pins on a setting is said under it; anything else below the form.
      const text = showFailure(form, error);
      setOutcome(text ? { tone: 'error', text } : null);
    }
  }

  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>Settings for {teenFirstName}</h3>
      <form
        className={styles.settings}
        onSubmit={onSubmit}
        noValidate
        aria-label={`Settings for ${teenFirstName}`}
      >
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.approvalRequired}
            onChange={(event) => change('approvalRequired', event.currentTarget.checked)}
          />
          <span>
            Applications wait for my approval
            <small>The employer sees an application only after you approve it.</small>
          </span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.paused}
            onChange={(event) => change('paused', event.currentTarget.checked)}
          />
          <span>
            Pause applications
            <small>{teenFirstName} cannot apply for any job until you turn this off.</small>
          </span>
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-distance`}>Farthest distance to a job</label>
          <select
            id={`${id}-distance`}
            value={draft.maxDistanceMiles ?? ''}
            onChange={(event) =>
              change('maxDistanceMiles', event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
          >
            <option value="">No limit</option>
            {guardianDistanceOptions.map((miles) => (
              <option key={miles} value={miles}>
                {miles} {miles === 1 ? 'mile' : 'miles'} from home
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset} aria-describedby={kindError ? kindIds.error : undefined}>
          <legend>Kinds of job allowed</legend>
          <label className={styles.check}>
            <input
              // "Every kind" carries the field's id: a submit with no kind allowed focuses it.
              id={kindIds.input}
              type="checkbox"
              checked={everyKind}
              onChange={(event) => change('allowedKinds', event.currentTarget.checked ? null : [...jobKinds])}
            />
            <span>Every kind</span>
          </label>
          <div className={styles.kinds}>
            {jobKinds.map((kind) => (
              <label key={kind} className={styles.check}>
                <input
                  type="checkbox"
                  checked={everyKind || (draft.allowedKinds?.includes(kind) ?? false)}
                  onChange={(event) => toggleKind(kind, event.currentTarget.checked)}
                />
                <span>{jobKindLabels[kind]}</span>
              </label>
            ))}
          </div>
          <FieldError id={kindIds.error} message={kindError} />
        </fieldset>
        <SchoolFields
          id={id}
          teenFirstName={teenFirstName}
          school={draft.school ?? DEFAULT_SCHOOL}
          onChange={(school) => change('school', school)}
        />
        <fieldset className={styles.fieldset}>
          <legend>E-mails about {teenFirstName}</legend>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-mail`}
              checked={draft.emailMode === 'every'}
              onChange={() => change('emailMode', 'every')}
            />
            <span>Every event, as it happens</span>
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-mail`}
              checked={draft.emailMode === 'digest'}
              onChange={() => change('emailMode', 'digest')}
            />
            <span>One daily digest</span>
          </label>
          <p className={styles.hint}>At most 10 e-mails a day in any case: the rest waits for the digest.</p>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Phone numbers in messages</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.allowPhoneNumbers === true}
              onChange={(event) => change('allowPhoneNumbers', event.currentTarget.checked)}
            />
            <span>
              Once an application is accepted, {teenFirstName} and the employer may share phone numbers
            </span>
          </label>
          <p className={styles.hint}>
            Off by default. E-mail addresses, links and social or payment handles always stay hidden, so you
            can read the whole conversation here.
          </p>
        </fieldset>
        <Alert tone={outcome?.tone ?? 'success'}>{outcome?.text}</Alert>
        <div>
          <button type="submit" className="btn btn-primary" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
    </section>
  );
}
