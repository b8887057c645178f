/*
 * Secrets (the front door's origin secret, the key that signs links in e-mails) are never in a
 * function's environment: the environment names them, and the function reads the value at run time
 * through the AWS Parameters and Secrets Lambda Extension, which every function has
 * (infra/constructs/node-function.ts). The extension is a local HTTP endpoint with its own cache, so
 * this costs no SDK client in the bundle; locally, scripts/local/secrets-extension.ts answers the same
 * calls. A value is kept for the life of the container (secrets here are not rotated while deployed).
 */

/** The extension's own settings: its port (default 2773), and the token callers must present. */
const PORT_VARIABLE = 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT';
const DEFAULT_PORT = '2773';

/** A secret could not be read: the request cannot be served now (the glue answers 503). */
export class SecretUnavailableError extends Error {
  override readonly name = 'SecretUnavailableError';
}

const cache = new Map<string, Promise<string>>();

async function fetchSecret(secretId: string): Promise<string> {
  const port = process.env[PORT_VARIABLE] ?? DEFAULT_PORT;
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    throw new SecretUnavailableError(`The secrets extension did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new SecretUnavailableError(`The secrets extension answered ${response.status} for ${secretId}`);
  }
  const body = (await response.json()) as { SecretString?: unknown };
  if (typeof body.SecretString !== 'string' || body.SecretString === '') {
    throw new SecretUnavailableError(`The secret ${secretId} has no string value`);
  }
  return body.SecretString;
}

/** The value of the secret named by an environment variable; a failed read is retried on the next call. */
export function readSecret(secretId: string): Promise<string> {
  let value = cache.get(secretId);
  if (!value) {
    value = fetchSecret(secretId);
    cache.set(secretId, value);
    value.catch(() => cache.delete(secretId));
  }
  return value;
}
