// First: sets zod up for the CSP before any module parses with it.
import './lib/zod-csp';
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { markHydrating } from './app/first-render';
import { loadRouteCode, startPageReads } from './app/router';
import { rememberSessionHint, startSessionEarly } from './lib/auth/session';
import { readSessionHint } from './lib/auth/tokens';
import { getConfig, loadConfig, readEmbeddedConfig } from './lib/config';
import { startMonitoring } from './lib/monitoring/monitoring';
import { PageNotFoundError } from './lib/page-not-found';
import { rememberStaticHead } from './lib/static-head';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

rememberStaticHead();

/*
 * React listens at the root for every event type, the CSS animation events included, and walks the
 * component tree for each one. The loading placeholders (styles/skeleton.css) and the spinners animate
 * forever: on /jobs the six card placeholders hold 60 shimmers. Their start, and every 1.4 s an
 * iteration, each reached React as 60 events in one task while the page waited for its data. Traced at
 * 4× CPU, one such task took 100–180 ms on /jobs, and the 15 starts on /employer/home 13–45 ms (* Total Blocking Time). No component handles these events (`onAnimationStart`, `onAnimationIteration`,
 * `onAnimationEnd`), so they stop on window, in the capture phase, before they reach the root.
 */
for (const type of ['animationstart', 'animationiteration', 'animationend'] as const) {
  window.addEventListener(type, (event) => event.stopPropagation(), { capture: true });
}

/**
 * Hydrate when the HTML was pre-rendered for this very address and filled with the stage's settings:
 * then the first render equals the markup. Otherwise (the shell, /jobs?zipcode=…, an unfilled build)
 * React renders from scratch over what was painted.
 */
function canHydrate(): boolean {
  const { prerendered } = container?.dataset ?? {};
  return (
    prerendered === window.location.pathname.replace(/(.)\/+$/, '$1') &&
    window.location.search === '' &&
    readEmbeddedConfig() !== null
  );
}

let root: Root | undefined;
const renderRoot = (onCaughtError?: (error: unknown, info: { componentStack?: string }) => void): Root => {
  root ??= createRoot(container as HTMLElement, onCaughtError ? { onCaughtError } : {});
  return root;
};

/**
 * Resolves after the browser has painted a frame. The pre-rendered HTML (or the shell) is then on
 * screen before the app does its heavy work (loading the page's code, hydrating): on a slow phone
 * the first paint does not wait for the scripts to run.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Whether someone may be signed in here (the session's hint cookie), read once and without blocking
 * (lib/auth/tokens.ts). What depends on it waits for it: the first refresh, the page's first read,
 * and the first render (the session's first state).
 */
const sessionHint = readSessionHint().then(rememberSessionHint);

/** The page's first API read (router.tsx), started once: as early as the settings allow. */
let readsStarted = false;
function startReadsOnce(): void {
  if (readsStarted) return;
  readsStarted = true;
  void sessionHint.then(() => startPageReads(window.location.pathname));
}

async function start(): Promise<void> {
  // A returning person's ID token (it lives in memory, so every load asks for it) is
  // requested before anything else, when the settings are in the page: signed-in pages wait on it.
  // The page's first read follows it (a public one at once).
  if (!root && readEmbeddedConfig()) {
    // startSessionEarly's own promise is the session's to handle: returning it here would make a
    // refused refresh (an ended session) an unhandled rejection of this chain.
    void Promise.all([loadConfig(), sessionHint]).then(
      () => {
        startSessionEarly();
        startReadsOnce();
      },
      () => undefined,
    );
  }
  // The page's code is asked for before the first frame too: a request costs the frame nothing, and
  // it travels while the pre-rendered page paints. What runs it waits for the paint below.
  // A page whose code fails to load is left to its error screen (app/RouteErrorBoundary.tsx).
  const code = loadRouteCode(window.location.pathname).then(
    () => true,
    () => false,
  );
  await afterFirstPaint();
  // All at once: the settings are usually in the HTML already, so the page's code is the one wait.
  const [configError, codeLoaded] = await Promise.all([
    loadConfig().then(
      () => {
        // Only the first start: a retry after a settings error has nothing to gain from it.
        if (!root) startReadsOnce();
        return null;
      },
      (error: unknown) => error ?? new Error('The site settings could not be loaded'),
    ),
    code,
    sessionHint,
  ]);
  if (configError) {
    console.error(configError);
    renderRoot().render(<ConfigErrorScreen error={configError} onRetry={start} />);
    return;
  }
  // A page that found nothing at its address shows the 404 page (app/RouteErrorBoundary.tsx): that is
  // an answer, not an error to log.
  const onCaughtError = (error: unknown, info: { componentStack?: string }) => {
    if (!(error instanceof PageNotFoundError)) console.error(error, info.componentStack);
  };
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!root && codeLoaded && canHydrate()) {
    markHydrating();
    // In a transition, as below: hydration then yields every few milliseconds too, rather than holding
    // the main thread for the whole page (as Next.js and Remix hydrate).
    startTransition(() => {
      root = hydrateRoot(container as HTMLElement, app, { onCaughtError });
    });
  } else {
    // A transition, so React renders in slices of a few milliseconds and yields in between: a fresh
    // render of a whole page is one long task otherwise, which a slow phone feels as a page that does
    // not answer (Total Blocking Time). What was painted stays until the page is ready.
    startTransition(() => renderRoot(onCaughtError).render(app));
  }
  // Browser monitoring loads its client once the page has loaded and the browser is idle.
  void startMonitoring(getConfig().rum);
}

/*
 * Started in a task of its own rather than at the end of the modules' evaluation. The browser runs the
 * evaluation of every module on the page (React, the router, the app) as one task, and the start's
 * first steps (matching the address, asking for the page's code) made that task longer still: on a
 * phone-class CPU one task of well over 50 ms, all of it Total Blocking Time past 50 ms.
 * Two shorter tasks block for less, and the browser may paint or answer a tap in between.
 */
setTimeout(() => void start(), 0);
