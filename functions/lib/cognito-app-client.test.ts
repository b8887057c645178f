import { describe, expect, it } from 'vitest';
import { ENCODED_DATA_HEADER, secretHash, userContextData } from './cognito-app-client';
import type { ApiEvent } from './http-handler';

const event = (sourceIp: string | undefined, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as ApiEvent;

describe('secretHash', () => {
  it("matches Cognito's HMAC-SHA256(secret, username + client id), Base64 (vector from Python's hmac)", () => {
    expect(secretHash('1example23456789secret0abcdefghijklmnop', '7abc123clientid', 'teen@example.com')).toBe(
      'x4ob9DKuFK1QhUiJ7H8E+tzHoi0CqYjYt5yZ3wjBVTI=',
    );
  });

  it('differs per username, so one hash cannot be replayed for another account', () => {
    const a = secretHash('s3cret', 'client', 'a@example.com');
    expect(secretHash('s3cret', 'client', 'b@example.com')).not.toBe(a);
  });
});

describe('userContextData', () => {
  it("passes the viewer's IP as API Gateway saw it", () => {
    expect(userContextData(event('203.0.113.7'))).toEqual({ IpAddress: '203.0.113.7' });
  });

  it("adds the browser's encoded device data when sent", () => {
    expect(userContextData(event('203.0.113.7', { [ENCODED_DATA_HEADER]: 'abc==' }))).toEqual({
      IpAddress: '203.0.113.7',
      EncodedData: 'abc==',
    });
  });

  it('leaves out an oversized fingerprint and sends nothing without an IP', () => {
    expect(userContextData(event('203.0.113.7', { [ENCODED_DATA_HEADER]: 'x'.repeat(5000) }))).toEqual({
      IpAddress: '203.0.113.7',
    });
    expect(userContextData(event(undefined))).toBeUndefined();
    expect(userContextData(undefined)).toBeUndefined();
  });
});
