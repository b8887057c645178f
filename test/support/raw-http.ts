import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: node's fetch would decompress them, and serving tests check the encoding. */
  body: Buffer;
}

/** One HTTP request whose answer is kept exactly as it came over the wire. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
