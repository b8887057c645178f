/** The employer guard's words and timers (spec/2 §2, §9). */
export const SIGNED_OUT_MESSAGE = 'Please sign in to access employer features';
export const WRONG_ROLE_MESSAGE =
  'The employer area is only for employer accounts. Please sign in with an employer account to post jobs and review applications.';
/** A visitor who is signed out is sent to sign-in after 2 s; someone with another role after 5 s. */
export const SIGNED_OUT_REDIRECT_MS = 2000;
export const WRONG_ROLE_REDIRECT_MS = 5000;

/**
 * `/auth/signin?redirect={path}&message={text}`: the sign-in page shows the message and, once the
 * employer has signed in, returns to the page they asked for (lib/auth/after-sign-in.ts).
 */
export function employerSignInPath(location: { pathname: string; search: string; hash?: string }): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/auth/signin?redirect=${encodeURIComponent(back)}&message=${encodeURIComponent(SIGNED_OUT_MESSAGE)}`;
}
