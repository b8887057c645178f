import { LIVE_KEEPALIVE_MESSAGE, LIVE_KEEPALIVE_MS, LIVE_PATH, LIVE_PROTOCOL } from '@shared/live';
import type { LiveEvent } from '@shared/schemas/conversation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { bearerToken } from '../api-client';

/*
 * The live messages connection (shared/live.ts): one WebSocket per tab on the site's own origin, open
 * while any part of the page listens (the header's unread count on every signed-in page, a thread),
 * bringing the other party's new messages the moment they are sent. The ID token goes as the second
 * subprotocol (a browser cannot set headers on a WebSocket, and an address would be logged). When it
 * closes it is opened again, waiting longer after each failure, with the session's current token;
 * meanwhile the listeners fall back to reading (POLL_WHILE_DOWN_MS for a thread, a minute for the
 * inbox). One connection for the whole tab: connection minutes are what it costs.
 */

/** While the connection is down, a thread reads what is new no more often than this. */
export const POLL_WHILE_DOWN_MS = 10_000;
const RETRY_FIRST_MS = 2_000;
const RETRY_LONGEST_MS = 60_000;

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let connected = false;
let socket: WebSocket | null = null;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let keepalive: ReturnType<typeof setInterval> | undefined;
let schema: Promise<{ safeParse: (value: unknown) => { success: boolean; data?: LiveEvent } }> | undefined;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const notify of statusListeners) notify();
}

function again() {
  if (listeners.size === 0) return;
  failures += 1;
  retry = setTimeout(open, Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** Math.min(failures - 1, 5)));
}

function open() {
  retry = undefined;
  if (socket || listeners.size === 0) return;
  const token = bearerToken();
  if (!token) return again();
  schema ??= import('@shared/schemas/conversation').then((module) => module.liveEventSchema);
  const opened = new WebSocket(liveUrl(), [LIVE_PROTOCOL, token]);
  socket = opened;
  opened.onopen = () => {
    failures = 0;
    setConnected(true);
    keepalive = setInterval(() => opened.send(LIVE_KEEPALIVE_MESSAGE), LIVE_KEEPALIVE_MS);
  };
  opened.onmessage = async (message: MessageEvent<string>) => {
    try {
      const parsed = (await schema)?.safeParse(JSON.parse(message.data));
      if (parsed?.success && parsed.data) for (const listener of listeners) listener(parsed.data);
    } catch {
      // Not an event of ours: nothing to show.
    }
  };
  opened.onclose = () => {
    clearInterval(keepalive);
    socket = null;
    setConnected(false);
    again();
  };
}

function close() {
  clearTimeout(retry);
  retry = undefined;
  clearInterval(keepalive);
  if (socket) {
    socket.onclose = null;
    socket.close();
    socket = null;
  }
  failures = 0;
  setConnected(false);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!socket && retry === undefined) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

const subscribeStatus = (notify: () => void) => {
  statusListeners.add(notify);
  return () => statusListeners.delete(notify);
};

/**
 * Listens to the tab's live connection while `enabled` (opening it if nobody else has); each event
 * goes to `onEvent` (the latest one given). Answers whether the connection is open.
 */
export function useLiveConnection(enabled: boolean, onEvent: (event: LiveEvent) => void): boolean {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe((event) => handler.current(event));
  }, [enabled]);
  const open = useSyncExternalStore(
    subscribeStatus,
    () => connected,
    () => false,
  );
  return enabled && open;
}
