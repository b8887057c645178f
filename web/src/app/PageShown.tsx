import { useLayoutEffect } from 'react';
import { releaseStaticHead } from '../lib/static-head';
import { takeHydrating } from './first-render';
import { replayEarlyInput } from './replay-early-input';

/** Only the first page shown can be a hydrated one; after that React renders every control itself. */
let firstPage = true;

/**
 * Rendered after the page (or its error screen) inside the page area, so its layout effect runs in
 * the commit that shows the page. React hydrates the page in a commit of its own, after the frame's
 * (a Suspense boundary's content hydrates separately), so the frame's commit is too early.
 *
 * Then `<html data-app-ready>`: the page answers clicks (a pre-rendered page looks ready before its
 * script runs, so tests and tools wait for this instead); the HTML's own head elements give way to the
 * page's; and what the visitor typed into the pre-rendered page meanwhile reaches the app (in the
 * commit, before any re-render could put a field's rendered value back).
 */
export function PageShown() {
  useLayoutEffect(() => {
    if (!firstPage) return;
    firstPage = false;
    releaseStaticHead(window.location.pathname);
    // A page rendered afresh shows only what the app rendered: nothing to replay.
    if (takeHydrating()) replayEarlyInput(document);
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
