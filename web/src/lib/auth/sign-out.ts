/**
 * What sign-out removes besides the tokens (docs/spec/1-students-and-accounts.md §4): a token kept by an earlier version of the app
 * under `authToken`, and the monitoring service's cookies, which tie page views to one person.
 */
const LEGACY_TOKEN_KEY = 'authToken';
/** CloudWatch RUM's session and user cookies. */
const DIAGNOSTICS_COOKIES = ['cwr_s', 'cwr_u'];

export function clearBrowserTraces(): void {
  try {
    localStorage.removeItem(LEGACY_TOKEN_KEY);
    sessionStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage may be blocked; there is then nothing stored to remove.
  }
  for (const name of DIAGNOSTICS_COOKIES) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}
