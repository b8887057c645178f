import type { ConversationDetail, Message } from '@shared/schemas/conversation';
import { senderName, sentAtLabel } from '../lib/message-display';
import styles from './MessageList.module.css';

interface MessageListProps {
  conversation: ConversationDetail;
  messages: Message[];
  /** Shown for others' messages (a guardian: every message); the button is where focus returns. */
  onReport: (message: Message, button: HTMLButtonElement) => void;
}

/**
 * The thread, oldest first. A log: what is added later (a new message) is announced politely, and
 * never what was there when the page opened. Text is shown as written, line breaks kept: nothing in a
 * message is read as HTML, and a link stays text.
 */
export function MessageList({ conversation, messages, onReport }: MessageListProps) {
  return (
    <div role="log" aria-label={`Messages about ${conversation.jobTitle}`}>
      <ol className={styles.list}>
        {messages.map((message) => {
          const from = senderName(message, conversation);
          return (
            <li key={message.id} className={message.mine ? styles.mine : styles.theirs}>
              <div className={styles.bubble}>
                <p className={styles.meta}>
                  <span className={styles.from}>{from}</span>{' '}
                  <time dateTime={message.sentAt} className={styles.time}>
                    {sentAtLabel(message.sentAt)}
                  </time>
                </p>
                <p className={message.removed ? styles.removed : styles.text}>{message.text}</p>
                {message.notice ? <p className={styles.notice}>{message.notice}</p> : null}
              </div>
              {!message.mine && !message.removed ? (
                <button
                  type="button"
                  className={`btn btn-ghost btn-sm ${styles.report}`}
                  onClick={(event) => onReport(message, event.currentTarget)}
                >
                  Report
                  <span className="visually-hidden">
                    {' '}
                    {from}'s message of {sentAtLabel(message.sentAt)}
                  </span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
