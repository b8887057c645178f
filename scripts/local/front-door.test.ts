import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { VIEWER_IP_HEADER } from '../../functions/lib/viewer-ip';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { routePath } from '../../shared/routes';
import { throughFrontDoor } from './front-door';

describe('the local front door (what CloudFront does on /api)', () => {
  it('replaces a forged origin secret and viewer IP with the real ones', async () => {
    const seen: Record<string, unknown>[] = [];
    const door = throughFrontDoor(async (req) => {
      seen.push({ ...req.headers });
    }, 'the-secret');
    const req = {
      headers: { [ORIGIN_VERIFY_HEADER]: 'forged', [VIEWER_IP_HEADER]: '203.0.113.7' },
      socket: { remoteAddress: '127.0.0.42' },
    } as unknown as IncomingMessage;
    await door(req, {} as ServerResponse, routePath('listNewestJobs'));
    expect(seen).toEqual([{ [ORIGIN_VERIFY_HEADER]: 'the-secret', [VIEWER_IP_HEADER]: '127.0.0.42' }]);
  });
});
