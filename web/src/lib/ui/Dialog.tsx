import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';
import { CloseIcon } from './icons';

interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop; the owner sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** The control that opened the dialog: focus goes back there when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Focused on open; otherwise the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. A modal
 * <dialog> already keeps focus out of the page, but would let it leave for the browser's own toolbar.
 */
function keepFocusInside(
  dialog: HTMLDialogElement,
  event: { shiftKey: boolean; preventDefault: () => void },
) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> element: `showModal()` makes the rest of the page inert (focus
 * stays inside, screen readers see only the dialog), Escape closes it, and focus returns to the control
 * that opened it. Content is mounted only while open, so every opening starts fresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  returnFocusTo,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      dialog.close();
      // After the page is interactive again; the opener may have re-rendered meanwhile.
      const target = returnFocusTo?.current;
      if (target?.isConnected) target.focus();
    };
  }, [open, initialFocus, returnFocusTo]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let React state close it, so state and element never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={`btn btn-ghost ${styles.close}`} onClick={onClose}>
              <CloseIcon />
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
