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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape is the keyboard way out (native cancel event).
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
