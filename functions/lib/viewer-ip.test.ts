import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../shared/routes';
import type { ApiEvent } from './http-handler';
import { limitKeyOfIp, viewerIp } from './viewer-ip';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as ApiEvent;

type EdgeRequest = { uri: string; headers: Record<string, { value: string }> };
/** CloudFront's viewer-request function on /api, as CloudFront runs it. */
const edgeFunction = new Function(
  `${readFileSync(join(import.meta.dirname, '../../infra/cloudfront/strip-api-prefix.js'), 'utf8')}; return handler;`,
)() as (event: { request: EdgeRequest; viewer: { ip: string } }) => EdgeRequest;

/** What API Gateway hands the function after CloudFront: the edge as source, the request's headers. */
function throughCloudFront(viewer: string, sentHeaders: Record<string, string> = {}): ApiEvent {
  const headers = Object.fromEntries(Object.entries(sentHeaders).map(([k, v]) => [k, { value: v }]));
  const request = edgeFunction({
    request: { uri: apiPath('getOwnProfile'), headers },
    viewer: { ip: viewer },
  });
  return event(
    '130.176.1.1',
    Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.value])),
  );
}

describe('viewerIp', () => {
  it("is the viewer's IP behind CloudFront, not the edge's, and not one the viewer chose", () => {
    expect(viewerIp(throughCloudFront('198.51.100.10'))).toBe('198.51.100.10');
    expect(viewerIp(throughCloudFront('198.51.100.10', { 'x-viewer-ip': '203.0.113.77' }))).toBe(
      '198.51.100.10',
    );
    expect(viewerIp(throughCloudFront('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
  });

  it('uses the source IP when no CloudFront header came (the local gateway)', () => {
    expect(viewerIp(event('127.0.0.1'))).toBe('127.0.0.1');
    expect(viewerIp(event('::ffff:127.3.4.5'))).toBe('127.3.4.5');
  });
});

describe('limitKeyOfIp', () => {
  it('counts IPv6 per /64, however it is written', () => {
    expect(limitKeyOfIp('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(limitKeyOfIp('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(limitKeyOfIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOfIp('[::1]')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 as it is', () => {
    expect(limitKeyOfIp('203.0.113.9')).toBe('203.0.113.9');
  });
});
