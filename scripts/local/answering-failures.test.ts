import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringFailures } from './answering-failures';

describe('answeringFailures: a stand-in whose request fails answers it, and keeps serving', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('answers a listener that throws with a 500, logs it, and answers the next request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const server = createServer(
      answeringFailures('test', async (_req, res) => {
        calls += 1;
        if (calls === 1) throw new Error('read ECONNRESET');
        res.end('ok');
      }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    const failed = await fetch(url);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'InternalFailure' });
    expect(logged).toHaveBeenCalledWith('[test] the request failed: read ECONNRESET');
    const next = await fetch(url);
    expect(await next.text()).toBe('ok');
  });
});
