import { describe, expect, it } from 'vitest';
import type { ApiEvent } from './http-handler';
import { limitKeyOfIp, viewerIp } from './viewer-ip';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as ApiEvent;

describe('viewerIp', () => {
  it("takes CloudFront's viewer address over the edge's source IP", () => {
    expect(viewerIp(event('130.176.1.1', { 'cloudfront-viewer-address': '198.51.100.10:46532' }))).toBe(
      '198.51.100.10',
    );
    expect(
      viewerIp(event('130.176.1.1', { 'cloudfront-viewer-address': '2001:db8:1:2:3:4:5:6:46532' })),
    ).toBe('2001:db8:1:2::/64');
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
