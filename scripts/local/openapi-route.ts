import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPENAPI_FILE } from '../openapi/openapi-file';

type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, edgeIp?: string) => Promise<void>;

/** Where the local stack serves the document, under the API's own prefix: /api/openapi.json. */
export const OPENAPI_PATH = '/openapi.json';

/**
 * Serves openapi.json (as `npm run openapi` last wrote it) before the gateway's routes; everything else
 * goes on to the gateway. Read on each request, so a regenerated file shows without a restart.
 */
export function withOpenApiDocument(api: ApiHandler): ApiHandler {
  return async (req, res, path, edgeIp) => {
    if (path !== OPENAPI_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return api(req, res, path, edgeIp);
    }
    const document = await readFile(OPENAPI_FILE);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': document.length,
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : document);
  };
}
