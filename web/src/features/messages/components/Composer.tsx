import { type ContactUnlocks, warningBeforeSending } from '@shared/rules/contact-details';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from '@shared/rules/conversation';
import { conversationMessages } from '@shared/schemas/conversation';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import styles from './Composer.module.css';

interface ComposerProps {
  /** Whom the message goes to ("Dana"). */
  to: string;
  unlocked: ContactUnlocks;
  accepted: boolean;
  /** Sends the text; resolves to an error's words, or null once it is sent. */
  onSend: (text: string) => Promise<string | null>;
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line, and the Send button does the same.
 * The text stays until it is sent (a failed send keeps it), a counter shows near the limit, and a
 * warning says before sending what contact details will be hidden (the server's own rule,
 * shared/rules/contact-details.ts). Focus stays in the box throughout.
 */
export function Composer({ to, unlocked, accepted, onSend }: ComposerProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const warning = warningBeforeSending(text, unlocked, accepted);
  const left = MESSAGE_MAX_LENGTH - text.length;

  async function send() {
    if (sending) return;
    if (length === 0) {
      setError(conversationMessages.textRequired);
      return;
    }
    if (tooLong) {
      setError(conversationMessages.textTooLong);
      return;
    }
    setSending(true);
    setError(null);
    const failure = await onSend(text);
    setSending(false);
    if (failure) setError(failure);
    else setText('');
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that ends an input method's composition is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  const described = [
    `${id}-hint`,
    warning ? `${id}-warning` : '',
    text.length >= MESSAGE_COUNTER_FROM ? `${id}-count` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label={`Write to ${to}`}>
      <label htmlFor={`${id}-text`} className={styles.label}>
        Message {to}
      </label>
      <textarea
        ref={box}
        id={`${id}-text`}
        className={styles.box}
        value={text}
        rows={3}
        // A little over the limit can be typed, and is then refused with the reason.
        maxLength={MESSAGE_MAX_LENGTH + 100}
        aria-describedby={described}
        aria-invalid={tooLong || undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.below}>
        <p id={`${id}-hint`} className={styles.hint}>
          Enter sends, Shift+Enter adds a line.
        </p>
        {text.length >= MESSAGE_COUNTER_FROM ? (
          <p id={`${id}-count`} className={tooLong ? styles.countOver : styles.count}>
            {tooLong ? `${-left} characters too many` : `${left} characters left`}
          </p>
        ) : null}
        <BusyButton
          type="submit"
          className="btn btn-primary btn-sm"
          busy={sending}
          aria-disabled={sending || undefined}
        >
          {sending ? 'Sending…' : 'Send'}
        </BusyButton>
      </div>
      <div role="status" className={styles.warningRegion}>
        {warning ? (
          <p id={`${id}-warning`} className={styles.warning}>
            {warning}
          </p>
        ) : null}
      </div>
      <Alert tone="error">{error}</Alert>
    </form>
  );
}
