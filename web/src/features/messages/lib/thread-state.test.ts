import type { Message, ThreadResponse } from '@shared/schemas/conversation';
import { describe, expect, it } from 'vitest';
import { emptyThread, threadReducer } from './thread-state';

const message = (position: number, text = `m${position}`): Message => ({
  id: `id-${position}`,
  position,
  sender: 'employer',
  text,
  sentAt: new Date(Date.UTC(2026, 0, 1, 0, position)).toISOString(),
  masked: false,
  mine: false,
  removed: false,
});
const page = (messages: Message[], after: string, before: string | null = null) =>
  ({ conversation: { id: 'c' }, messages, before, after }) as unknown as ThreadResponse;

describe('a thread as the page holds it', () => {
  it('moves its cursor for a pushed message that continues it, and marks a gap for one that does not', () => {
    let state = threadReducer(emptyThread, { type: 'loaded', response: page([message(1)], 'c1') });
    state = threadReducer(state, { type: 'arrived', message: message(2), after: 'c2', previous: 'c1' });
    expect(state).toMatchObject({ after: 'c2', gap: false });
    state = threadReducer(state, { type: 'arrived', message: message(4), after: 'c4', previous: 'c3' });
    expect(state).toMatchObject({ after: 'c2', gap: true });
    // The read after the cursor fills the gap, each message once and in order.
    state = threadReducer(state, { type: 'newer', response: page([message(3), message(4)], 'c4') });
    expect(state.messages.map((m) => m.position)).toEqual([1, 2, 3, 4]);
    expect(state).toMatchObject({ after: 'c4', gap: false });
  });

  it('puts older pages before, and keeps the later copy of a message', () => {
    let state = threadReducer(emptyThread, { type: 'loaded', response: page([message(3)], 'c3', 'b3') });
    state = threadReducer(state, { type: 'older', response: page([message(1), message(2)], 'c3') });
    expect(state.messages.map((m) => m.position)).toEqual([1, 2, 3]);
    state = threadReducer(state, { type: 'newer', response: page([{ ...message(2), removed: true }], 'c3') });
    expect(state.messages.find((m) => m.position === 2)?.removed).toBe(true);
  });
});
