import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/*
 * Items read, as DynamoDB counts what it reads: a Query's or a Scan's ScannedCount (the items it read,
 * before any filter), an item a GetItem found, the items a BatchGetItem returned. A bench that runs
 * the functions' own code in its process (which reads through their own client) counts them here, in
 * front of the local DynamoDB, while counting.
 */

export interface ItemCounter {
  start(): void;
  /** The items read and the requests since start(); stops counting. */
  stop(): { items: number; requests: number };
}

function itemsIn(body: Record<string, unknown>): number {
  if (typeof body.ScannedCount === 'number') return body.ScannedCount;
  if (body.Item) return 1;
  if (body.Responses && typeof body.Responses === 'object') {
    return Object.values(body.Responses as Record<string, unknown[]>).reduce(
      (sum, items) => sum + items.length,
      0,
    );
  }
  return 0;
}

export function withItemCounter(server: Server): ItemCounter {
  const inner = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  let on = false;
  let totals = { items: 0, requests: 0 };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!on) return void inner.call(server, req, res);
    totals.requests++;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
      try {
        totals.items += itemsIn(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        // Not JSON (an error page): nothing read.
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    inner.call(server, req, res);
  });
  return {
    start() {
      totals = { items: 0, requests: 0 };
      on = true;
    },
    stop() {
      on = false;
      return totals;
    },
  };
}
