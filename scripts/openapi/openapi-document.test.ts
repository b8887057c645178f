import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { buildOpenApiDocument } from './openapi-document';
import { OPENAPI_FILE } from './openapi-file';

describe('openapi.json', () => {
  it('is current: run `npm run openapi` and commit the file after changing a route or a schema', async () => {
    const committed = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(await buildOpenApiDocument())));
  });

  it('describes every route of the table once, with who may call it', async () => {
    const document = await buildOpenApiDocument();
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string; security: unknown[] }>),
    );
    expect(operations.map((o) => o.operationId).sort()).toEqual(routes.map((r) => r.name).sort());
    for (const route of routes) {
      const operation = operations.find((o) => o.operationId === route.name);
      expect(operation?.security, route.name).toEqual(route.access === 'public' ? [] : [{ idToken: [] }]);
    }
  });
});
