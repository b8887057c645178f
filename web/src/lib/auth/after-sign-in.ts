import { ROLES } from '@shared/auth/pool-definition';
import type { SessionUser } from './tokens';

/** localStorage key of the job a visitor tried to apply to before signing in (spec/1 §3, §6). */
export const PENDING_JOB_STORAGE_KEY = 'pendingJobApplication';

/**
 * A `redirect` value as a path on this site, or null. Only same-origin paths are followed: an
 * absolute or protocol-relative address (`//evil.example`) would turn sign-in into an open redirect.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function takePendingJob(): string | null {
  try {
    const jobId = localStorage.getItem(PENDING_JOB_STORAGE_KEY);
    localStorage.removeItem(PENDING_JOB_STORAGE_KEY);
    return jobId?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * Where a person goes after signing in (spec/1 §4): a same-site `redirect` (from the employer guard or
 * a signed-in-only page) wins; otherwise a student goes to /jobs, or back to the job they wanted to
 * apply to (the pending id is used once, then cleared); an employer goes to the dashboard.
 */
export function destinationAfterSignIn(user: SessionUser, redirect?: string | null): string {
  const target = sameSitePath(redirect);
  if (target) return target;
  if (user.roleId === ROLES.employer) return '/employer/home';
  const jobId = takePendingJob();
  return jobId ? `/jobs?jobId=${encodeURIComponent(jobId)}` : '/jobs';
}

/**
 * The sign-in address a signed-out visitor is sent to from a signed-in-only page, with a way back.
 */
export function signInPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/auth/signin?redirect=${encodeURIComponent(back)}`;
}

/**
 * /auth/login-redirect (spec/1 §2): a blank page that forwards to a login address stored before a
 * sign-out (for example by a page that signs people out of another product first), else /auth/signin.
 */
export const POST_LOGOUT_LOGIN_STORAGE_KEY = 'postLogoutLoginUrl';

export function takePostLogoutLoginPath(): string {
  try {
    const stored = localStorage.getItem(POST_LOGOUT_LOGIN_STORAGE_KEY);
    localStorage.removeItem(POST_LOGOUT_LOGIN_STORAGE_KEY);
    return sameSitePath(stored) ?? '/auth/signin';
  } catch {
    return '/auth/signin';
  }
}
