import { describe, expect, it, vi } from 'vitest';
import { lazyClient, lazyModule } from './lazy-client';

describe('lazyClient', () => {
  it('makes the client on the first send only, and reuses it', async () => {
    const send = vi.fn(async (command: string) => `sent ${command}`);
    const make = vi.fn(() => ({ send }));
    const client = lazyClient(make);
    expect(make).not.toHaveBeenCalled();
    await expect(client.send('a' as never)).resolves.toBe('sent a');
    await expect(client.send('b' as never)).resolves.toBe('sent b');
    expect(make).toHaveBeenCalledTimes(1);
    expect(send.mock.calls).toEqual([['a'], ['b']]);
  });
});

describe('lazyModule', () => {
  it('loads on the first call only, shares one load between concurrent callers, and keeps it', async () => {
    const load = vi.fn(async () => ({ client: 'sqs' }));
    const queue = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([queue(), queue()]);
    expect(a).toBe(b);
    await expect(queue()).resolves.toEqual({ client: 'sqs' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue('location');
    const location = lazyModule(load);
    await expect(location()).rejects.toThrow('chunk missing');
    await expect(location()).resolves.toBe('location');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
