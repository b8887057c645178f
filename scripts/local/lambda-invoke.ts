import { createServer, type Server } from 'node:http';

type AsyncHandler = (event: unknown) => Promise<unknown>;

/**
 * Stands in for the Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`) so the
 * functions' async `InvokeCommand` calls work unchanged. Event invocations answer 202 at once and
 * run the handler afterwards, with Lambda's two retries; failures are logged like a DLQ would hold them.
 */
export function createLambdaInvokeServer(
  functions: Record<string, AsyncHandler>,
  log: (line: string) => void,
): Server {
  return createServer(async (req, res) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
    const name = match?.[1] ? decodeURIComponent(match[1]) : '';
    const fn = functions[name];
    if (req.method !== 'POST' || !fn) {
      res.writeHead(404, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ResourceNotFoundException',
      });
      res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      res.writeHead(400, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'InvalidRequestContentException',
      });
      res.end(JSON.stringify({ Type: 'User', message: 'Could not parse request body into json' }));
      return;
    }
    const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    if (type === 'Event') {
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end();
      void runWithRetries(name, fn, payload, log);
      return;
    }
    try {
      const result = await fn(payload);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorMessage: (error as Error).message }));
    }
  });
}

async function runWithRetries(name: string, fn: AsyncHandler, payload: unknown, log: (line: string) => void) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await fn(payload);
      return;
    } catch (error) {
      log(`[lambda] ${name} attempt ${attempt} failed: ${(error as Error).message}`);
      if (attempt < 3) await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  log(`[lambda] ${name} failed 3 times; in AWS this event would now be in the dead-letter queue`);
}
