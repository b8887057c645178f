/**
 * Names in the served HTML that both its writer (fillAppHtml in app-html.ts) and the browser use. A
 * module of its own so the browser's first screen imports them without app-html's settings check
 * (and zod) behind it.
 */

/** The id of the `<script type="application/json">` block holding the stage's AppConfig. */
export const CONFIG_BLOCK_ID = 'app-config';

/**
 * Marks the pre-rendered "Continue with Google" (GoogleButton). The build renders pages as on a stage
 * with Google sign-in; on a stage without it, fillAppHtml has the app render such a page afresh
 * instead of hydrating it, since the app shows no such button there.
 */
export const GOOGLE_SIGN_IN_MARK = 'data-google-sign-in';
