import { expect } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PROTOCOL } from '../../../shared/live';
import { type LiveEvent, liveEventSchema } from '../../../shared/schemas/conversation';
import { type ApiResponse, api, stack } from './api';
import { type Actor, postJob } from './marketplace';
import { readPartition } from './tables';

/*
 * Helpers for the conversations tests: a conversation opened the way the product opens one (a job, an
 * application, the employer's interest or acceptance), messages, the "new message" mails' scheduled
 * run at a chosen time, and a browser's live connection.
 */

export interface Opened {
  jobId: string;
  /** The application's id, which is the conversation's. */
  id: string;
}

/** A job of the employer's, the student's application to it, and nothing more (no conversation yet). */
export async function appliedTo(employer: Actor, student: Actor, title?: string): Promise<Opened> {
  const jobId = await postJob(employer, title);
  const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  return { jobId, id: applied.body.entity as string };
}

export async function showInterest(employer: Actor, id: string): Promise<void> {
  const res = await api('expressInterest', { params: { id }, token: employer.token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function decide(employer: Actor, student: Actor, id: string, accept: boolean): Promise<void> {
  const res = await api('reviewApplication', {
    token: employer.token,
    body: { applicantId: student.userId, applicationId: id, reviewDecision: accept },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A conversation opened by the employer's interest in the student's application. */
export async function openConversation(employer: Actor, student: Actor, title?: string): Promise<Opened> {
  const opened = await appliedTo(employer, student, title);
  await showInterest(employer, opened.id);
  return opened;
}

export const send = (who: Pick<Actor, 'token'>, id: string, text: string) =>
  api('sendMessage', { params: { id }, token: who.token, body: { text } });

export async function sent(who: Pick<Actor, 'token'>, id: string, text: string): Promise<ApiResponse> {
  const res = await send(who, id, text);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

export const thread = (who: Pick<Actor, 'token'>, id: string, query?: { before?: string; after?: string }) =>
  api('getConversation', { params: { id }, token: who.token, ...(query ? { query } : {}) });

export async function threadOf(
  who: Pick<Actor, 'token'>,
  id: string,
  query?: { before?: string; after?: string },
) {
  const res = await thread(who, id, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    conversation: Record<string, any>;
    messages: Record<string, any>[];
    before: string | null;
    after: string;
  };
}

/** Everything stored about a conversation (its partition), to show a refused request wrote nothing. */
export const storedConversation = (id: string) =>
  readPartition('conversations', { name: 'conversationKey', value: `CONV#${id}` });

/**
 * The "new message" mails' scheduled run at `time`, as EventBridge starts it (scripts/local/
 * local-admin.ts: the integration stack opens the admin endpoint).
 */
export async function runMessageMail(
  time: Date,
): Promise<{ sent: number; deferred: number; dropped: number }> {
  const url = stack().adminUrl;
  if (!url) throw new Error('This stack has no admin endpoint (NJ_LOCAL_ADMIN=1)');
  const res = await fetch(`${url}/messages/mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ time: time.toISOString() }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { sent: number; deferred: number; dropped: number };
}

export const NEW_MESSAGE_SUBJECT = 'New message about';

/** A browser's live connection, as the page opens it (the ID token as the second subprotocol). */
export interface LiveClient {
  /** The next event pushed to it (or the one that came since the last call). */
  next(timeoutMs?: number): Promise<LiveEvent>;
  close(): Promise<void>;
}

export function connectLive(token: string): Promise<LiveClient> {
  const socket = new WebSocket(stack().liveUrl, [LIVE_PROTOCOL, token]);
  const events: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  socket.on('message', (data) => {
    const event = liveEventSchema.parse(JSON.parse(data.toString()));
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else events.push(event);
  });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`The live connection was refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        next(timeoutMs = 10_000) {
          const ready = events.shift();
          if (ready) return Promise.resolve(ready);
          return new Promise<LiveEvent>((done, fail) => {
            const timer = setTimeout(() => fail(new Error('No live event came')), timeoutMs);
            waiting.push((event) => {
              clearTimeout(timer);
              done(event);
            });
          });
        },
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });
}

/** The status a live connection with these subprotocols is refused with (or 101 when it is not). */
export function liveAnswer(protocols: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(stack().liveUrl, protocols);
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
