import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the pre-rendered HTML is hydrated (and in the pre-render itself), true from then on;
 * true at once for a page React renders from scratch. What the build could not know (who is signed in,
 * the address's #hash) is shown once this turns true, so hydration sees exactly the pre-rendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
