import { passwordChecks, passwordRequirements, passwordStrength } from '@shared/rules/password';
import { type ReactNode, useState } from 'react';
import { afterPress } from '../../../lib/forms/after-press';
import { TextField } from '../../../lib/forms/Field';
import type { ValidatedForm } from '../../../lib/forms/use-validated-form';
import { CheckIcon, CircleIcon, EyeIcon, EyeOffIcon } from './icons';
import styles from './PasswordField.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any form with a password field.
type AnyForm = ValidatedForm<any, unknown>;

interface PasswordFieldProps {
  form: AnyForm;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The live checklist of the five requirements, shown while focused or filled (registration). */
  checklist?: boolean;
  /** The strength meter (password reset). */
  meter?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A password input with a show/hide button, and optionally the requirements checklist or the meter. */
export function PasswordField({
  form,
  name,
  label,
  autoComplete,
  checklist,
  meter,
  disabled,
  hint,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [focused, setFocused] = useState(false);
  const value = String(form.values[name] ?? '');
  const showChecklist = checklist && (focused || value.length > 0);

  return (
    <TextField
      form={form}
      name={name}
      label={label}
      hint={hint}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      onFocus={() => setFocused(true)}
      // An empty field's checklist folds away on blur: after a press, or it moves the button pressed.
      onBlur={() => afterPress(() => setFocused(false))}
      adornment={
        <ToggleButton
          visible={visible}
          disabled={disabled}
          onToggle={() => setVisible((current) => !current)}
          controls={form.ids(name).input}
        />
      }
    >
      {showChecklist ? <Checklist password={value} /> : null}
      {meter && value.length > 0 ? <StrengthMeter password={value} /> : null}
    </TextField>
  );
}

function ToggleButton({
  visible,
  disabled,
  onToggle,
  controls,
}: {
  visible: boolean;
  disabled?: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onToggle}
      disabled={disabled}
      aria-controls={controls}
      aria-pressed={visible}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
      <span className="visually-hidden">Show password</span>
    </button>
  );
}

function Checklist({ password }: { password: string }) {
  const checks = passwordChecks(password);
  return (
    <ul className={styles.checklist} aria-label="Password requirements">
      {passwordRequirements.map((requirement) => {
        const met = checks[requirement.check];
        return (
          <li key={requirement.check} className={`${styles.requirement} ${met ? styles.met : ''}`}>
            {met ? <CheckIcon /> : <CircleIcon />}
            <span>
              {requirement.label}
              <span className="visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const level = Math.max(1, score);
  return (
    <div className={`${styles.meter} ${styles[`level${level}`]}`}>
      <div className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step} className={`${styles.bar} ${step <= level ? styles.filled : ''}`} />
        ))}
      </div>
      <p className={styles.strengthText} aria-live="polite">
        Password strength: <strong>{label}</strong>
      </p>
    </div>
  );
}
