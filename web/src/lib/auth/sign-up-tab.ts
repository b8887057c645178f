import type { AccountType } from './google';

/**
 * The account type a visitor showed they want before they have an account: "Post a Job" stores
 * employer, and sign-in and sign-up open on that tab. Kept in localStorage, so it survives the trip
 * through a new tab or a verification e-mail. Storage can be blocked (private mode, strict settings):
 * then there is no hint and every screen starts on its default.
 */
const SIGNUP_TAB_KEY = 'signuptab';

export function rememberSignUpTab(type: AccountType): void {
  try {
    localStorage.setItem(SIGNUP_TAB_KEY, type);
  } catch {
    // No hint: the screens open on their default tab.
  }
}

/** The tab a visitor last chose by intent, if any (anything else stored there is ignored). */
export function storedSignUpTab(): AccountType | null {
  try {
    const stored = localStorage.getItem(SIGNUP_TAB_KEY);
    return stored === 'student' || stored === 'employer' ? stored : null;
  } catch {
    return null;
  }
}

/** Once an account exists or someone signed in, the hint has served its purpose. */
export function forgetSignUpTab(): void {
  try {
    localStorage.removeItem(SIGNUP_TAB_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
