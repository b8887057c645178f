/**
 * The id of the `<script type="application/json">` block holding the stage's AppConfig: written by
 * fillAppHtml (app-html.ts), read by the browser (web/src/lib/config.ts). A module of its own so the
 * browser's first screen imports the name without app-html's schema check (and zod) behind it.
 */
export const CONFIG_BLOCK_ID = 'app-config';
