import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

type AsyncHandler = (event: unknown, context: { awsRequestId: string }) => Promise<unknown>;

/** Lambda's default for asynchronous invocations. */
export const RETRY_ATTEMPTS = 2;
/** AWS waits about a minute before the second attempt and two before the third. */
export const AWS_RETRY_DELAYS_MS: readonly number[] = [60_000, 120_000];

const LOCAL_ARN_PREFIX = 'arn:aws:lambda:us-east-1:123456789012:function:';

/** What Lambda gives an asynchronous invocation's on-failure destination once the retries are spent. */
export interface DeadLetterRecord {
  version: string;
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetriesExhausted' | 'EventAgeExceeded';
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext: { statusCode: number; executedVersion: string; functionError: string };
  responsePayload: { errorType: string; errorMessage: string } | null;
}

function deadLetterRecord(opts: {
  functionArn: string;
  condition: DeadLetterRecord['requestContext']['condition'];
  requestId: string;
  approximateInvokeCount: number;
  payload: unknown;
  error?: unknown;
}): DeadLetterRecord {
  const message = opts.error instanceof Error ? opts.error.message : undefined;
  return {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId: opts.requestId,
      functionArn: opts.functionArn,
      condition: opts.condition,
      approximateInvokeCount: opts.approximateInvokeCount,
    },
    requestPayload: opts.payload,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload:
      message === undefined
        ? null
        : { errorType: (opts.error as Error).name, errorMessage: message.slice(0, 1000) },
  };
}

export interface LambdaInvokeOptions {
  /**
   * The waits before each retry of an Event invocation: AWS's by default; tests shorten them. The
   * number of retries is Lambda's (RETRY_ATTEMPTS) whatever the delays.
   */
  retryDelaysMs?: readonly number[];
  /** Per function: its on-failure destination, given Lambda's invocation record after the last attempt. */
  onFailure?: Record<string, (record: DeadLetterRecord) => Promise<void>>;
  log: (line: string) => void;
}

export interface LambdaInvokeServer {
  server: Server;
  /**
   * Stops answering; events still waiting for a retry go to their destination at once (in AWS they
   * would wait in Lambda's queue, which a laptop's stack does not outlive), so none is lost.
   */
  stop(): Promise<void>;
}

/** `name`, `name:qualifier` or a function ARN, as Invoke accepts them: the function's name. */
function functionName(raw: string): string {
  const name = raw.startsWith('arn:') ? (raw.split(':')[6] ?? '') : raw;
  return name.split(':')[0] ?? '';
}

/**
 * Stands in for the Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`) so the
 * functions' `InvokeCommand` calls work unchanged, with Lambda's semantics for asynchronous ones:
 * InvocationType Event answers 202 at once; the function then runs; if it throws it is tried again
 * RETRY_ATTEMPTS times after the configured waits; after the last failure Lambda's invocation record
 * (the event in `requestPayload`) goes to the function's on-failure destination.
 * RequestResponse runs the function and answers its result, or `X-Amz-Function-Error: Unhandled`.
 */
export function createLambdaInvokeServer(
  functions: Record<string, AsyncHandler>,
  options: LambdaInvokeOptions,
): LambdaInvokeServer {
  const { log } = options;
  const delays = options.retryDelaysMs ?? AWS_RETRY_DELAYS_MS;
  const waiting = new Map<NodeJS.Timeout, () => Promise<void>>();
  const running = new Set<Promise<void>>();

  const deadLetter = async (name: string, record: DeadLetterRecord) => {
    const destination = options.onFailure?.[name];
    if (!destination) {
      log(`[lambda] ${name}: no on-failure destination; the event is dropped as Lambda would drop it`);
      return;
    }
    try {
      await destination(record);
      log(`[lambda] ${name}: event sent to its on-failure destination (${record.requestContext.condition})`);
    } catch (error) {
      log(`[lambda] ${name}: could not reach the on-failure destination: ${(error as Error).message}`);
    }
  };

  const attempt = (name: string, fn: AsyncHandler, payload: unknown, requestId: string, count: number) => {
    const run = (async () => {
      try {
        await fn(payload, { awsRequestId: requestId });
        return;
      } catch (error) {
        log(`[lambda] ${name} attempt ${count} failed: ${(error as Error).message}`);
        /** No attempt left (or none will run): the event goes to the on-failure destination. */
        const exhausted = (cause: unknown) =>
          deadLetter(
            name,
            deadLetterRecord({
              functionArn: `${LOCAL_ARN_PREFIX}${name}:$LATEST`,
              condition: 'RetriesExhausted',
              requestId,
              approximateInvokeCount: count,
              payload,
              error: cause,
            }),
          );
        if (count <= RETRY_ATTEMPTS) {
          const timer = setTimeout(
            () => {
              waiting.delete(timer);
              attempt(name, fn, payload, requestId, count + 1);
            },
            delays[count - 1] ?? delays.at(-1) ?? 0,
          );
          waiting.set(timer, () =>
            exhausted(
              new Error(`The local stack stopped before retry ${count}: ${(error as Error).message}`),
            ),
          );
          return;
        }
        await exhausted(error);
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  const server = createServer(async (req, res) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
    const name = match?.[1] ? functionName(decodeURIComponent(match[1])) : '';
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
    const requestId = randomUUID();
    const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    if (type === 'Event') {
      res.writeHead(202, { 'content-type': 'application/json', 'x-amzn-requestid': requestId });
      res.end();
      attempt(name, fn, payload, requestId, 1);
      return;
    }
    try {
      const result = await fn(payload, { awsRequestId: requestId });
      res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': requestId });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-amzn-requestid': requestId,
        'x-amz-function-error': 'Unhandled',
      });
      res.end(JSON.stringify({ errorType: (error as Error).name, errorMessage: (error as Error).message }));
    }
  });

  return {
    server,
    async stop() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
      await Promise.allSettled([...running]);
      const pending = [...waiting];
      waiting.clear();
      for (const [timer] of pending) clearTimeout(timer);
      await Promise.allSettled(pending.map(([, dead]) => dead()));
    },
  };
}
