import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';

const NavigationPending = createContext(false);

/**
 * react-router's BrowserRouter, with each address change rendered as a transition of our own: a page
 * whose code is still loading keeps the current one on screen, and `useNavigationPending` says so
 * (the progress bar). Same history set-up as BrowserRouter (v5Compat: one listener, every change).
 */
export function HistoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}

/** True while the next page is on its way (its code loading). */
export const useNavigationPending = (): boolean => useContext(NavigationPending);
