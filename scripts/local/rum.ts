import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { answeringFailures } from './answering-failures';

/*
 * A stand-in for CloudWatch RUM's data plane (PutRumEvents), for the local stack when browser
 * monitoring is turned on: it takes `POST /appmonitors/{id}` as AWS does (JSON, gzip when
 * the client compresses, CORS for the page's origin), checks the request's shape, and keeps each
 * batch for the tests: `GET /batches` lists them, `DELETE /batches` forgets them.
 */

export interface RumBatch {
  BatchId: string;
  AppMonitorDetails: { id: string; version: string };
  UserDetails: { userId?: string; sessionId?: string };
  RumEvents: { id: string; timestamp: number; type: string; metadata?: string; details: string }[];
  SessionMetadata?: unknown;
}

const isBatch = (value: unknown): value is RumBatch => {
  const batch = value as Partial<RumBatch> | null;
  return (
    typeof batch?.BatchId === 'string' &&
    typeof batch.AppMonitorDetails?.id === 'string' &&
    typeof batch.UserDetails === 'object' &&
    Array.isArray(batch.RumEvents) &&
    batch.RumEvents.every((event) => typeof event.type === 'string' && typeof event.details === 'string')
  );
};

export function createRumDataPlane(appMonitorId: string): { server: Server; batches: RumBatch[] } {
  const batches: RumBatch[] = [];
  const server = createServer(
    answeringFailures('rum', async (req, res) => {
      const cors = {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type, content-encoding',
        'access-control-max-age': '600',
      };
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { ...cors, 'content-type': 'application/json' });
        res.end(body === undefined ? '{}' : JSON.stringify(body));
      };
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = req.url ?? '/';
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        return res.end();
      }
      if (url === '/batches' && req.method === 'GET') return send(200, { batches });
      if (url === '/batches' && req.method === 'DELETE') {
        batches.splice(0);
        return send(200);
      }
      const match = /^\/appmonitors\/([^/?]+)$/.exec(url);
      if (req.method !== 'POST' || !match) return send(404, { message: `No route ${req.method} ${url}` });
      if (decodeURIComponent(match[1] ?? '') !== appMonitorId) {
        return send(404, { message: `App monitor ${match[1]} not found` });
      }
      let body: unknown;
      try {
        const raw = Buffer.concat(chunks);
        const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        body = JSON.parse(text);
      } catch {
        return send(400, { message: 'The request body is not JSON' });
      }
      if (!isBatch(body)) return send(400, { message: 'Not a PutRumEvents request' });
      batches.push(body);
      return send(200);
    }),
  );
  return { server, batches };
}
