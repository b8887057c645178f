import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, type IconProps, Stroked } from '../../../lib/ui/icons';
import styles from './ShareJobLink.module.css';

/** How long "Link copied" stays next to the button. */
export const COPIED_MS = 4000;

/**
 * Share: copies the job's address, and says so where the person is looking (and to
 * screen readers). Where the browser will not copy (no clipboard permission, an old browser), the link
 * appears selected in a box, ready to copy by hand.
 */
export function ShareJobLink({ url, title }: { url: string; title: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (state === 'copied') {
      const timer = setTimeout(() => setState('idle'), COPIED_MS);
      return () => clearTimeout(timer);
    }
    if (state === 'manual') fieldRef.current?.select();
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
        {state === 'copied' ? <CheckIcon /> : <LinkIcon />}
        {state === 'copied' ? 'Link copied' : 'Copy link'}
        <span className="visually-hidden"> to {title}</span>
      </button>
      {/* The button says it; this tells screen readers too. */}
      <p className="visually-hidden" role="status">
        {state === 'copied' ? 'The link to this job is copied. Paste it in a message to share it.' : ''}
      </p>
      {state === 'manual' ? (
        <div className={styles.manual}>
          <label htmlFor={fieldId}>Copy this link to share the job:</label>
          <input
            ref={fieldRef}
            id={fieldId}
            className={styles.field}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Share: a link's chain (here, not in ./icons: that module loads with the job list, this only with a job's page). */
function LinkIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
    </Stroked>
  );
}
