import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tooManyRequests } from './errors';
import type { ApiEvent } from './http-handler';

const limits = vi.hoisted(() => ({ consumeLimit: vi.fn(), releaseLimit: vi.fn() }));
vi.mock('./limits', () => limits);

const { consumeAddressAndIpLimits } = await import('./address-limits');

const event = { headers: {}, requestContext: { http: { sourceIp: '203.0.113.5' } } } as unknown as ApiEvent;
const names = { perIp: 'resendPerIp', perAddress: 'resendPerAddress' } as const;

beforeEach(() => {
  vi.resetAllMocks();
  limits.consumeLimit.mockImplementation(async (name: string, key: string) => ({
    name,
    userId: key,
    windowEndsAt: 1,
  }));
});

describe('consumeAddressAndIpLimits', () => {
  it('counts the action once per IP and once per address', async () => {
    const slots = await consumeAddressAndIpLimits(names, 'sam@example.com', event);
    expect(limits.consumeLimit.mock.calls.map(([name, key]) => [name, key])).toEqual([
      ['resendPerIp', '203.0.113.5'],
      // The mailbox as a hash: no address is left in the limits table.
      ['resendPerAddress', createHash('sha256').update('sam@example.com').digest('base64url')],
    ]);
    expect(slots).toHaveLength(2);
  });

  it('gives the IP slot back when the address is past its limit, and answers that 429', async () => {
    const refusal = tooManyRequests('We have sent 10 codes to this address today.', 3600);
    limits.consumeLimit.mockImplementation(async (name: string, key: string) => {
      if (name === 'resendPerAddress') throw refusal;
      return { name, userId: key, windowEndsAt: 1 };
    });
    await expect(consumeAddressAndIpLimits(names, 'sam@example.com', event)).rejects.toBe(refusal);
    expect(limits.releaseLimit).toHaveBeenCalledWith({
      name: 'resendPerIp',
      userId: '203.0.113.5',
      windowEndsAt: 1,
    });
  });

  it('counts nothing per address when the IP is past its limit', async () => {
    limits.consumeLimit.mockRejectedValueOnce(tooManyRequests('Too many from your network.', 60));
    await expect(consumeAddressAndIpLimits(names, 'sam@example.com', event)).rejects.toMatchObject({
      status: 429,
    });
    expect(limits.consumeLimit).toHaveBeenCalledTimes(1);
  });
});
