import { describe, expect, it } from 'vitest';
import { justAbove, justBelow } from './index-reader';

const key = (iso: string, id: string) => `${iso}#${id}`;
const id0 = '00000000-0000-4000-8000-000000000000';
const idF = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const idM = '6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e50';

describe('exclusive bounds as inclusive BETWEEN bounds', () => {
  const k = key('2026-11-20T10:00:00.000Z', idM);
  const neighbours = [
    key('2026-11-20T10:00:00.000Z', id0),
    key('2026-11-20T10:00:00.000Z', idF),
    key('2026-11-20T10:00:00.000Z', '6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e4f'),
    key('2026-11-20T10:00:00.000Z', '6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e51'),
    key('2026-11-20T09:59:59.999Z', idF),
    key('2026-11-20T10:00:00.001Z', id0),
    '2026-11-20T10:00:00.000Z',
  ];

  it('justBelow(k) sorts below k and above every real key below k', () => {
    expect(justBelow(k) < k).toBe(true);
    for (const other of neighbours) if (other < k) expect(other <= justBelow(k)).toBe(true);
  });

  it('justAbove(k) sorts above k and below every real key above k', () => {
    expect(justAbove(k) > k).toBe(true);
    for (const other of neighbours) if (other > k) expect(other >= justAbove(k)).toBe(true);
  });

  it('works for a bare instant (a line between jobs)', () => {
    const line = '2026-11-20T10:00:00.000Z';
    expect(justBelow(line) < line && justAbove(line) > line).toBe(true);
    expect(key('2026-11-20T10:00:00.000Z', id0) > justAbove(line)).toBe(true);
    expect(key('2026-11-20T09:59:59.999Z', idF) < justBelow(line)).toBe(true);
  });
});
