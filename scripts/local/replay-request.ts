import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * A request whose body was already read (to inspect or change it), made readable again with `raw` as
 * its body, for the server it was meant for (dynalite). Used by the DynamoDB stand-in's fault switch
 * and its capacity meter.
 */
export function replayRequest(req: IncomingMessage, raw: Buffer): IncomingMessage {
  return Object.assign(Readable.from([raw]), {
    headers: { ...req.headers, 'content-length': String(raw.byteLength) },
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as IncomingMessage;
}
