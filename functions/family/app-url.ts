import { runtimeEnv } from '../../shared/runtime-env';

/** The app's address, for links in e-mails (no trailing slash). */
export const appUrl = () => (process.env[runtimeEnv.appUrl] ?? '').replace(/\/+$/, '');
