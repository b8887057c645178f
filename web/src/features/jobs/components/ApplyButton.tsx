import { forwardRef } from 'react';
import { CheckIcon } from '../../../lib/ui/icons';
import { Tooltip } from '../../../lib/ui/Tooltip';
import styles from './ApplyButton.module.css';

/** Spec/1 §6: the tooltip on an employer's disabled Apply button. */
export const STUDENTS_ONLY_TIP = 'You must be logged in as a student to apply';

/**
 * loading: the student's applications are on their way (spinner); apply: Apply Now / Hide Application;
 * applied: the student already applied; employer: disabled with the tooltip; closed: the job no longer
 * takes applications (a closed or ended job linked with ?jobId=); restricted: the rules for young teens
 * keep this student from it, and the button opens the panel that says why.
 */
export type ApplyState = 'loading' | 'apply' | 'applied' | 'employer' | 'closed' | 'restricted';

interface ApplyButtonProps {
  state: ApplyState;
  expanded: boolean;
  /** The id of the panel the button opens. */
  controls: string;
  onToggle: () => void;
}

/**
 * The card's Apply button (docs/spec/1-students-and-accounts.md §4). Unavailable states use aria-disabled rather than disabled, so the
 * button stays focusable: keyboard users reach the employer tooltip, and focus can rest on "Applied"
 * after a successful application.
 */
export const ApplyButton = forwardRef<HTMLButtonElement, ApplyButtonProps>(function ApplyButton(
  { state, expanded, controls, onToggle },
  ref,
) {
  if (state === 'employer') {
    return (
      <Tooltip text={STUDENTS_ONLY_TIP} align="end">
        {(trigger) => (
          <button ref={ref} type="button" className="btn btn-primary" aria-disabled="true" {...trigger}>
            Apply Now
          </button>
        )}
      </Tooltip>
    );
  }
  if (state === 'loading') {
    return (
      <button ref={ref} type="button" className={`btn btn-primary ${styles.wide}`} aria-disabled="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Checking your applications…</span>
      </button>
    );
  }
  if (state === 'applied' || state === 'closed') {
    return (
      <button ref={ref} type="button" className={`btn btn-secondary ${styles.done}`} aria-disabled="true">
        {state === 'applied' ? (
          <>
            <CheckIcon />
            Applied
          </>
        ) : (
          'Applications closed'
        )}
      </button>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      className={`btn ${expanded || state === 'restricted' ? 'btn-secondary' : 'btn-primary'} ${styles.wide}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {state === 'restricted'
        ? expanded
          ? 'Hide'
          : 'Why can’t I apply?'
        : expanded
          ? 'Hide Application'
          : 'Apply Now'}
    </button>
  );
});
