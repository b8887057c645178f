import { useState } from 'react';
import { ConfigLoadError } from '../lib/config';
import { RefreshIcon } from '../lib/ui/icons';
import styles from './ConfigErrorScreen.module.css';
import { LogoMark } from './layout/Logo';

interface ConfigErrorScreenProps {
  error: unknown;
  onRetry: () => Promise<void>;
}

/**
 * Full-page message when /config.json cannot be loaded or is invalid: without it the app cannot reach
 * the API, so nothing else can render. Rendered without the router.
 */
export function ConfigErrorScreen({ error, onRetry }: ConfigErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);
  const detail = error instanceof ConfigLoadError ? error.message : 'The site could not start.';

  return (
    <main className={styles.screen}>
      <title>Temporarily unavailable · Neighbourhood Jobs</title>
      <div className={styles.card}>
        <LogoMark className={styles.mark} />
        <h1 className={styles.title}>We can't open Neighbourhood Jobs right now</h1>
        <p className={styles.text}>{detail}</p>
        <p className={styles.text}>
          This is usually temporary. Please wait a moment and try again. Your saved details are safe.
        </p>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={retrying}
          onClick={async () => {
            setRetrying(true);
            await onRetry();
            setRetrying(false);
          }}
        >
          {retrying ? <span className="spinner" aria-hidden="true" /> : <RefreshIcon />}
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    </main>
  );
}
