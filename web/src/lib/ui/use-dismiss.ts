import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup (menu, dropdown, mobile drawer) the ways people expect: Escape, a click or tap
 * outside, or keyboard focus moving elsewhere. Escape returns focus to `returnFocusTo`, so keyboard
 * users land where they started.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (container.current?.contains(target) ?? false);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      returnFocusTo?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) close();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close, container, returnFocusTo]);
}

/**
 * Up/Down/Home/End move focus between the links and buttons inside `container` while focus is in it
 * (an optional nicety on top of Tab). Returns a cleanup function.
 */
export function arrowKeyNavigation(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'));
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[(index + 1) % items.length];
    else if (event.key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  container.addEventListener('keydown', onKeyDown);
  return () => container.removeEventListener('keydown', onKeyDown);
}
