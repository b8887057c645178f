import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from './lazy-client';

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
