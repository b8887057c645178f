import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface LeaveGuardText {
  title: string;
  description: string;
  leaveLabel: string;
  stayLabel: string;
}

/**
 * Asks before leaving a page with unsaved changes: the browser's own prompt for a reload, a closed
 * tab or another site (`beforeunload`), and a dialog of ours for a link inside the app, which is
 * caught before the router follows it. Returns the dialog to render. The app's router is not a data
 * router, so the browser's Back button is not held; what a page keeps (a draft) covers that.
 */
export function useLeaveGuard(unsaved: boolean, text: LeaveGuardText) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      trigger.current = link;
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before the router's own handler on the link.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={leavingTo !== null}
      title={text.title}
      description={text.description}
      confirmLabel={text.leaveLabel}
      cancelLabel={text.stayLabel}
      returnFocusTo={trigger}
      onClose={() => setLeavingTo(null)}
      onConfirm={() => {
        const to = leavingTo;
        setLeavingTo(null);
        if (to) navigate(to);
      }}
    />
  );
}
