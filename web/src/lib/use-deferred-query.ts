import { useDeferredValue } from 'react';

/**
 * A query's result for a page that renders a list from it, rendered in the background.
 *
 * React Query hands React each new result as a blocking update (it reads its cache through
 * useSyncExternalStore), so the render that turns "loading" into fifty cards, and the one after each
 * refetch, would be one long task: on a slow phone the page stops answering for a few hundred
 * milliseconds (Total Blocking Time). Deferred, React first renders the page with the result
 * it already shows (cheap), then renders the new one in slices it can interrupt for a tap or a key.
 * The result object changes whenever anything in it does, so status and data stay consistent.
 */
export function useDeferredQuery<T>(result: T): T {
  return useDeferredValue(result);
}
