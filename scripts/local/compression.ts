import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Sends a body the way CloudFront sends what it caches: an ETag and conditional GET (the bucket's
 * ETag), and brotli or gzip by the browser's Accept-Encoding for text types between 1,000 bytes and
 * 10 MB (CloudFront's limits). Each body is compressed once and kept, keyed by its content hash, so
 * a repeated request costs a lookup (a built app is a few dozen files).
 */

/** What CloudFront compresses: text, scripts, JSON, SVG, XML and the manifest (its documented types). */
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1000;
const MAX_COMPRESS_BYTES = 10_000_000;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to use for an Accept-Encoding value: brotli when the browser takes it (CloudFront's
 * choice when both are offered), else gzip, else none. `q=0` refuses an encoding.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const compressed = new Map<string, Buffer>();

function encode(body: Buffer, encoding: Encoding, etag: string): Buffer {
  const key = `${encoding}:${etag}`;
  let out = compressed.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    compressed.set(key, out);
  }
  return out;
}

/** A strong ETag from the content, as S3 gives every object one. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export interface Representation {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** Computed from the body when absent. */
  etag?: string;
}

/** Answers GET and HEAD with `representation`, compressed and conditional as CloudFront would. */
export function sendRepresentation(
  req: IncomingMessage,
  res: ServerResponse,
  representation: Representation,
  status = 200,
): void {
  const { body, contentType, cacheControl } = representation;
  const etag = representation.etag ?? etagOf(body);
  const canCompress =
    compressible.test(contentType) && body.length >= MIN_COMPRESS_BYTES && body.length <= MAX_COMPRESS_BYTES;
  const encoding = canCompress ? negotiateEncoding(req.headers['accept-encoding']) : null;
  const headers: Record<string, string | number> = {
    'content-type': contentType,
    'cache-control': cacheControl,
    // Weak once compressed: the bytes differ from the object's, its content does not.
    etag: encoding ? `W/${etag}` : etag,
  };
  // Caches between us and the browser must keep the encodings apart.
  if (canCompress) headers.vary = 'Accept-Encoding';
  if (status === 200 && ifNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const payload = encoding ? encode(body, encoding, etag) : body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = payload.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
