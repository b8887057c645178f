import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/*
 * CloudFront serves the site over HTTP/2 and HTTP/3 (infra/stacks/web-stack.ts): one connection
 * carries the page, its scripts and the API calls at once. The local stack speaks HTTP/1.1, and
 * Lighthouse's simulated network charges that as it would a phone's: at most six connections to the
 * origin, each set up with its own round trips, and the page's later requests queued behind them.
 * This front speaks HTTP/2 over TLS, as CloudFront does, and hands each request to the local stack
 * unchanged. Its certificate is made for the run and trusted by the bench's Chromium alone (by its
 * public key's hash: --ignore-certificate-errors-spki-list).
 */

/** Headers of one HTTP/1.1 connection that HTTP/2 forbids (RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export interface Http2Front {
  /** https://localhost:<port>: the site, as the local stack at `target` serves it. */
  url: string;
  /** Chromium flags that trust this front's certificate (and nothing else). */
  chromiumArgs: string[];
  close: () => Promise<void>;
}

/** A key and a self-signed certificate for localhost, for one day, written into `dir`. */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyFile = path.join(dir, 'front-key.pem');
  const certFile = path.join(dir, 'front-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

export async function startHttp2Front(target: string, workDir: string): Promise<Http2Front> {
  const { key, cert } = selfSignedCertificate(workDir);
  const upstream = new URL(target);
  const server = http2.createSecureServer({ key, cert });
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined) forwarded[name] = value;
    }
    forwarded.host = headers[':authority'] ?? upstream.host;
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
        // A new connection per request: a kept-alive one the stack has just closed (it closes idle
        // ones after 5 s) fails the next request with ECONNRESET. On localhost a connection is cheap,
        // and this hop is not the one Lighthouse simulates.
        agent: false,
      },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!CONNECTION_HEADERS.includes(name) && value !== undefined) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    url: `https://localhost:${port}`,
    chromiumArgs: [
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    ],
    // Not waiting for open sessions to end: a browser still connected would keep the bench waiting.
    close: async () => {
      server.close();
    },
  };
}
