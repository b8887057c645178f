import { GOOGLE_SIGN_IN_MARK } from '@shared/web-serving/html-names';
import { useEffect, useState } from 'react';
import { type AccountType, googleAuthorizeUrl } from '../../../lib/auth/google';
import { useConfig } from '../../../lib/config';
import { Alert } from './Alert';
import styles from './GoogleButton.module.css';
import { GoogleGIcon } from './icons';

/**
 * "Continue with Google": starts the hosted-UI authorization-code flow with PKCE. The account type
 * (the active tab) travels in sessionStorage and decides the completion screen on return. Hidden
 * when the stage has no Google connection configured.
 */
export function GoogleButton({ accountType }: { accountType: AccountType }) {
  const config = useConfig();
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');
  // Coming back with the browser's Back button restores this page from the back/forward cache as it
  // was left, mid-redirect; make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  if (!config.googleProviderName) return null;

  async function start() {
    setState('redirecting');
    try {
      window.location.assign(await googleAuthorizeUrl(config, accountType));
    } catch (error) {
      // Web Crypto or storage unavailable (very old browser, blocked storage).
      console.error('Google sign-in could not start', error);
      setState('failed');
    }
  }

  return (
    <div {...{ [GOOGLE_SIGN_IN_MARK]: '' }}>
      <button
        type="button"
        className={`btn ${styles.google}`}
        onClick={start}
        disabled={state === 'redirecting'}
        aria-busy={state === 'redirecting'}
      >
        {state === 'redirecting' ? <span className="spinner" aria-hidden="true" /> : <GoogleGIcon />}
        Continue with Google
      </button>
      <div className={styles.error}>
        <Alert tone="error">
          {state === 'failed'
            ? 'Google sign-in could not start in this browser. Please use your email and password instead.'
            : null}
        </Alert>
      </div>
    </div>
  );
}
