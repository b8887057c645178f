import { LIVE_KEEPALIVE_MESSAGE, LIVE_KEEPALIVE_MS, LIVE_PATH, LIVE_PROTOCOL } from '@shared/live';
import type { LiveEvent } from '@shared/schemas/conversation';
import { useEffect, useRef, useState } from 'react';
import { bearerToken } from '../../../lib/api-client';

/*
 * The live messages connection (shared/live.ts): a WebSocket on the site's own origin that brings the
 * other party's new messages the moment they are sent. The ID token goes as the second subprotocol
 * (a browser cannot set headers on a WebSocket, and an address would be logged). While it is down the
 * page reads what is new every POLL_WHILE_DOWN_MS instead, and it is opened again, waiting longer after
 * each failure; a renewed session's token is taken on each attempt.
 */

/** While the connection is down, the thread reads what is new no more often than this. */
export const POLL_WHILE_DOWN_MS = 10_000;
const RETRY_FIRST_MS = 2_000;
const RETRY_LONGEST_MS = 60_000;

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

/** Whether the connection is open; each event it brings goes to `onEvent` (the latest one given). */
export function useLiveConnection(enabled: boolean, onEvent: (event: LiveEvent) => void): boolean {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let keepalive: ReturnType<typeof setInterval> | undefined;
    const schema = import('@shared/schemas/conversation').then((module) => module.liveEventSchema);

    const again = () => {
      if (stopped) return;
      failures += 1;
      retry = setTimeout(open, Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** Math.min(failures - 1, 5)));
    };
    function open() {
      const token = bearerToken();
      if (!token) return again();
      socket = new WebSocket(liveUrl(), [LIVE_PROTOCOL, token]);
      socket.onopen = () => {
        failures = 0;
        setConnected(true);
        keepalive = setInterval(() => socket?.send(LIVE_KEEPALIVE_MESSAGE), LIVE_KEEPALIVE_MS);
      };
      socket.onmessage = async (message: MessageEvent<string>) => {
        try {
          const parsed = (await schema).safeParse(JSON.parse(message.data));
          if (parsed.success) handler.current(parsed.data);
        } catch {
          // Not an event of ours: nothing to show.
        }
      };
      socket.onclose = () => {
        clearInterval(keepalive);
        setConnected(false);
        again();
      };
    }
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(keepalive);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
      setConnected(false);
    };
  }, [enabled]);

  return connected;
}
