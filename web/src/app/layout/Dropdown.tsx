import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { arrowKeyNavigation, useDismiss } from '../../lib/ui/use-dismiss';
import styles from './Dropdown.module.css';

interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not text (e.g. an avatar). */
  ariaLabel?: string;
  buttonClassName?: string;
  /** Panel content; call `close` after an action that keeps the page (e.g. sign out). */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure dropdown for navigation: a button with aria-expanded that shows a panel of links right
 * after it in the tab order. Escape, a click outside or focus leaving closes it; arrow keys move
 * between the panel's items. (Navigation links are a disclosure, not an ARIA menu, per the WAI
 * pattern for site navigation.)
 */
export function Dropdown({ label, ariaLabel, buttonClassName, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  useEffect(() => {
    if (open && panel.current) return arrowKeyNavigation(panel.current);
  }, [open]);

  // Following one of the panel's links closes it (even a link to the page already shown).
  const { key } = useLocation();
  useEffect(() => {
    if (key) setOpen(false);
  }, [key]);

  const focusFirstItem = () => {
    requestAnimationFrame(() => {
      container.current
        ?.querySelector<HTMLElement>(`[id="${panelId}"] a[href], [id="${panelId}"] button`)
        ?.focus();
    });
  };

  return (
    <div className={styles.dropdown} ref={container}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
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
