import { formatRelativeTime } from '@shared/rules/relative-time';
import type { ConversationSummary } from '@shared/schemas/conversation';
import { webPath } from '@shared/web-paths';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { blockDescription, useBlockConversation } from '../../../lib/conversations/block-conversation';
import { useInbox } from '../../../lib/conversations/list-conversations';
import { unreadLabel } from '../../../lib/conversations/unread-messages';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import styles from './FamilySections.module.css';

interface TeenConversationsProps {
  guardianId: string;
  teenId: string;
  teenFirstName: string;
}

/**
 * A teen's conversations with employers, read-only for the guardian: each opens in full (where a
 * message can be reported), and each can be blocked on the teen's behalf from here.
 */
export function TeenConversations({ guardianId, teenId, teenFirstName }: TeenConversationsProps) {
  const inbox = useInbox(guardianId);
  const block = useBlockConversation();
  const [blocking, setBlocking] = useState<ConversationSummary | null>(null);
  const [outcome, setOutcome] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const theirs = (inbox.data?.conversations ?? []).filter(
    (conversation) => conversation.studentId === teenId,
  );
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>Conversations</h3>
      <p className={styles.hint}>
        You can read every message {teenFirstName} sends or receives. Phone numbers, e-mail addresses and
        links are hidden from both sides until it is safe.
      </p>
      <p role="status" className={styles.hint}>
        {outcome}
      </p>
      {inbox.isPending ? (
        <p className={styles.empty}>Loading conversations…</p>
      ) : inbox.isError ? (
        <p className={styles.empty}>{errorMessage(inbox.error, 'We could not load the conversations.')}</p>
      ) : theirs.length === 0 ? (
        <p className={styles.empty}>
          No conversations yet. One opens when an employer is interested in an application of {teenFirstName}
          ’s.
        </p>
      ) : (
        <ul className={styles.cards}>
          {theirs.map((conversation) => (
            <li key={conversation.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <span className={styles.cardTitle}>{conversation.jobTitle}</span>
                {conversation.readOnly ? <span className="badge badge-closed">Closed</span> : null}
              </div>
              <dl className={styles.facts}>
                <dt>Employer</dt>
                <dd>{conversation.employerFirstName}</dd>
                <dt>Last message</dt>
                <dd>
                  {conversation.lastMessageAt ? formatRelativeTime(conversation.lastMessageAt) : 'None yet'}
                </dd>
                {conversation.unreadCount > 0 ? (
                  <>
                    <dt>New</dt>
                    <dd>{unreadLabel(conversation.unreadCount)}</dd>
                  </>
                ) : null}
              </dl>
              <div className={styles.actions}>
                <Link
                  className="btn btn-primary btn-sm"
                  to={webPath('conversation', { id: conversation.id })}
                >
                  Read<span className="visually-hidden"> the conversation about {conversation.jobTitle}</span>
                </Link>
                {conversation.readOnly ? null : (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={(event) => {
                      returnFocus.current = event.currentTarget;
                      block.reset();
                      setBlocking(conversation);
                    }}
                  >
                    Block<span className="visually-hidden"> {conversation.employerFirstName}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={blocking !== null}
        title={blocking ? `Block ${blocking.employerFirstName} for ${teenFirstName}?` : ''}
        description={blocking ? blockDescription('guardian', blocking.employerFirstName, teenFirstName) : ''}
        confirmLabel="Block"
        busyLabel="Blocking…"
        busy={block.isPending}
        danger
        error={block.isError ? errorMessage(block.error) : null}
        returnFocusTo={returnFocus}
        onClose={() => setBlocking(null)}
        onConfirm={() => {
          if (!blocking) return;
          block.mutate(blocking.id, {
            onSuccess: (answer) => {
              setBlocking(null);
              setOutcome(answer.message);
            },
          });
        }}
      />
    </section>
  );
}
