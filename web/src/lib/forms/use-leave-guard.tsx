import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigationBlocker } from '../navigation-blocker';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface LeaveGuardText {
  /** The question, naming what is lost ("Leave without posting?"). */
  title: string;
  /** What happens to the work if the person leaves. */
  description: string;
  leaveLabel: string;
  stayLabel: string;
}

export interface LeaveGuard {
  /** The question, to render: it shows when a way out was held. */
  dialog: ReactNode;
  /** Asks before `leave` runs (a dialog's Cancel or Escape with changes in it); at once when nothing is unsaved. */
  ask: (leave: () => void) => void;
  /** The work is saved: until there is unsaved work again, it is left without asking (the redirect after a save). */
  release: () => void;
}

/**
 * Asks before leaving unsaved work: the browser's own prompt for a reload, a closed tab or another
 * site (`beforeunload`: browsers show only their own words there), and our dialog for a way out
 * inside the app (a link, a redirect, the Back and Forward buttons: lib/navigation-blocker.tsx) and
 * for a form's own Cancel. The dialog's words say what happens to the work.
 */
export function useLeaveGuard(unsaved: boolean, text: LeaveGuardText): LeaveGuard {
  const released = useRef(false);
  const blocker = useNavigationBlocker(() => unsaved && !released.current);
  const [asked, setAsked] = useState<(() => void) | null>(null);
  // The control that had focus when the question came (a link, Cancel): it has it back on "stay".
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Nothing unsaved any more (the page saved, a dialog closed): the next changes are asked about again.
    if (!unsaved) {
      released.current = false;
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const open = blocker.state === 'blocked' || asked !== null;
  // Read as the question renders, before the dialog takes focus (its effect runs before ours).
  if (open && trigger.current === null && document.activeElement instanceof HTMLElement) {
    trigger.current = document.activeElement;
  }
  // After the dialog has given focus back (its cleanup runs first), forgotten for the next question.
  useEffect(() => {
    if (!open) trigger.current = null;
  }, [open]);

  const dialog = (
    <ConfirmDialog
      open={open}
      title={text.title}
      description={text.description}
      confirmLabel={text.leaveLabel}
      cancelLabel={text.stayLabel}
      danger
      returnFocusTo={trigger}
      onClose={() => {
        setAsked(null);
        blocker.reset();
      }}
      onConfirm={() => {
        const leave = asked;
        released.current = true;
        setAsked(null);
        trigger.current = null;
        if (leave) leave();
        else blocker.proceed();
      }}
    />
  );

  return {
    dialog,
    ask: (leave) => {
      if (unsaved && !released.current) setAsked(() => leave);
      else leave();
    },
    release: () => {
      released.current = true;
    },
  };
}
