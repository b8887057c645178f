import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { useVerifyCredential } from '../api/verify-credential';
import styles from './TrustPage.module.css';

/** The credential in a file: the JWT itself, or the JSON the export answers (`{ "credential": … }`). */
function credentialIn(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'credential' in parsed &&
      typeof parsed.credential === 'string'
    ) {
      return parsed.credential;
    }
  } catch {
    // Not JSON after all: checked as it is.
  }
  return trimmed;
}

/**
 * /verify: anyone (an employer, a school) checks a Neighbourhood Jobs work-history credential, pasted
 * or from its file. The server checks the signature against our published keys and asks whether any
 * of its jobs was removed by our moderators since (revoked).
 */
export default function VerifyPage() {
  const verify = useVerifyCredential();
  const [text, setText] = useState('');
  const resultRef = useRef<HTMLHeadingElement>(null);
  const textId = useId();
  const fileId = useId();

  useEffect(() => {
    if (verify.data) resultRef.current?.focus();
  }, [verify.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credential = credentialIn(text);
    if (credential && !verify.isPending) verify.mutate(credential);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(credentialIn(await file.text()));
  };
  const result = verify.data;

  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta
        title="Check a work history"
        description="Check a Neighbourhood Jobs work-history credential: who it belongs to, its jobs, and whether it is still valid."
      />
      <div className={styles.card}>
        <h1 className={styles.title}>Check a work history</h1>
        <p>
          A student can give you their Neighbourhood Jobs work history as a signed credential. Paste it here,
          or open its file, to see whether it is genuine and unchanged.
        </p>
        <form onSubmit={submit} noValidate className={styles.field}>
          <label className={styles.label} htmlFor={textId}>
            The credential
          </label>
          <textarea
            id={textId}
            className={`${styles.textarea} ${styles.mono}`}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
          <label className={styles.label} htmlFor={fileId}>
            Or open its file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".jwt,.json,.txt,application/json,text/plain"
            onChange={readFile}
          />
          <Alert tone="error">{verify.isError ? errorMessage(verify.error) : null}</Alert>
          <p className={styles.actions}>
            <BusyButton
              type="submit"
              className="btn btn-primary"
              busy={verify.isPending}
              busyLabel="Checking…"
            >
              Check
            </BusyButton>
          </p>
        </form>
        {result ? (
          <section aria-labelledby="verify-result" className={styles.field}>
            <h2 id="verify-result" ref={resultRef} tabIndex={-1} className={styles.title}>
              {!result.valid ? 'Not valid' : result.revoked ? 'Valid, but revoked' : 'Valid'}
            </h2>
            {!result.valid ? (
              <Alert tone="error">{result.reason ?? 'This credential could not be verified.'}</Alert>
            ) : (
              <>
                <Alert tone={result.revoked ? 'error' : 'success'}>
                  {result.revoked
                    ? 'We signed this credential, but our moderators have since removed a job in it.'
                    : `We signed this credential for ${result.subject?.name ?? 'this student'}, and it has not been changed.`}
                </Alert>
                <ul className={styles.jobs}>
                  {result.jobs.map((job) => (
                    <li key={job.jobId} className={styles.job}>
                      <strong>{job.title}</strong>
                      <br />
                      {job.summary}
                      {job.revoked ? (
                        <span className={styles.removed}> · Removed by our moderators</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
