import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { offsetCursor, orderedCursor, queryFingerprint, readOffsetCursor, readOrderedCursor } from './cursor';

const fp = queryFingerprint(['newest', null, null, 'all']);
const key = '2026-11-20T10:00:00.000Z#6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e5f';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function invalid(read: () => unknown) {
  try {
    read();
  } catch (error) {
    return error instanceof HttpError && error.status === 400 && error.code === 'INVALID_CURSOR';
  }
  return false;
}

describe('search cursors', () => {
  it('round-trip the position and the page offset', () => {
    expect(readOrderedCursor(orderedCursor(key, fp), fp)).toEqual({ after: key });
    expect(readOrderedCursor(orderedCursor('2026-11-20T10:00:00.000Z', fp), fp)).toEqual({
      after: '2026-11-20T10:00:00.000Z',
    });
    // The page's rate travels as jobs per day, 3 significant digits.
    const perMs = 12.3456 / 86_400_000;
    expect(readOrderedCursor(orderedCursor(key, fp, perMs), fp).rate).toBeCloseTo(12.3 / 86_400_000, 15);
    expect(readOffsetCursor(offsetCursor(48, fp), fp)).toBe(48);
    expect(readOrderedCursor(undefined, fp)).toEqual({});
    expect(readOffsetCursor(undefined, fp)).toBe(0);
  });

  it('differ by query: a cursor from another search is refused', () => {
    const other = queryFingerprint(['oldest', null, null, 'all']);
    expect(other).not.toBe(fp);
    expect(invalid(() => readOrderedCursor(orderedCursor(key, other), fp))).toBe(true);
    expect(invalid(() => readOffsetCursor(offsetCursor(24, other), fp))).toBe(true);
  });

  it('refuse forged, empty and mixed-up cursors with a 400', () => {
    for (const forged of [
      'e30', // {}
      'bm90LWpzb24', // not JSON
      b64([]),
      b64({ v: 1, q: fp }),
      b64({ v: 2, q: fp, after: key }),
      b64({ v: 1, q: fp, after: 'x' }),
      b64({ v: 1, q: fp, after: `${key}#extra` }),
      b64({ v: 1, q: fp, after: key, extra: 1 }),
      b64({ v: 1, q: fp, after: key, r: -1 }),
      b64({ v: 1, q: fp, after: key, r: 1e-300 }),
      b64({ v: 1, q: fp, after: '2026-13-45T99:99:99.000Z' }),
      b64({ v: 1, q: fp, after: key, r: 'fast' }),
      b64({ v: 1, q: fp, after: key, r: 1e12 }),
      b64({ 'OPEN#0': null }), // the old per-shard form
    ]) {
      expect(invalid(() => readOrderedCursor(forged, fp))).toBe(true);
    }
    for (const forged of [
      b64({ v: 1, q: fp, offset: -1 }),
      b64({ v: 1, q: fp, offset: 1.5 }),
      b64({ v: 1, q: fp, offset: 1e9 }),
      orderedCursor(key, fp),
    ]) {
      expect(invalid(() => readOffsetCursor(forged, fp))).toBe(true);
    }
    expect(invalid(() => readOrderedCursor(offsetCursor(24, fp), fp))).toBe(true);
  });
});
