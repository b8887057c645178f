import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  Router,
  type To,
} from 'react-router-dom';
import { createNavigationGuards, NavigationGuardsProvider } from '../lib/navigation-blocker';

const NavigationPending = createContext(false);
const NavigationsStarted = createContext(0);

/**
 * react-router's BrowserRouter, with each address change rendered as a transition of our own: a page
 * whose code is still loading keeps the current one on screen, and `useNavigationPending` says so
 * (the progress bar). Same history set-up as BrowserRouter (v5Compat: one listener, every change).
 */
export function HistoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [guards] = useState(createNavigationGuards);
  const [navigator] = useState(() => guardedNavigator(history, guards.hold));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [started, setStarted] = useState(0);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => {
    // The browser's Back or Forward has already moved when we hear of it: a held one is undone
    // (and that undoing is not a navigation of its own), and made again if the person leaves.
    let undoing = false;
    let leaving = false;
    const leave = (delta: number) => {
      leaving = true;
      history.go(delta);
    };
    return history.listen(({ action, location, delta }) => {
      if (undoing) {
        undoing = false;
        return;
      }
      if (action === 'POP' && delta && !leaving && guards.hold(() => leave(delta))) {
        undoing = true;
        history.go(-delta);
        return;
      }
      if (action === 'POP') leaving = false;
      // Counted at once, outside the transition: see useNavigationsStarted.
      setStarted((count) => count + 1);
      startTransition(() => setState({ action, location }));
    });
  }, [history, guards]);
  return (
    <NavigationGuardsProvider value={guards}>
      <NavigationsStarted.Provider value={started}>
        <NavigationPending.Provider value={pending}>
          <Router location={state.location} navigationType={state.action} navigator={navigator}>
            {children}
          </Router>
        </NavigationPending.Provider>
      </NavigationsStarted.Provider>
    </NavigationGuardsProvider>
  );
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The history as the router drives it, with a page's guard asked first (lib/navigation-blocker.tsx):
 * a link or navigate() to another page waits for the person's answer. A change of the search or hash
 * on the same page is not leaving it.
 */
function guardedNavigator(history: BrowserHistory, hold: (retry: () => void) => boolean): Navigator {
  const leaves = (to: To) => {
    const next = typeof to === 'string' ? history.encodeLocation(to).pathname : to.pathname;
    return next !== undefined && next !== history.location.pathname;
  };
  return {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    // A step through the history is a POP, held where the history router hears of it.
    go: (delta) => history.go(delta),
    push(to, state) {
      const go = () => history.push(to, state);
      if (!(leaves(to) && hold(go))) go();
    },
    replace(to, state) {
      const go = () => history.replace(to, state);
      if (!(leaves(to) && hold(go))) go();
    },
  };
}

/** True while the next page is on its way (its code loading). */
export const useNavigationPending = (): boolean => useContext(NavigationPending);

/**
 * How many navigations have started (0 before the first). A menu closes when it changes: on the
 * click that navigates, even to the page already shown. Not on the location's key, which changes
 * only once the next page's code is in, and would close a menu opened while it was loading.
 */
export const useNavigationsStarted = (): number => useContext(NavigationsStarted);
