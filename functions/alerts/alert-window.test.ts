import { describe, expect, it } from 'vitest';
import { alertWindowStart, nextWatermark } from './alert-window';

describe('the window of new jobs a daily alert run reads', () => {
  it('starts at the last watermark, or at the start of the UTC day when that is earlier', () => {
    // The daily 14:00 run: yesterday's mark is earlier than today's midnight.
    expect(alertWindowStart('2026-11-25T14:00:00.000Z', '2026-11-26T14:00:00.000Z')).toBe(
      '2026-11-25T14:00:00.000Z',
    );
    // A second run the same day (a retry, the laptop's hourly run) reads the whole day again.
    expect(alertWindowStart('2026-11-26T14:00:00.000Z', '2026-11-26T15:00:00.000Z')).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });

  it('ends at the window’s end when no job waits', () => {
    expect(nextWatermark('2026-11-26T15:00:00.000Z', [])).toBe('2026-11-26T15:00:00.000Z');
  });

  it('stays just before the earliest job that waits for a student already mailed today', () => {
    const mark = nextWatermark('2026-11-26T23:00:00.000Z', [
      '2026-11-26T16:30:00.000Z',
      '2026-11-26T14:30:00.000Z',
    ]);
    expect(mark).toBe('2026-11-26T14:29:59.999Z');
    // The laptop's first run of the next day reads that job again (the run reads createdAt > start).
    const start = alertWindowStart(mark, '2026-11-27T00:00:00.000Z');
    expect('2026-11-26T14:30:00.000Z' > start).toBe(true);
  });
});
