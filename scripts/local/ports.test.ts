import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultPorts, freePorts } from './ports';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('freePorts', () => {
  it('gives every service a different port, and leaves each free to listen on', async () => {
    // Twenty stacks' worth: a port released as soon as it was chosen could come back for the next service.
    for (let round = 0; round < 20; round++) {
      const ports = await freePorts();
      const values = Object.values(ports);
      expect(Object.keys(ports).sort()).toEqual(Object.keys(defaultPorts).sort());
      expect(new Set(values).size).toBe(values.length);
      for (const port of values) expect(port).toBeGreaterThan(0);
      if (round === 0) {
        for (const port of values) expect(await canListen(port)).toBe(true);
      }
    }
  });
});
