import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts a built page's own stylesheets into its HTML as `<style>` blocks (paint before
 * anything else arrives). On a phone's connection each stylesheet is one more round trip the first
 * paint waits for, after the HTML; inline, the HTML alone paints the page. The files are small (the
 * entry's CSS plus the page's CSS modules, a few KB gzip), and the CSP allows inline styles
 * (shared/web-serving/security-headers.ts). The files stay in assets/: a lazy page loaded later by
 * the app still links its own CSS.
 *
 * Each block is followed by a `<link>` to its file that the browser neither fetches (a type that is no
 * styling language: HTML says not to fetch it) nor applies (no media matches). It is there for Vite's
 * loader: before it links a lazy chunk's CSS it looks for a stylesheet `<link>` with that address, and
 * without one it linked every stylesheet of the page a second time as the page's code arrived. Each
 * new stylesheet makes the browser match every rule again and repaint: one task of 50–60 ms on a
 * phone-class CPU (Total Blocking Time). A `disabled` link would do for Vite, but Chromium
 * fetched those.
 */
export function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
    (_link, file: string) => {
      const css = readFileSync(path.join(outDir, file), 'utf8').trim();
      // The CSS is the build's own, but a `</style` inside it would end the block early.
      if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": cannot inline it`);
      return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" media="not all" type="text/x-inlined">`;
    },
  );
}
