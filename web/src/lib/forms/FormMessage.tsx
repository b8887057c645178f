import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from '../ui/Alert';
import styles from './FormMessage.module.css';

interface FormMessageProps {
  tone: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
}

/** Changes whenever a different message shows; null while nothing shows. */
function messageKey(title: ReactNode, children: ReactNode): string | null {
  if (!title && !children) return null;
  const words = (part: ReactNode) => (typeof part === 'string' ? part : part ? '…' : '');
  return `${words(title)}|${words(children)}`;
}

/**
 * The message a form shows after a submit: its success, or a failure that no field explains. Each
 * time a message appears, focus moves to it (tabIndex -1), so keyboard users are not left on a
 * button or dropped to the page, and screen readers read it there and then. A message
 * that goes away while focused (a success shown for 3 s) hands focus back to the form's button.
 */
export function FormMessage({ tone, title, children }: FormMessageProps) {
  const box = useRef<HTMLDivElement>(null);
  const key = messageKey(title, children);
  useEffect(() => {
    const element = box.current;
    if (key === null || !element) return;
    element.focus();
    return () => {
      if (!element.isConnected || !element.contains(document.activeElement)) return;
      element.closest('form')?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    };
  }, [key]);
  return (
    <div ref={box} tabIndex={-1} className={styles.message}>
      <Alert tone={tone} title={title}>
        {children}
      </Alert>
    </div>
  );
}
