import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { IconProps } from '../../../lib/ui/icons';
import { useDismiss } from '../../../lib/ui/use-dismiss';
import styles from './ActionMenu.module.css';
import { MoreIcon } from './icons';

export interface MenuAction {
  label: string;
  Icon?: ComponentType<IconProps>;
  onSelect: () => void;
  danger?: boolean;
  /** Makes the item a choice (menuitemradio) that is or is not the current one. */
  checked?: boolean;
}

interface ActionMenuProps {
  /** Accessible name of the button, e.g. "Actions for Dog walking". */
  label: string;
  actions: MenuAction[];
  buttonRef?: Ref<HTMLButtonElement>;
  /** Visible content of the button; by default a "more" icon with `label` for screen readers. */
  buttonContent?: ReactNode;
  buttonClassName?: string;
  disabled?: boolean;
}

/** A command, or a choice that is or is not the current one. */
const itemRole = (action: MenuAction) =>
  action.checked === undefined
    ? { role: 'menuitem' as const }
    : { role: 'menuitemradio' as const, 'aria-checked': action.checked };

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or Down opens it on the first item, Up on the
 * last; arrows, Home and End move; Escape or Tab closes it and focus returns to the button.
 */
export function ActionMenu({
  label,
  actions,
  buttonRef,
  buttonContent,
  buttonClassName = `btn btn-ghost ${styles.button}`,
  disabled,
}: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const setButton = (element: HTMLButtonElement | null) => {
    button.current = element;
    if (typeof buttonRef === 'function') buttonRef(element);
    else if (buttonRef) (buttonRef as { current: HTMLButtonElement | null }).current = element;
  };

  return (
    <div className={styles.wrap} ref={container}>
      <button
        ref={setButton}
        type="button"
        className={buttonClassName}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {buttonContent ?? (
          <>
            <MoreIcon />
            <span className="visually-hidden">{label}</span>
          </>
        )}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKey}
          tabIndex={-1}
        >
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              {...itemRole(action)}
              tabIndex={index === active ? 0 : -1}
              className={action.danger ? `${styles.item} ${styles.danger}` : styles.item}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {action.Icon ? <action.Icon /> : null}
              {action.checked === undefined ? null : (
                <span className={styles.check} aria-hidden="true">
                  {action.checked ? '✓' : ''}
                </span>
              )}
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
