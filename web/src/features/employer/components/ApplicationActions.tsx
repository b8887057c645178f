import { isDecidable } from '@shared/rules/application-status';
import type { EmployerApplication } from '@shared/schemas/application';
import { webPath } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../lib/ui/BusyButton';
import styles from './ApplicationActions.module.css';

export type ReviewAction = 'interview' | 'accept' | 'reject';

export interface ActionState {
  /** The action running now, if any, and on which application. */
  running: { action: ReviewAction; applicationId: string } | null;
  /** Applications whose interest e-mail went out in this visit (before the list has reloaded). */
  notified: ReadonlySet<string>;
}

interface ApplicationActionsProps {
  application: EmployerApplication;
  state: ActionState;
  /** `trigger` is where focus returns after a confirm dialog. */
  onAction: (action: ReviewAction, application: EmployerApplication, trigger: HTMLElement) => void;
  onView?: (application: EmployerApplication, trigger: HTMLElement) => void;
}

/**
 * Interview (Processing... → Notified), Reject, Accept and View (docs/spec/2-employers-and-info-pages.md §2, §4). Accept and Reject
 * are both final: once either is made, or the job's filling or removal ended the application, all three are off. Interview is also off
 * while it runs, or after the e-mail went out. While any action runs every other button waits.
 * Buttons use aria-disabled, so the one that holds focus keeps it while its request runs.
 */
export function ApplicationActions({ application, state, onAction, onView }: ApplicationActionsProps) {
  const id = application.entity;
  const status = application.data.applicationStatus;
  const decided = !isDecidable(status);
  const busy = state.running !== null;
  const runningHere = (action: ReviewAction) =>
    state.running?.action === action && state.running.applicationId === id;
  const notified = Boolean(application.data.interestSentAt) || state.notified.has(id);
  const name = `${application.data.firstName} ${application.data.lastName}`.trim();

  const button = (action: ReviewAction, label: string, off: boolean, className: string) => (
    <BusyButton
      type="button"
      className={`btn btn-sm ${className}`}
      busy={runningHere(action)}
      aria-disabled={off || undefined}
      onClick={(event) => {
        if (!off) onAction(action, application, event.currentTarget);
      }}
    >
      {label}
      <span className="visually-hidden"> {name}</span>
    </BusyButton>
  );

  return (
    <div className={styles.actions}>
      {button(
        'interview',
        runningHere('interview') ? 'Processing...' : notified ? 'Notified' : 'Interview',
        decided || busy || notified,
        'btn-secondary',
      )}
      {button('reject', runningHere('reject') ? 'Rejecting...' : 'Reject', decided || busy, 'btn-secondary')}
      {button('accept', runningHere('accept') ? 'Accepting...' : 'Accept', decided || busy, 'btn-primary')}
      {notified || status === 'Accepted' ? (
        // The conversation the interest (or the acceptance) opened: how to reach the student.
        <Link className="btn btn-ghost btn-sm" to={webPath('conversation', { id })}>
          Message
          <span className="visually-hidden"> {name}</span>
        </Link>
      ) : null}
      {onView ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (!busy) onView(application, event.currentTarget);
          }}
          data-view={id}
        >
          View
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
    </div>
  );
}
