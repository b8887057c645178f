import {
  type AppealOutcome,
  caseStateLabels,
  MODERATION_NOTE_MAX,
  type ModerationAction,
  type ReasonCode,
  reasonCodeIds,
  reasonCodes,
} from '@shared/rules/moderation';
import type { ModerationCase } from '@shared/schemas/moderation';
import { webPaths } from '@shared/web-paths';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { useSession } from '../../../lib/auth/session';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { LoadFailure, Loading } from '../../../lib/ui/LoadStates';
import { useActOnReport } from '../api/act-on-report';
import { useDecideAppeal } from '../api/decide-appeal';
import { useModerationCase } from '../api/get-moderation-case';
import styles from './Moderation.module.css';

const actionLabels: Record<ModerationAction, string> = {
  hide: 'Hide it',
  suspend: 'Suspend the account',
  freeze: 'Freeze the conversation',
  dismiss: 'Dismiss the report',
  restore: 'Restore',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /moderation/:id: one report, as it was reported, its history, and the decision. */
export default function ModerationCasePage() {
  const session = useSession();
  const location = useLocation();
  const { id = '' } = useParams();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className="container page">
      <PageMeta title="Report" description="A report on the moderation desk." />
      <p>
        <Link to={webPaths.moderation}>← Back to the queue</Link>
      </p>
      {session.status === 'loading' ? (
        <Loading>Loading the report…</Loading>
      ) : session.user.moderator ? (
        <Case id={id} />
      ) : (
        <Alert tone="info" title="The moderation desk is for moderators">
          Only members of our moderation team can see reports.
        </Alert>
      )}
    </div>
  );
}

function Case({ id }: { id: string }) {
  const found = useModerationCase(id);
  if (found.isPending) return <Loading>Loading the report…</Loading>;
  if (found.isError) {
    return <LoadFailure title="We could not load this report" query={found} />;
  }
  const report = found.data;
  return (
    <div className={styles.case}>
      <h1>
        {report.urgent ? 'Urgent: ' : ''}
        {report.reported.title}
      </h1>
      <p className={styles.meta}>
        {caseStateLabels[report.state]}
        {report.reviewerName ? ` · opened by ${report.reviewerName}` : ''} · reported{' '}
        {when(report.reportedAt)}
      </p>
      <section className={styles.section} aria-labelledby="reported">
        <h2 id="reported">What was reported</h2>
        <p>{report.reported.text}</p>
        <dl className={styles.details}>
          {report.reported.details.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="why">
        <h2 id="why">Who reported it, and why</h2>
        <dl className={styles.details}>
          <dt>Reason</dt>
          <dd>{report.reason}</dd>
          <dt>Details</dt>
          <dd>{report.description || '—'}</dd>
          <dt>Reported by</dt>
          <dd>
            {report.reporter.name} ({report.reporter.role}) {report.reporter.email}
          </dd>
          <dt>About</dt>
          <dd>
            {report.subject.name} ({report.subject.role}
            {report.subject.minor ? ', under 18' : ''}) · {report.otherReports} other reports
          </dd>
        </dl>
      </section>
      <History report={report} />
      {report.decision && (report.state === 'actioned' || report.state === 'dismissed') ? (
        <Alert tone="success" title={`Decided: ${actionLabels[report.decision.action]}`}>
          The person affected and the reporter have been told.
        </Alert>
      ) : null}
      {report.actions.length > 0 ? <ActionForm report={report} /> : null}
      {report.canDecideAppeal && report.decision ? (
        <AppealForm decisionId={report.decision.decisionId} />
      ) : null}
    </div>
  );
}

function History({ report }: { report: ModerationCase }) {
  const decisions = [...(report.decision ? [report.decision] : []), ...report.history];
  return (
    <section className={styles.section} aria-labelledby="history">
      <h2 id="history">Decisions about this person</h2>
      {decisions.length === 0 ? (
        <p>None before.</p>
      ) : (
        <ul>
          {decisions.map((decision) => (
            <li key={decision.decisionId}>
              {when(decision.decidedAt)}: {actionLabels[decision.action]} ({decision.reason}) by{' '}
              {decision.moderatorName}. “{decision.note}”
              {decision.appeal ? (
                <>
                  {' '}
                  Appealed: “{decision.appeal.text}”
                  {decision.appeal.outcome
                    ? ` · ${decision.appeal.outcome} by ${decision.appeal.moderatorName}`
                    : ' · waiting'}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ActionForm({ report }: { report: ModerationCase }) {
  const act = useActOnReport(report.id);
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [reasonCode, setReasonCode] = useState<ReasonCode | ''>('');
  const [note, setNote] = useState('');
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action || !reasonCode || !note.trim() || act.isPending) return;
    act.mutate({ action, reasonCode, note });
  };
  return (
    <section className={styles.section} aria-labelledby="decide">
      <h2 id="decide">Decide</h2>
      {act.data ? (
        <Alert tone="success">Decided.</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.choices}>
            <legend>Action</legend>
            {report.actions.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="action"
                  value={choice}
                  checked={action === choice}
                  onChange={() => setAction(choice)}
                />{' '}
                {actionLabels[choice]}
              </label>
            ))}
          </fieldset>
          <label className={styles.label} htmlFor={reasonId}>
            Reason
          </label>
          <select
            id={reasonId}
            className={styles.control}
            value={reasonCode}
            onChange={(event) => setReasonCode(event.target.value as ReasonCode)}
          >
            <option value="">Choose a reason</option>
            {reasonCodeIds.map((code) => (
              <option key={code} value={code}>
                {reasonCodes[code]}
              </option>
            ))}
          </select>
          <DecisionNote
            label="Note for the statement of reasons"
            note={note}
            onNote={setNote}
            request={act}
            submitLabel="Decide"
            ready={Boolean(action && reasonCode && note.trim())}
          />
        </form>
      )}
    </section>
  );
}

function AppealForm({ decisionId }: { decisionId: string }) {
  const decide = useDecideAppeal();
  const [outcome, setOutcome] = useState<AppealOutcome | ''>('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome || !note.trim() || decide.isPending) return;
    decide.mutate({ decisionId, outcome, note });
  };
  return (
    <section className={styles.section} aria-labelledby="appeal">
      <h2 id="appeal">Decide the appeal</h2>
      {decide.data ? (
        <Alert tone="success">Decided. The person who appealed has been told.</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.choices}>
            <legend>Outcome</legend>
            <label>
              <input
                type="radio"
                name="outcome"
                checked={outcome === 'upheld'}
                onChange={() => setOutcome('upheld')}
              />{' '}
              Uphold the decision
            </label>
            <label>
              <input
                type="radio"
                name="outcome"
                checked={outcome === 'reversed'}
                onChange={() => setOutcome('reversed')}
              />{' '}
              Reverse it
            </label>
          </fieldset>
          <DecisionNote
            label="Why"
            note={note}
            onNote={setNote}
            request={decide}
            submitLabel="Decide the appeal"
            ready={Boolean(outcome && note.trim())}
          />
        </form>
      )}
    </section>
  );
}

interface DecisionNoteProps {
  label: string;
  note: string;
  onNote: (note: string) => void;
  /** The decision's request: its refusal shows here, and the button waits while it runs. */
  request: { isPending: boolean; isError: boolean; error: unknown };
  submitLabel: string;
  /** Everything the decision needs is chosen and written. */
  ready: boolean;
}

/** A decision's note (its words reach the person it is about), the server's refusal, and the button. */
function DecisionNote({ label, note, onNote, request, submitLabel, ready }: DecisionNoteProps) {
  const noteId = useId();
  return (
    <>
      <label className={styles.label} htmlFor={noteId}>
        {label}
      </label>
      <textarea
        id={noteId}
        className={`${styles.control} ${styles.textarea}`}
        value={note}
        maxLength={MODERATION_NOTE_MAX}
        onChange={(event) => onNote(event.target.value)}
      />
      <Alert tone="error">{request.isError ? errorMessage(request.error) : null}</Alert>
      <p>
        <BusyButton
          type="submit"
          className="btn btn-primary"
          busy={request.isPending}
          busyLabel="Deciding…"
          disabled={!ready}
        >
          {submitLabel}
        </BusyButton>
      </p>
    </>
  );
}
