import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change (not on query-only changes such as filters): scroll to the top, or to the
 * element a #hash names, and move focus to <main> so keyboard and screen-reader users start at the
 * new page's content instead of the link they left behind. On first load only a #hash is honoured.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // Compared with the last handled place rather than a "first render" flag, so React's development
  // double-run of effects does not count as a navigation.
  const handled = useRef<string | null>(null);

  useLayoutEffect(() => {
    const place = `${pathname}${hash}`;
    if (handled.current === place) return;
    const firstLoad = handled.current === null;
    handled.current = place;

    const target = hash ? document.getElementById(decodeHash(hash)) : null;
    if (firstLoad) {
      // The browser tried the #hash before the page existed; focus stays where the browser put it.
      target?.scrollIntoView();
      return;
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);

    const focusTarget = target ?? document.getElementById('main');
    if (focusTarget && !focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
    focusTarget?.focus({ preventScroll: true });
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
