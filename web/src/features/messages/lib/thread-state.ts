import type { ConversationDetail, LiveEvent, Message, ThreadResponse } from '@shared/schemas/conversation';

/*
 * A thread as the page holds it: the messages it has, in their order, and the cursors to ask for more.
 * New messages come three ways (the reader's own sends, the live connection, and a read `after` the
 * cursor while the connection is down); each is added once, in its place. The cursor moves only when
 * nothing before it can be missing: a pushed message whose `previous` is the cursor moves it, any other
 * leaves a gap that a read `after` the cursor fills.
 */

export interface ThreadState {
  conversation: ConversationDetail | null;
  messages: Message[];
  /** Older messages exist. */
  before: string | null;
  /** Everything up to here is held. */
  after: string | null;
  /** A message arrived that the cursor cannot vouch for: read after it. */
  gap: boolean;
}

export type ThreadAction =
  | { type: 'loaded'; response: ThreadResponse }
  | { type: 'older'; response: ThreadResponse }
  | { type: 'newer'; response: ThreadResponse }
  | { type: 'arrived'; message: Message; after: string; previous: string }
  | { type: 'conversation'; conversation: ConversationDetail };

export const emptyThread: ThreadState = {
  conversation: null,
  messages: [],
  before: null,
  after: null,
  gap: false,
};

/** Messages by position, each once (a later copy wins: it may say more, e.g. removed). */
function merged(current: readonly Message[], added: readonly Message[]): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.position - b.position);
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loaded':
      return {
        conversation: action.response.conversation,
        messages: merged(state.messages, action.response.messages),
        before: action.response.before,
        after: action.response.after,
        gap: false,
      };
    case 'older':
      return {
        ...state,
        conversation: action.response.conversation,
        messages: merged(state.messages, action.response.messages),
        before: action.response.before,
      };
    case 'newer':
      return {
        ...state,
        conversation: action.response.conversation,
        messages: merged(state.messages, action.response.messages),
        after: action.response.after,
        gap: false,
      };
    case 'arrived': {
      const continues = state.after === action.previous;
      return {
        ...state,
        messages: merged(state.messages, [action.message]),
        after: continues ? action.after : state.after,
        gap: state.gap || !continues,
      };
    }
    case 'conversation':
      return { ...state, conversation: action.conversation };
  }
}

/** A pushed event as the reducer takes it. */
export const arrivedFrom = (event: LiveEvent): ThreadAction => ({
  type: 'arrived',
  message: event.message,
  after: event.after,
  previous: event.previous,
});
