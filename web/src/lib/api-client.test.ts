import type { AppConfig } from '@shared/schemas/app-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiRequestError, callRoute, unparsed } from './api-client';
import { setConfig } from './config';

/** What callRoute sent: one call of the stubbed fetch. */
function sent(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body, headers: init.headers as Record<string, string> };
}

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('callRoute', () => {
  beforeEach(() => setConfig({ apiBaseUrl: 'https://example.test/api/' } as AppConfig));
  afterEach(() => {
    vi.unstubAllGlobals();
    setConfig(undefined);
  });

  it('takes method and path from the route table, with path params encoded and the query appended', async () => {
    const fetchMock = answer({ message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await callRoute(
      'updateSavedSearch',
      { params: { id: 'a/b' }, query: { x: 1, blank: ' ' }, body: { active: false } },
      z.object({ message: z.string() }),
    );
    expect(result).toEqual({ message: 'ok' });
    expect(sent(fetchMock)).toMatchObject({
      url: 'https://example.test/api/alerts/a%2Fb?x=1',
      method: 'PUT',
      body: '{"active":false}',
    });
  });

  it('parses with a schema loaded beside the request, and refuses an answer of another shape', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer({ jobIds: 'not a list' }));
    const failure = await callRoute('listOwnReports', {}, async () =>
      z.object({ jobIds: z.array(z.string()) }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).code).toBe('BAD_RESPONSE');
    errorLog.mockRestore();
  });

  it('returns an unparsed answer as it came (the public first-screen reads)', async () => {
    vi.stubGlobal('fetch', answer({ jobs: [], nextCursor: null }));
    await expect(callRoute('listNewestJobs', {}, unparsed<unknown>())).resolves.toEqual({
      jobs: [],
      nextCursor: null,
    });
  });
});
