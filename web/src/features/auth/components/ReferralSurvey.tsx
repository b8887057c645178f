import { REFERRAL_DETAILS_MAX_LENGTH, referralSourceLabels, referralSources } from '@shared/rules/person';
import { FieldError, TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { authStyles } from './AuthLayout';
import styles from './ReferralSurvey.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any form with the survey's two fields.
type SurveyForm = ValidatedForm<any, unknown>;

/** "How did you hear about us?" (spec/1 §3): one of four sources and optional details. */
export function ReferralSurvey({ form }: { form: SurveyForm }) {
  const ids = form.ids('referralSource');
  const message = form.error('referralSource');
  return (
    <fieldset className={authStyles.section} aria-describedby={message ? ids.error : undefined}>
      <legend className={authStyles.sectionTitle}>How did you hear about us?</legend>
      <div className={styles.options}>
        {referralSources.map((source) => (
          <label key={source} className={styles.option}>
            <input
              type="radio"
              name="referralSource"
              value={source}
              checked={form.values.referralSource === source}
              onChange={() => {
                form.set('referralSource', source);
                form.touch('referralSource');
              }}
              id={source === referralSources[0] ? ids.input : undefined}
            />
            <span>{referralSourceLabels[source]}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} message={message} />
      <TextField
        form={form}
        name="referralDetails"
        label="Tell us more"
        optional
        maxLength={REFERRAL_DETAILS_MAX_LENGTH}
        placeholder={detailsPlaceholder(form.values.referralSource)}
      />
    </fieldset>
  );
}

function detailsPlaceholder(source: string): string {
  switch (source) {
    case 'friends':
      return 'Who told you about us?';
    case 'neighbors':
      return 'Which neighbourhood?';
    case 'socialMedia':
      return 'Which platform?';
    default:
      return 'Anything you would like to share';
  }
}
