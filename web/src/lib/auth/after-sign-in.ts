import { ROLES } from '@shared/auth/pool-definition';
import { webPath, webPaths } from '@shared/web-paths';
import { nearHomeQuery } from '../job-search-params';
import type { SessionUser } from './tokens';

/** localStorage key of the job a visitor tried to apply to before signing in (docs/spec/1-students-and-accounts.md §3, §6). */
export const PENDING_JOB_STORAGE_KEY = 'pendingJobApplication';
/**
 * localStorage key of where that visitor was (their search on /jobs, or the job's page), so signing in
 * (or registering, verifying and then signing in) brings them back there.
 */
export const PENDING_JOB_RETURN_STORAGE_KEY = 'pendingJobReturn';

/** The address parameters that bring a job into view with its Apply panel open (features/jobs/lib/jobs-url.ts). */
const JOB_ID_PARAM = 'jobId';
const APPLY_PARAM = 'apply';

/** Longer than any path of ours: anything this long is not one. */
const MAX_REDIRECT_LENGTH = 2048;
/** Layers of percent-encoding looked through; more than this is not a path anyone typed. */
const MAX_DECODE_LAYERS = 4;

/** Backslashes (browsers read `\` as `/`) and control characters (the URL parser drops tabs and newlines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** A path that leaves the site: `//host` and `/\host` are protocol-relative addresses to a browser. */
const leavesSite = (path: string) =>
  !path.startsWith(webPaths.home) || path.startsWith('//') || path.startsWith('/\\');

/** Every layer of percent-encoding removed, or null when it does not decode. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let layer = 0; layer < MAX_DECODE_LAYERS; layer += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * THE check for where sign-in may send someone (the `redirect` parameter and the stored login
 * address): a path on this site, or null. Refused: absolute and protocol-relative addresses
 * (`https://…`, `//evil`, `/\evil`), paths that become one once resolved (`/.//evil.example`,
 * `/..//evil`), and every encoded form of them (`/%2F%2Fevil`, `%5C`, double encoding), so sign-in
 * can never be an open redirect.
 */
export function sameSitePath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  const decoded = fullyDecoded(value);
  if (decoded === null || UNSAFE_CHARACTERS.test(decoded) || leavesSite(decoded)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Resolving dot segments can make `//host` out of a harmless-looking path (`/.//evil.example`), in
  // the value as given and in its decoded form: check what each resolves to.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesSite(path) || resolvedLeavesSite(decoded, origin)) return null;
  return path;
}

function resolvedLeavesSite(path: string, origin: string): boolean {
  try {
    const url = new URL(path, origin);
    return url.origin !== origin || leavesSite(url.pathname);
  } catch {
    return true;
  }
}

/**
 * A visitor pressed Apply: remember the job, and where they were (a same-site path, without the
 * parameters that only bring a job back), for after sign-in.
 */
export function rememberPendingJob(jobId: string, location: { pathname: string; search: string }): void {
  const params = new URLSearchParams(location.search);
  params.delete(JOB_ID_PARAM);
  params.delete(APPLY_PARAM);
  const search = params.toString();
  try {
    localStorage.setItem(PENDING_JOB_STORAGE_KEY, jobId);
    localStorage.setItem(PENDING_JOB_RETURN_STORAGE_KEY, `${location.pathname}${search ? `?${search}` : ''}`);
  } catch {
    // Storage can be off (privacy modes): sign-in then simply lands on /jobs.
  }
}

function takePendingJob(): { jobId: string; returnTo: string | null } | null {
  try {
    const jobId = localStorage.getItem(PENDING_JOB_STORAGE_KEY)?.trim();
    const returnTo = localStorage.getItem(PENDING_JOB_RETURN_STORAGE_KEY);
    localStorage.removeItem(PENDING_JOB_STORAGE_KEY);
    localStorage.removeItem(PENDING_JOB_RETURN_STORAGE_KEY);
    return jobId ? { jobId, returnTo } : null;
  } catch {
    return null;
  }
}

/**
 * Back where the visitor pressed Apply, with that job's Apply panel open: the same search on /jobs
 * (words, place, radius, filters) with `jobId` and `apply`, or the job's own page with `apply`. A
 * stored place that is neither (or not ours) is replaced by the job in the plain list.
 */
function backToPendingJob({ jobId, returnTo }: { jobId: string; returnTo: string | null }): string {
  const jobPage = webPath('job', { id: jobId });
  const stored = sameSitePath(returnTo);
  const back = stored ? new URL(stored, 'http://same.site') : null;
  const pathname = back?.pathname === jobPage ? jobPage : webPaths.jobs;
  const params = new URLSearchParams(back?.pathname === webPaths.jobs ? back.search : '');
  if (pathname === webPaths.jobs) params.set(JOB_ID_PARAM, jobId);
  params.set(APPLY_PARAM, '1');
  return `${pathname}?${params}`;
}

/**
 * Where a person goes after signing in (docs/spec/1-students-and-accounts.md §4): a same-site `redirect` (from the employer guard or
 * a signed-in-only page) wins; otherwise a student goes back to the job they wanted to apply to, where
 * they were, with its Apply panel open (the pending job is used once, then cleared), or else to the
 * jobs near their own ZIP code (a teen's with "Jobs I can do" on); an employer goes to the dashboard,
 * a guardian to /family.
 */
export function destinationAfterSignIn(user: SessionUser, redirect?: string | null): string {
  const target = sameSitePath(redirect);
  if (target) return target;
  if (user.roleId === ROLES.employer) return webPaths.employerHome;
  // A moderator's staff account (no role) goes to the desk.
  if (user.roleId === null) return webPaths.moderation;
  // A parent or guardian goes to their family page.
  if (user.roleId === ROLES.guardian) return webPaths.family;
  const pending = takePendingJob();
  return pending ? backToPendingJob(pending) : `${webPaths.jobs}${nearHomeQuery}`;
}

/**
 * The sign-in address a signed-out visitor is sent to from a signed-in-only page, with a way back.
 */
export function signInPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `${webPaths.signIn}?redirect=${encodeURIComponent(back)}`;
}

/**
 * /auth/login-redirect (docs/spec/1-students-and-accounts.md §2): a blank page that forwards to a login address stored before a
 * sign-out (for example by a page that signs people out of another product first), else /auth/signin.
 */
export const POST_LOGOUT_LOGIN_STORAGE_KEY = 'postLogoutLoginUrl';

export function takePostLogoutLoginPath(): string {
  try {
    const stored = localStorage.getItem(POST_LOGOUT_LOGIN_STORAGE_KEY);
    localStorage.removeItem(POST_LOGOUT_LOGIN_STORAGE_KEY);
    return sameSitePath(stored) ?? webPaths.signIn;
  } catch {
    return webPaths.signIn;
  }
}
