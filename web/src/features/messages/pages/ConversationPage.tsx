import { ROLES } from '@shared/auth/pool-definition';
import { isId } from '@shared/rules/ids';
import type { LiveEvent, Message } from '@shared/schemas/conversation';
import { webPath, webPaths } from '@shared/web-paths';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { signInPathFor } from '../../../lib/auth/after-sign-in';
import { type SessionUser, useSession } from '../../../lib/auth/session';
import { blockDescription, useBlockConversation } from '../../../lib/conversations/block-conversation';
import { POLL_WHILE_DOWN_MS, useLiveConnection } from '../../../lib/conversations/live-connection';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { LoadFailure } from '../../../lib/ui/LoadStates';
import { getConversation, useConversationThread } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../api/send-message';
import { Composer } from '../components/Composer';
import { MessageList } from '../components/MessageList';
import { ReportMessageDialog } from '../components/ReportMessageDialog';
import { arrivedFrom, emptyThread, threadReducer } from '../lib/thread-state';
import styles from './ConversationPage.module.css';

/** /messages/{id}: one conversation, its job, its messages and the composer. */
export default function ConversationPage() {
  const session = useSession();
  const location = useLocation();
  const { id = '' } = useParams();
  if (session.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta title="Conversation" description="A conversation about a job on Neighbourhood Jobs." />
      {session.status === 'loading' ? (
        <ThreadSkeleton />
      ) : !isId(id) ? (
        <NotFound />
      ) : (
        <Thread key={id} user={session.user} id={id} />
      )}
    </div>
  );
}

function ThreadSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <p className="visually-hidden" role="status">
        Loading the conversation…
      </p>
      <span aria-hidden="true" className={`skeleton ${styles.skeletonTitle}`} />
      <span aria-hidden="true" className={`skeleton ${styles.skeletonThread}`} />
    </div>
  );
}

function NotFound() {
  return (
    <EmptyState
      title="We could not find that conversation"
      action={
        <Link className="btn btn-primary" to={webPaths.messages}>
          See your messages
        </Link>
      }
    >
      It may have been for another account, or the address may be mistyped.
    </EmptyState>
  );
}

function Thread({ user, id }: { user: SessionUser; id: string }) {
  const first = useConversationThread(user.id, id);
  const [state, dispatch] = useReducer(threadReducer, emptyThread);
  const send = useSendMessage(user.id, id);
  const markRead = useMarkConversationRead(user.id);
  const block = useBlockConversation();
  const [olderBusy, setOlderBusy] = useState(false);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [outcome, setOutcome] = useState('');
  const reportReturn = useRef<HTMLElement | null>(null);
  const blockButton = useRef<HTMLButtonElement>(null);
  const reading = useRef(false);

  useEffect(() => {
    if (first.data) dispatch({ type: 'loaded', response: first.data });
  }, [first.data]);

  /** What is new after the cursor: on a gap, after reconnecting, and every 10 s while disconnected. */
  const readNewer = useCallback(async () => {
    if (reading.current || state.after === null) return;
    reading.current = true;
    try {
      dispatch({ type: 'newer', response: await getConversation(id, { after: state.after }) });
    } catch {
      // The next poll or event tries again; the page keeps what it has.
    } finally {
      reading.current = false;
    }
  }, [id, state.after]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.conversationId === id) dispatch(arrivedFrom(event));
    },
    [id],
  );
  const connected = useLiveConnection(first.isSuccess, onEvent);

  useEffect(() => {
    if (state.gap) void readNewer();
  }, [state.gap, readNewer]);
  // The latest of each, for effects that only the connection or the messages start.
  const latest = useRef({ readNewer, markRead: markRead.mutate });
  useEffect(() => {
    latest.current = { readNewer, markRead: markRead.mutate };
  });
  useEffect(() => {
    // Caught up once the connection is (back) up: what came while it was down.
    if (connected) void latest.current.readNewer();
  }, [connected]);
  useEffect(() => {
    if (connected || !first.isSuccess) return;
    const timer = setInterval(() => void readNewer(), POLL_WHILE_DOWN_MS);
    return () => clearInterval(timer);
  }, [connected, first.isSuccess, readNewer]);

  // Everything shown is read: the count goes to 0 and no "new message" mail is sent for it.
  const unreadFromOthers = state.messages.filter((message) => !message.mine).length;
  const unreadWhenOpened = (first.data?.conversation.unreadCount ?? 0) > 0;
  useEffect(() => {
    // Once per batch of others' messages, not per render.
    if (unreadFromOthers > 0 || unreadWhenOpened) latest.current.markRead(id);
  }, [unreadFromOthers, unreadWhenOpened, id]);

  if (first.isPending) return <ThreadSkeleton />;
  if (first.isError) {
    if (first.error instanceof ApiRequestError && first.error.status === 404) return <NotFound />;
    return <LoadFailure title="We couldn't load this conversation" query={first} />;
  }
  const conversation = state.conversation ?? first.data.conversation;
  const viewer = conversation.viewer;
  const other = conversation.otherPartyFirstName;
  const teen = conversation.studentFirstName;
  const stage = conversation.readOnly
    ? 'Closed'
    : conversation.stage === 'accepted'
      ? 'Accepted'
      : 'Interested';

  async function onSend(text: string): Promise<string | null> {
    try {
      const answer = await send.mutateAsync(text);
      dispatch({ type: 'arrived', message: answer.message, after: answer.after, previous: answer.previous });
      return null;
    } catch (error) {
      // A closed conversation says why: show it as the thread now is.
      if (error instanceof ApiRequestError && error.code === 'CONVERSATION_CLOSED') void readNewer();
      return errorMessage(error, 'Your message was not sent. Please try again.');
    }
  }

  return (
    <>
      <header className={styles.header}>
        <p className={styles.back}>
          <Link to={user.roleId === ROLES.guardian ? webPaths.family : webPaths.messages}>
            ← {user.roleId === ROLES.guardian ? 'Your family' : 'All messages'}
          </Link>
        </p>
        <h1 className={styles.title}>
          {viewer === 'guardian' ? `${teen} and ${other}` : `Conversation with ${other}`}
        </h1>
        <p className={styles.job}>
          About <Link to={webPath('job', { id: conversation.jobId })}>{conversation.jobTitle}</Link>
          <span className={`badge ${conversation.readOnly ? 'badge-closed' : 'badge-active'}`}>{stage}</span>
        </p>
        {conversation.guardianLine ? (
          <p className={styles.guardianLine}>{conversation.guardianLine}</p>
        ) : null}
        {conversation.canBlock ? (
          <div>
            <button
              ref={blockButton}
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                block.reset();
                setBlocking(true);
              }}
            >
              Block
            </button>
          </div>
        ) : null}
      </header>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      <section className={styles.thread} aria-label="Conversation">
        {state.before ? (
          <div className={styles.older}>
            <BusyButton
              type="button"
              className="btn btn-ghost btn-sm"
              busy={olderBusy}
              onClick={async () => {
                if (olderBusy || !state.before) return;
                setOlderBusy(true);
                try {
                  dispatch({ type: 'older', response: await getConversation(id, { before: state.before }) });
                } catch (error) {
                  setOutcome(errorMessage(error, 'Older messages could not be loaded. Please try again.'));
                } finally {
                  setOlderBusy(false);
                }
              }}
            >
              Show earlier messages
            </BusyButton>
          </div>
        ) : null}
        {state.messages.length === 0 ? (
          <p className={styles.empty}>
            {viewer === 'guardian'
              ? 'No messages yet. You will see every message here.'
              : `No messages yet. Say hello to ${other}, and agree on a time, what to bring and where to meet.`}
          </p>
        ) : null}
        <MessageList
          conversation={conversation}
          messages={state.messages}
          onReport={(message, button) => {
            reportReturn.current = button;
            setReporting(message);
          }}
        />
        {!connected ? (
          <p className={styles.offline}>
            Live updates are paused: new messages are checked every 10 seconds.
          </p>
        ) : null}
        {conversation.closedText ? (
          <div className={styles.closedNotice}>
            <Alert tone="info">{conversation.closedText}</Alert>
          </div>
        ) : null}
        {conversation.canWrite ? (
          <Composer
            to={other}
            unlocked={conversation.unlocked}
            accepted={conversation.stage === 'accepted'}
            onSend={onSend}
          />
        ) : viewer === 'guardian' ? (
          <p className={styles.readOnly}>
            You can read this conversation, report a message or block it. Only {teen} and {other} write here.
          </p>
        ) : null}
      </section>
      <ReportMessageDialog
        conversationId={id}
        message={
          reporting
            ? {
                id: reporting.id,
                text: reporting.text,
                from:
                  reporting.sender === 'student'
                    ? conversation.studentFirstName
                    : conversation.employerFirstName,
              }
            : null
        }
        onClose={() => setReporting(null)}
        onReported={setOutcome}
        returnFocusTo={reportReturn}
      />
      <ConfirmDialog
        open={blocking}
        title={viewer === 'guardian' ? `Block ${other} for ${teen}?` : `Block ${other}?`}
        description={blockDescription(viewer, other, teen)}
        confirmLabel="Block"
        busyLabel="Blocking…"
        busy={block.isPending}
        danger
        error={block.isError ? errorMessage(block.error) : null}
        returnFocusTo={blockButton}
        onClose={() => setBlocking(false)}
        onConfirm={() =>
          block.mutate(id, {
            onSuccess: (answer) => {
              dispatch({ type: 'conversation', conversation: answer.conversation });
              setBlocking(false);
              setOutcome(answer.message);
            },
          })
        }
      />
    </>
  );
}
