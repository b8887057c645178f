import { describe, expect, it } from 'vitest';
import { defaultPorts, freePorts, isFree } from './ports';

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
        for (const port of values) expect(await isFree(port)).toBe(true);
      }
    }
  });
});
