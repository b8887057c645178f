import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { answeringFailures } from './answering-failures';

type Handler = (event: unknown, context: { awsRequestId: string }) => Promise<unknown>;

export interface LambdaInvokeServer {
  server: Server;
  stop(): Promise<void>;
}

/** `name`, `name:qualifier` or a function ARN, as Invoke accepts them: the function's name. */
function functionName(raw: string): string {
  const name = raw.startsWith('arn:') ? (raw.split(':')[6] ?? '') : raw;
  return name.split(':')[0] ?? '';
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * Stands in for the Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`), which
 * cognito-local calls for the user pool's pre-sign-up trigger: a RequestResponse invocation runs the
 * function and answers its result, or `X-Amz-Function-Error: Unhandled` with the error, as Lambda
 * does. Nothing here invokes asynchronously any more (notifications go through SQS), so an `Event`
 * or `DryRun` invocation is refused rather than imitated.
 */
export function createLambdaInvokeServer(functions: Record<string, Handler>): LambdaInvokeServer {
  const server = createServer(
    answeringFailures('lambda', async (req, res) => {
      const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
      const name = match?.[1] ? functionName(decodeURIComponent(match[1])) : '';
      const fn = functions[name];
      if (req.method !== 'POST' || !fn) {
        answer(
          res,
          404,
          { 'x-amzn-errortype': 'ResourceNotFoundException' },
          {
            Type: 'User',
            message: `Function not found: ${name}`,
          },
        );
        return;
      }
      const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
      if (type !== 'RequestResponse') {
        answer(
          res,
          400,
          { 'x-amzn-errortype': 'InvalidParameterValueException' },
          {
            Type: 'User',
            message: `The local Lambda stand-in runs RequestResponse invocations only, not ${type}.`,
          },
        );
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        answer(
          res,
          400,
          { 'x-amzn-errortype': 'InvalidRequestContentException' },
          {
            Type: 'User',
            message: 'Could not parse request body into json',
          },
        );
        return;
      }
      const requestId = randomUUID();
      try {
        const result = await fn(payload, { awsRequestId: requestId });
        answer(res, 200, { 'x-amzn-requestid': requestId }, result ?? null);
      } catch (error) {
        answer(
          res,
          200,
          { 'x-amzn-requestid': requestId, 'x-amz-function-error': 'Unhandled' },
          {
            errorType: (error as Error).name,
            errorMessage: (error as Error).message,
          },
        );
      }
    }),
  );

  return {
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
