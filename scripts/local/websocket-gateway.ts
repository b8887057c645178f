import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';

/*
 * The local stand-in for an API Gateway WebSocket API (the live messages connection), speaking the
 * same protocols as AWS to both sides:
 * - to the browser, a WebSocket: the upgrade runs the API's REQUEST authorizer (401 when it throws
 *   "Unauthorized", 403 when it denies), then the $connect route, whose answer may choose the
 *   subprotocol (its Sec-WebSocket-Protocol header); each frame the page sends runs $default, and a
 *   close runs $disconnect. As in AWS, an idle connection is closed after 10 minutes and any
 *   connection after 2 hours.
 * - to the functions, the management API (`@connections`) on its own port, under the stage's path
 *   (what `AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI` points the SDK at): POST sends a message to a
 *   connection, GET describes it, DELETE closes it; a connection that is gone is a 410 GoneException.
 * The same function code runs here as in Lambda (functions/conversations/live.ts), with events of
 * API Gateway's shape.
 */

export type LiveFunction = (event: unknown) => Promise<unknown>;

const IDLE_MS = 10 * 60_000;
const MAX_MS = 2 * 60 * 60_000;

interface Connection {
  socket: WebSocket;
  authorizer: Record<string, unknown>;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
  idle: NodeJS.Timeout;
  max: NodeJS.Timeout;
  /** Settles once its $disconnect has run: stopping waits for it, so no write outlives the stack. */
  disconnected: Promise<void>;
}

interface RouteResult {
  statusCode?: number;
  headers?: Record<string, string>;
}

interface AuthorizerResult {
  principalId?: string;
  policyDocument?: { Statement?: { Effect?: string }[] };
  context?: Record<string, unknown>;
}

const flatHeaders = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(req.headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  );

/** API Gateway's connection ids look like `L0SM9cOFvHcCIhw=`. */
const newConnectionId = () => randomBytes(10).toString('base64');

function refuseUpgrade(socket: Duplex, status: number, text: string) {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${JSON.stringify({ message: text })}`,
  );
}

export function createWebSocketGateway(opts: {
  handler: LiveFunction;
  stage: string;
  log?: (line: string) => void;
}) {
  const log = opts.log ?? (() => undefined);
  const connections = new Map<string, Connection>();
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (_offered, req) => chosenProtocol.get(req) ?? false,
  });

  const requestContext = (connectionId: string, routeKey: string, eventType: string, extra = {}) => ({
    routeKey,
    eventType,
    connectionId,
    stage: opts.stage,
    apiId: 'local',
    domainName: 'localhost',
    requestId: randomBytes(8).toString('hex'),
    requestTimeEpoch: Date.now(),
    ...extra,
  });

  const run = async (connectionId: string, routeKey: string, eventType: string, body?: string) => {
    const connection = connections.get(connectionId);
    try {
      await opts.handler({
        requestContext: requestContext(connectionId, routeKey, eventType, {
          authorizer: connection?.authorizer ?? {},
        }),
        ...(body === undefined ? {} : { body, isBase64Encoded: false }),
      });
    } catch (error) {
      log(`[live] ${routeKey} failed: ${(error as Error).message}`);
    }
  };

  const drop = (connectionId: string, code = 1001) => {
    const connection = connections.get(connectionId);
    if (!connection) return;
    connection.socket.close(code, 'Going away');
  };

  /** The front door's upgrade of `/<stage>`: authorizer, $connect, then the socket. */
  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const connectionId = newConnectionId();
    const headers = flatHeaders(req);
    let authorized: AuthorizerResult;
    try {
      authorized = (await opts.handler({
        type: 'REQUEST',
        methodArn: `arn:aws:execute-api:us-east-1:123456789012:local/${opts.stage}/$connect`,
        headers,
        requestContext: requestContext(connectionId, '$connect', 'CONNECT'),
      })) as AuthorizerResult;
    } catch (error) {
      if ((error as Error).message === 'Unauthorized') return refuseUpgrade(socket, 401, 'Unauthorized');
      log(`[live] authorizer failed: ${(error as Error).message}`);
      return refuseUpgrade(socket, 500, 'Internal Server Error');
    }
    if (authorized.policyDocument?.Statement?.[0]?.Effect !== 'Allow') {
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    const authorizer = { principalId: authorized.principalId, ...authorized.context };
    let connected: RouteResult;
    try {
      connected = (await opts.handler({
        requestContext: requestContext(connectionId, '$connect', 'CONNECT', { authorizer }),
        headers,
        isBase64Encoded: false,
      })) as RouteResult;
    } catch (error) {
      log(`[live] $connect failed: ${(error as Error).message}`);
      return refuseUpgrade(socket, 500, 'Internal Server Error');
    }
    const status = connected?.statusCode ?? 200;
    if (status < 200 || status >= 300) return refuseUpgrade(socket, status, 'Forbidden');
    const protocol = connected?.headers?.['Sec-WebSocket-Protocol'];
    if (protocol) chosenProtocol.set(req, protocol);
    wss.handleUpgrade(req, socket, head, (ws) => {
      const now = new Date();
      let markDisconnected = () => {};
      const connection: Connection = {
        socket: ws,
        authorizer,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
        idle: setTimeout(() => drop(connectionId), IDLE_MS).unref(),
        max: setTimeout(() => drop(connectionId), MAX_MS).unref(),
        disconnected: new Promise<void>((resolve) => {
          markDisconnected = resolve;
        }),
      };
      connections.set(connectionId, connection);
      ws.on('message', (data) => {
        connection.lastActiveAt = new Date();
        connection.idle.refresh();
        void run(connectionId, '$default', 'MESSAGE', data.toString());
      });
      ws.on('close', () => {
        clearTimeout(connection.idle);
        clearTimeout(connection.max);
        void run(connectionId, '$disconnect', 'DISCONNECT').finally(() => {
          connections.delete(connectionId);
          markDisconnected();
        });
      });
    });
  }

  /** The management API: `/<stage>/@connections/<id>`. */
  const management: Server = createServer((req, res) => {
    void manage(req, res).catch((error: unknown) => {
      log(`[live] management API failed: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"Internal server error"}');
    });
  });

  async function manage(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const match = new RegExp(`^/${opts.stage}/@connections/(.+)$`).exec(path);
    if (!match) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"message":"Not Found"}');
    }
    const connectionId = match[1] ?? '';
    const connection = connections.get(connectionId);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      return res.end('{"message":null}');
    }
    switch (req.method) {
      case 'POST': {
        const data = Buffer.concat(chunks);
        if (data.length > 128 * 1024) {
          res.writeHead(413, {
            'content-type': 'application/json',
            'x-amzn-errortype': 'PayloadTooLargeException',
          });
          return res.end('{"message":"Message too long"}');
        }
        await new Promise<void>((resolve, reject) =>
          connection.socket.send(data.toString('utf8'), (error) => (error ? reject(error) : resolve())),
        );
        connection.lastActiveAt = new Date();
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end();
      }
      case 'GET':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            ConnectedAt: connection.connectedAt.toISOString(),
            LastActiveAt: connection.lastActiveAt.toISOString(),
            Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
          }),
        );
      case 'DELETE':
        drop(connectionId, 1000);
        res.writeHead(204);
        return res.end();
      default:
        res.writeHead(405, { 'content-type': 'application/json' });
        return res.end('{"message":"Method Not Allowed"}');
    }
  }

  return {
    upgrade,
    management,
    /** How many browsers are connected (the bench waits for its readers). */
    get connectionCount() {
      return connections.size;
    },
    async stop(): Promise<void> {
      const disconnecting = [...connections.values()].map((connection) => connection.disconnected);
      for (const connection of connections.values()) {
        clearTimeout(connection.idle);
        clearTimeout(connection.max);
        connection.socket.terminate();
      }
      wss.close();
      // Each terminated connection runs its $disconnect (a table write) before the stack goes on to
      // stop the database under it.
      await Promise.all(disconnecting);
    },
  };
}
