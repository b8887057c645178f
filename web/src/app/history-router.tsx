import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';

const NavigationPending = createContext(false);
const NavigationsStarted = createContext(0);

/**
 * react-router's BrowserRouter, with each address change rendered as a transition of our own: a page
 * whose code is still loading keeps the current one on screen, and `useNavigationPending` says so
 * (the progress bar). Same history set-up as BrowserRouter (v5Compat: one listener, every change).
 */
export function HistoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [started, setStarted] = useState(0);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // Counted at once, outside the transition: see useNavigationsStarted.
        setStarted((count) => count + 1);
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationsStarted.Provider value={started}>
      <NavigationPending.Provider value={pending}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </NavigationPending.Provider>
    </NavigationsStarted.Provider>
  );
}

/** True while the next page is on its way (its code loading). */
export const useNavigationPending = (): boolean => useContext(NavigationPending);

/**
 * How many navigations have started (0 before the first). A menu closes when it changes: on the
 * click that navigates, even to the page already shown. Not on the location's key, which changes
 * only once the next page's code is in, and would close a menu opened while it was loading.
 */
export const useNavigationsStarted = (): number => useContext(NavigationsStarted);
