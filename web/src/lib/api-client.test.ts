import type { AppConfig } from '@shared/schemas/app-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callRoute } from './api-client';
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
    const result = await callRoute('reportJob', {
      params: { id: 'a/b' },
      body: { reportReason: 'money', reportDescription: 'Asks for a deposit.' },
    });
    expect(result).toEqual({ message: 'ok' });
    expect(sent(fetchMock)).toMatchObject({
      url: 'https://example.test/api/reportjob/a%2Fb',
      method: 'POST',
      body: '{"reportReason":"money","reportDescription":"Asks for a deposit."}',
    });

    const listMock = answer({ jobs: [], nextCursor: null });
    vi.stubGlobal('fetch', listMock);
    await callRoute('listNewestJobs', { query: { limit: 5, cursor: ' ' }, unparsed: true });
    expect(sent(listMock)).toMatchObject({ url: 'https://example.test/api/jobs?limit=5', method: 'GET' });
  });

  it("parses with its contract's response schema, loaded beside the request, and refuses an answer of another shape", async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer({ jobIds: 'not a list' }));
    const failure = await callRoute('listOwnReports', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).code).toBe('BAD_RESPONSE');
    errorLog.mockRestore();
  });

  it('returns an unparsed answer as it came (the public first-screen reads)', async () => {
    vi.stubGlobal('fetch', answer({ jobs: [], nextCursor: null }));
    await expect(callRoute('listNewestJobs', { query: {}, unparsed: true })).resolves.toEqual({
      jobs: [],
      nextCursor: null,
    });
  });
});
