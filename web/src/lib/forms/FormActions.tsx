import styles from './FormLayout.module.css';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';

interface FormActionsProps {
  /** The form's primary button, which sends it. */
  submit: Pick<SubmitButtonProps, 'label' | 'busyLabel' | 'busy' | 'form'>;
  /** The way out that sends nothing: Cancel, Later. */
  leave: { label: string; onClick: () => void };
}

/** A small form's footer: its submit button, then a secondary one that leaves without sending. */
export function FormActions({ submit, leave }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <SubmitButton {...submit} className="btn btn-primary" />
      <button type="button" className="btn btn-secondary" onClick={leave.onClick}>
        {leave.label}
      </button>
    </div>
  );
}
