import { APPEAL_TEXT_MAX } from '@shared/rules/moderation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useFragmentParams } from '../../../lib/fragment-params';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { useAppealByLink } from '../api/appeal-by-link';
import styles from './TrustPage.module.css';

/**
 * /appeal#token=… : where a statement of reasons' "Appeal this decision" link lands. No sign-in (a
 * suspended account cannot sign in): the signed link names the decision and the person it was sent
 * to. One appeal, within 30 days; another moderator decides it and the outcome comes by e-mail.
 */
export default function AppealPage() {
  const params = useFragmentParams();
  const token = params.get('token') ?? '';
  const appeal = useAppealByLink();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const textId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    if (appeal.data) resultRef.current?.focus();
  }, [appeal.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (appeal.isPending) return;
    if (text.trim() === '') {
      setMissing(true);
      document.getElementById(textId)?.focus();
      return;
    }
    appeal.mutate({ token, text });
  };

  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta
        title="Appeal a decision"
        description="Appeal a decision of the Neighbourhood Jobs moderators."
      />
      <div className={styles.card}>
        {appeal.data ? (
          <>
            <h1 ref={resultRef} tabIndex={-1} className={styles.title}>
              Appeal sent
            </h1>
            <p>{appeal.data.message}</p>
            <p className={styles.actions}>
              <Link className="btn btn-primary" to="/">
                Home
              </Link>
            </p>
          </>
        ) : !token ? (
          <>
            <h1 className={styles.title}>This link is incomplete</h1>
            <Alert tone="error">
              This link is missing its code. Please use the “Appeal this decision” link from our e-mail,
              exactly as it was sent.
            </Alert>
          </>
        ) : (
          <form onSubmit={submit} noValidate className={styles.field}>
            <h1 className={styles.title}>Appeal our decision</h1>
            <p>
              Tell us why the decision should change. Another moderator, not the one who decided, will read it
              and e-mail you the outcome. You can appeal once, within 30 days of the decision.
            </p>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={textId}>
                Why should we look again?
              </label>
              <span id={hintId} className={styles.hint}>
                Up to {APPEAL_TEXT_MAX.toLocaleString('en-US')} characters. Say what happened, and anything we
                may not have known.
              </span>
              <textarea
                id={textId}
                className={styles.textarea}
                value={text}
                maxLength={APPEAL_TEXT_MAX}
                aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
                aria-invalid={missing || undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  if (event.target.value.trim()) setMissing(false);
                }}
              />
              {missing ? (
                <p id={errorId} className={styles.removed}>
                  Please tell us why the decision should change.
                </p>
              ) : null}
            </div>
            <Alert tone="error">{appeal.isError ? errorMessage(appeal.error) : null}</Alert>
            <p className={styles.actions}>
              <BusyButton
                type="submit"
                className="btn btn-primary"
                busy={appeal.isPending}
                busyLabel="Sending…"
              >
                Send my appeal
              </BusyButton>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
