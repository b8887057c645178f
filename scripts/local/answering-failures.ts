import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in's request listener whose failure answers that request (500, the service's own internal
 * error, which the SDK retries) instead of ending the stack. An async listener that throws is an
 * unhandled rejection, and Node ends the process on one: a client that resets its connection while
 * its body is read, or the service behind a front resetting a kept-alive socket (read ECONNRESET),
 * took the whole local stack down under load.
 */
export function answeringFailures(
  name: string,
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    listener(req, res).catch((error: unknown) => {
      console.error(`[${name}] the request failed: ${(error as Error).message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'InternalFailure' }));
    });
  };
}
