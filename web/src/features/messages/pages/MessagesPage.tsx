import { formatRelativeTime } from '@shared/rules/relative-time';
import type { ConversationSummary } from '@shared/schemas/conversation';
import { webPath, webPaths } from '@shared/web-paths';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { ROLE_EMPLOYER, ROLE_GUARDIAN, type SessionUser, useSession } from '../../../lib/auth/session';
import { listConversations, useInbox } from '../../../lib/conversations/list-conversations';
import { unreadLabel } from '../../../lib/conversations/unread-messages';
import { PageMeta } from '../../../lib/page-meta';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { ChatIcon } from '../../../lib/ui/icons';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { Notice, noticeStyles } from '../../../lib/ui/Notice';
import { conversationWith } from '../lib/message-display';
import styles from './MessagesPage.module.css';

/** /messages: the signed-in person's conversations, the latest message first. */
export default function MessagesPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta title="Messages" description="Your conversations about jobs on Neighbourhood Jobs." />
      <header className={styles.intro}>
        <h1>Messages</h1>
        {session.status === 'signed-in' ? <p className={styles.lead}>{leadFor(session.user)}</p> : null}
      </header>
      {session.status === 'loading' ? <InboxSkeleton /> : <Inbox user={session.user} />}
    </div>
  );
}

function leadFor(user: SessionUser): string {
  if (user.roleId === ROLE_GUARDIAN) {
    return 'Your teens’ conversations with employers. You can read every message, report one, or block a conversation.';
  }
  if (user.roleId === ROLE_EMPLOYER) {
    return 'A conversation opens when you tell a student you are interested, or accept them. Agree on a time, what to bring and where to meet.';
  }
  return 'A conversation opens when an employer is interested in your application. Phone numbers and e-mail addresses stay hidden until it is safe.';
}

function InboxSkeleton() {
  return (
    <div aria-busy="true" className={styles.rows}>
      <p className="visually-hidden" role="status">
        Loading your messages…
      </p>
      {[0, 1, 2].map((row) => (
        <span key={row} aria-hidden="true" className={`skeleton ${styles.skeletonRow}`} />
      ))}
    </div>
  );
}

function Inbox({ user }: { user: SessionUser }) {
  const inbox = useInbox(user.id);
  const [older, setOlder] = useState<{ items: ConversationSummary[]; cursor: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState('');

  if (inbox.isPending) return <InboxSkeleton />;
  if (inbox.isError) {
    return <LoadFailure title="We couldn't load your messages" query={inbox} />;
  }
  const firstIds = new Set(inbox.data.conversations.map((conversation) => conversation.id));
  const conversations = [
    ...inbox.data.conversations,
    ...(older?.items ?? []).filter((conversation) => !firstIds.has(conversation.id)),
  ];
  const cursor = older ? older.cursor : inbox.data.cursor;
  if (conversations.length === 0) {
    return (
      <Notice
        icon={<ChatIcon />}
        title="No conversations yet"
        action={
          user.roleId === ROLE_EMPLOYER ? (
            <Link className="btn btn-primary" to={webPaths.employerApplications}>
              Review applications
            </Link>
          ) : user.roleId === ROLE_GUARDIAN ? (
            <Link className="btn btn-primary" to={webPaths.family}>
              Your family
            </Link>
          ) : (
            <Link className="btn btn-primary" to={webPaths.myApplications}>
              My applications
            </Link>
          )
        }
      >
        <p className={noticeStyles.text}>
          {user.roleId === ROLE_EMPLOYER
            ? 'When you tell a student you are interested in their application, you can talk with them here.'
            : user.roleId === ROLE_GUARDIAN
              ? 'When an employer is interested in one of your teens’ applications, you can read the conversation here.'
              : 'When an employer is interested in one of your applications, you can talk with them here.'}
        </p>
      </Notice>
    );
  }
  return (
    <section aria-label="Your conversations" className={styles.list}>
      <ul className={styles.rows}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <Link className={styles.row} to={webPath('conversation', { id: conversation.id })}>
              <span className={styles.who}>{conversationWith(conversation)}</span>
              <span className={styles.jobTitle}>{conversation.jobTitle}</span>
              <span className={styles.side}>
                <span className={styles.when}>
                  {conversation.lastMessageAt
                    ? formatRelativeTime(conversation.lastMessageAt)
                    : 'No messages yet'}
                </span>
                {conversation.readOnly ? <span className="badge badge-closed">Closed</span> : null}
                {conversation.unreadCount > 0 ? (
                  <span className={styles.unread}>
                    <span aria-hidden="true">{conversation.unreadCount}</span>
                    <span className="visually-hidden">{unreadLabel(conversation.unreadCount)}</span>
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {cursor ? (
        <div className={styles.more}>
          <BusyButton
            type="button"
            className="btn btn-secondary"
            busy={loadingOlder}
            onClick={async () => {
              if (loadingOlder) return;
              setLoadingOlder(true);
              setOlderError('');
              try {
                const page = await listConversations(cursor);
                setOlder({ items: [...(older?.items ?? []), ...page.conversations], cursor: page.cursor });
              } catch (error) {
                setOlderError(errorMessage(error));
              } finally {
                setLoadingOlder(false);
              }
            }}
          >
            Show older conversations
          </BusyButton>
          <p role="alert" className={styles.error}>
            {olderError}
          </p>
        </div>
      ) : null}
    </section>
  );
}
