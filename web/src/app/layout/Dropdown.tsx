import { type PointerEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { arrowKeyNavigation, useDismiss } from '../../lib/ui/use-dismiss';
import { useNavigationsStarted } from '../history-router';
import styles from './Dropdown.module.css';

interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not text (e.g. an avatar). */
  ariaLabel?: string;
  buttonClassName?: string;
  /** Panel content; call `close` after an action that keeps the page (e.g. sign out). */
  children: (close: () => void) => ReactNode;
  /**
   * Also opens while a mouse rests on it (the account menu, docs/spec/1-students-and-accounts.md §2). A click then keeps it open
   * until dismissed; touch and keyboard work exactly as without it.
   */
  openOnHover?: boolean;
}

/** Grace period for the pointer to cross the gap between the button and the panel. */
const HOVER_CLOSE_DELAY_MS = 250;

/**
 * A disclosure dropdown for navigation: a button with aria-expanded that shows a panel of links right
 * after it in the tab order. Escape, a click outside or focus leaving closes it; arrow keys move
 * between the panel's items. (Navigation links are a disclosure, not an ARIA menu, per the WAI
 * pattern for site navigation.)
 */
export function Dropdown({ label, ariaLabel, buttonClassName, children, openOnHover }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const openedByHover = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: PointerEvent<HTMLDivElement>) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hoverTimer.current);
          setOpen((wasOpen) => {
            if (!wasOpen) openedByHover.current = true;
            return true;
          });
        },
        onPointerLeave: (event: PointerEvent<HTMLDivElement>) => {
          if (event.pointerType !== 'mouse' || !openedByHover.current) return;
          hoverTimer.current = setTimeout(() => {
            openedByHover.current = false;
            setOpen(false);
          }, HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};
  useDismiss(open, close, container, button);
  useEffect(() => {
    if (open && panel.current) return arrowKeyNavigation(panel.current);
  }, [open]);

  // Following one of the panel's links closes it (even a link to the page already shown).
  const navigations = useNavigationsStarted();
  useEffect(() => {
    if (navigations) setOpen(false);
  }, [navigations]);

  const focusFirstItem = () => {
    requestAnimationFrame(() => {
      container.current
        ?.querySelector<HTMLElement>(`[id="${panelId}"] a[href], [id="${panelId}"] button`)
        ?.focus();
    });
  };

  return (
    <div className={styles.dropdown} ref={container} {...hoverProps}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          // A click on a menu the mouse just opened keeps it open rather than closing it under the pointer.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            focusFirstItem();
          }
        }}
      >
        {label}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} ref={panel}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
