import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { stack } from './support/api';

/** The local stack serves the document `npm run openapi` writes, at /api/openapi.json. */
describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of every route in the table', async () => {
    const response = await fetch(`${stack().apiUrl}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    for (const route of routes) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()]?.operationId, route.name).toBe(
        route.name,
      );
    }
  });

  it('leaves every other method to the API, which knows no such route', async () => {
    const response = await fetch(`${stack().apiUrl}/openapi.json`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('ROUTE_NOT_FOUND');
  });
});
