import { describe, expect, it } from 'vitest';
import { hashOf, RETRY_GRACE_MS, type SessionRecord, tokenUse } from './sessions';

const NOW = Date.UTC(2026, 10, 26, 12);
const session: SessionRecord = {
  sessionId: 's',
  client: 'web',
  tokenHash: hashOf('current'),
  previous: { tokenHash: hashOf('previous'), until: NOW + RETRY_GRACE_MS },
};

describe('tokenUse: which refresh token a session takes', () => {
  it('takes its current token', () => {
    expect(tokenUse(session, 'current', NOW)).toBe('current');
  });

  it('takes the token rotated out last, sent again within the grace, as a retry', () => {
    expect(RETRY_GRACE_MS).toBe(60_000);
    expect(tokenUse(session, 'previous', NOW)).toBe('retry');
    expect(tokenUse(session, 'previous', NOW + RETRY_GRACE_MS - 1)).toBe('retry');
  });

  it('calls a copy what came back after the grace, or any other token', () => {
    expect(tokenUse(session, 'previous', NOW + RETRY_GRACE_MS)).toBe('reused');
    expect(tokenUse(session, 'older', NOW)).toBe('reused');
    const { previous: _none, ...fresh } = session;
    expect(tokenUse(fresh, 'previous', NOW)).toBe('reused');
  });
});
