import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change (not on query-only changes such as filters): scroll to the top, or to the
 * element a #hash names, and move focus to <main> so keyboard and screen-reader users start at the
 * new page's content instead of the link they left behind. The first render is left alone.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes by design, not only hash ones
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeHash(hash)) : null;
    if (target) {
      target.scrollIntoView();
    } else if (!firstRender.current) {
      window.scrollTo(0, 0);
    }
    if (!firstRender.current) {
      const focusTarget = target ?? document.getElementById('main');
      if (focusTarget && !focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
      focusTarget?.focus({ preventScroll: true });
    }
    firstRender.current = false;
  }, [pathname, hash]);

  return null;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
