import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * Holding a navigation until the person answers, for a page with unsaved work: react-router's
 * `useBlocker`, for our declarative router. `useBlocker` works only under a data router, which the
 * app does not use (app/router.tsx: its runtime would weigh on every first screen), so the app's
 * history router (app/history-router.tsx) asks the registered pages here before it follows a link,
 * a `navigate()` or the browser's Back and Forward buttons. The blocker reads as `useBlocker`'s:
 * `state`, `proceed()` and `reset()`.
 */

export type BlockerState = 'unblocked' | 'blocked' | 'proceeding';

export interface Blocker {
  state: BlockerState;
  /** Goes where the person was going. */
  proceed: () => void;
  /** Stays here. */
  reset: () => void;
}

interface Guard {
  /** Read when a navigation starts: whether this page holds it. */
  holds: () => boolean;
  /** The navigation was held; `retry` makes it as it was asked for. */
  held: (retry: () => void) => void;
}

export interface NavigationGuards {
  add: (guard: Guard) => () => void;
}

/** Without the app's router (a test's MemoryRouter, the pre-render) nothing is held. */
const NavigationGuardsContext = createContext<NavigationGuards>({ add: () => () => undefined });

export const NavigationGuardsProvider = NavigationGuardsContext.Provider;

/**
 * The guards the router asks: `hold(retry)` is true when a page held the navigation (the router then
 * does not make it); `retry` makes it, unasked, if the person chooses to leave.
 */
export function createNavigationGuards(): NavigationGuards & { hold: (retry: () => void) => boolean } {
  const guards = new Set<Guard>();
  return {
    add(guard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
    hold(retry) {
      for (const guard of guards) {
        if (!guard.holds()) continue;
        guard.held(retry);
        return true;
      }
      return false;
    },
  };
}

/**
 * Holds every navigation away from the page while `when` says so: a value as of the last render, or a
 * function asked as the navigation starts (as `useBlocker`'s `shouldBlock`).
 */
export function useNavigationBlocker(when: boolean | (() => boolean)): Blocker {
  const guards = useContext(NavigationGuardsContext);
  const [held, setHeld] = useState<{ retry: () => void } | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const shouldBlock = useRef(when);
  shouldBlock.current = when;
  // Once the person chose to leave, what follows on the way out is not asked about again.
  const leaving = useRef(false);
  useEffect(
    () =>
      guards.add({
        holds: () => {
          const block = shouldBlock.current;
          return !leaving.current && (typeof block === 'function' ? block() : block);
        },
        held: (retry) => setHeld({ retry }),
      }),
    [guards],
  );
  return {
    state: proceeding ? 'proceeding' : held ? 'blocked' : 'unblocked',
    proceed: () => {
      if (!held) return;
      leaving.current = true;
      setHeld(null);
      setProceeding(true);
      held.retry();
    },
    reset: () => setHeld(null),
  };
}
