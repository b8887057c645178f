import { useCallback, useEffect, useState } from 'react';

/** How long a posted or saved card stays highlighted (docs/spec/2-employers-and-info-pages.md §9). */
export const HIGHLIGHT_MS = 5000;

interface Highlight {
  id: string;
  /** Move keyboard focus to the card too (after posting); an edit leaves focus where the dialog put it. */
  focus: boolean;
  /** A new request for the same card starts the 5 s again. */
  token: number;
}

/**
 * One card highlighted at a time: scrolled into view once it is on screen, then un-highlighted after
 * 5 s, when `onEnd` runs (e.g. to take `highlight=` out of the address).
 */
export function useHighlight(onEnd: () => void) {
  const [current, setCurrent] = useState<Highlight | null>(null);

  const highlight = useCallback((id: string, focus = false) => {
    setCurrent((previous) => ({ id, focus, token: (previous?.token ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!current) return;
    const card = document.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(current.id)}"]`);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    if (current.focus) card?.focus({ preventScroll: true });
    const timer = setTimeout(() => {
      setCurrent(null);
      onEnd();
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [current, onEnd]);

  return { highlightedId: current?.id ?? null, highlight };
}
