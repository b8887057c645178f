import { request } from 'node:http';
import { stack } from './api';

/**
 * A request exactly as given: any method with any body (fetch refuses a body on GET), any content type
 * or none, a body that is not JSON, a path that is not encoded the way a browser would. For the
 * malformed-input tests, which must reach the API with what an attacker could send.
 */
export interface RawRequest {
  method: string;
  /** Path and query, after /api; sent as given. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

export function rawRequest(req: RawRequest): Promise<RawResponse> {
  const url = new URL(stack().apiUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        // A connection per request (see api.ts's send): no kept-alive socket to race the server's close.
        agent: false,
        path: `${url.pathname}${req.path}`,
        headers: {
          ...(req.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(req.body)) }),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}
