import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/*
 * The local stand-in for the AWS Parameters and Secrets Lambda Extension, which every function has in
 * AWS (infra/constructs/node-function.ts): an HTTP server on localhost that answers
 * `GET /secretsmanager/get?secretId=<name or ARN>` with Secrets Manager's GetSecretValue JSON, for a
 * caller that sends the function's session token in `X-Aws-Parameters-Secrets-Token`. Functions find
 * it on PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, the extension's own setting (functions/lib/secrets.ts).
 *
 * As Secrets Manager generates each stage's secrets once, the local stack generates each secret once
 * per data folder and keeps it there: links signed before a restart (an alert's unsubscribe link in
 * the inbox) still verify after it.
 */

export const EXTENSION_TOKEN_HEADER = 'x-aws-parameters-secrets-token';

export interface SecretsExtension {
  server: Server;
  /** The value of a secret, created on first use. */
  value(name: string): string;
}

export function createSecretsExtension(opts: {
  dataDir: string;
  /** The session token a caller must present (AWS_SESSION_TOKEN in the functions' environment). */
  sessionToken: string;
  /** The secrets this stack has, by name. */
  names: readonly string[];
}): SecretsExtension {
  const file = path.join(opts.dataDir, 'secrets.json');
  const stored: Record<string, { value: string; versionId: string; createdAt: string }> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  for (const name of opts.names) {
    stored[name] ??= {
      value: randomBytes(36).toString('base64url'),
      versionId: randomUUID(),
      createdAt: new Date().toISOString(),
    };
  }
  writeFileSync(file, JSON.stringify(stored, null, 2));

  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.headers[EXTENSION_TOKEN_HEADER] !== opts.sessionToken) {
      // The extension's answer to a caller without the function's session token.
      return send(401, 'not authorized');
    }
    if (req.method !== 'GET' || url.pathname !== '/secretsmanager/get') return send(404, 'not found');
    const id = url.searchParams.get('secretId') ?? '';
    // Secrets Manager takes a name or an ARN ending in `:secret:<name>-<6 chars>`.
    const name = id.includes(':secret:') ? id.split(':secret:')[1]?.replace(/-[A-Za-z0-9]{6}$/, '') : id;
    const secret = name ? stored[name] : undefined;
    if (!name || !secret) {
      // The extension passes on Secrets Manager's error with its status.
      return send(400, {
        __type: 'ResourceNotFoundException',
        message: "Secrets Manager can't find the specified secret.",
      });
    }
    send(200, {
      ARN: `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}-local0`,
      Name: name,
      SecretString: secret.value,
      VersionId: secret.versionId,
      VersionStages: ['AWSCURRENT'],
      CreatedDate: secret.createdAt,
    });
  });
  return {
    server,
    value(name) {
      const secret = stored[name];
      if (!secret) throw new Error(`The local stack has no secret named ${name}`);
      return secret.value;
    },
  };
}
