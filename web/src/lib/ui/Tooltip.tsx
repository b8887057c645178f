import { type ReactNode, useId, useState } from 'react';
import styles from './Tooltip.module.css';

interface TooltipProps {
  /** The tip's text; also the trigger's description for screen readers. */
  text: string;
  /** Renders the trigger; spread the props on it so it is described by the tip. */
  children: (trigger: { 'aria-describedby': string }) => ReactNode;
  /** Which edge of the trigger the tip lines up with, so it stays on screen near a page edge. */
  align?: 'start' | 'end';
}

/**
 * A short tip shown while the trigger is hovered or focused (keyboard users get it too), hidden with
 * Escape without moving focus (WCAG 1.4.13). Use it on controls that stay focusable: a natively
 * disabled control can be neither focused nor described, so disable with aria-disabled instead.
 */
export function Tooltip({ text, children, align = 'start' }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for Escape from the trigger inside.
    <span
      className={styles.wrap}
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !dismissed) {
          setDismissed(true);
          event.stopPropagation();
        }
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children({ 'aria-describedby': id })}
      <span id={id} role="tooltip" className={`${styles.tip} ${styles[align]}`}>
        {text}
      </span>
    </span>
  );
}
