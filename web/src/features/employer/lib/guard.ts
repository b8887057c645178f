import { webPaths } from '@shared/web-paths';
/** The employer guard's words and timers (docs/spec/2-employers-and-info-pages.md §2, §9). */
export const SIGNED_OUT_MESSAGE = 'Please sign in to access employer features';
export const WRONG_ROLE_MESSAGE =
  'The employer area is only for employer accounts. Please sign in with an employer account to post jobs and review applications.';
/** A visitor who is signed out is sent to sign-in after 2 s (docs/spec/2-employers-and-info-pages.md §9). */
export const SIGNED_OUT_REDIRECT_MS = 2000;

/**
 * Where "Sign in as an employer" takes someone signed in with another account: the sign-in page on
 * its employer tab (a redirect into the employer area opens it), back to the page asked for after.
 */
export function switchToEmployerPath(location: { pathname: string; search: string; hash?: string }): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `${webPaths.signIn}?redirect=${encodeURIComponent(back)}`;
}

/**
 * `/auth/signin?redirect={path}&message={text}`: the sign-in page shows the message and, once the
 * employer has signed in, returns to the page they asked for (lib/auth/after-sign-in.ts).
 */
export function employerSignInPath(location: { pathname: string; search: string; hash?: string }): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `${webPaths.signIn}?redirect=${encodeURIComponent(back)}&message=${encodeURIComponent(SIGNED_OUT_MESSAGE)}`;
}
