import { REFERRAL_DETAILS_MAX_LENGTH, referralSourceLabels, referralSources } from '@shared/rules/person';
import { FieldError, TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { FormSection } from './FormSection';
import styles from './ReferralSurvey.module.css';

const QUESTION = 'How did you hear about us?';

// biome-ignore lint/suspicious/noExplicitAny: any form with the survey's two fields.
type SurveyForm = ValidatedForm<any, unknown>;

/** "How did you hear about us?" (docs/spec/1-students-and-accounts.md §3): one of four sources and optional details. */
export function ReferralSurvey({ form }: { form: SurveyForm }) {
  const ids = form.ids('referralSource');
  const message = form.error('referralSource');
  return (
    <FormSection title={QUESTION} need="required" describedBy={message ? ids.error : undefined}>
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
              data-label={QUESTION}
              required
              aria-invalid={Boolean(message)}
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
    </FormSection>
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
