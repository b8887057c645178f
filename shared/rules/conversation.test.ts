import { describe, expect, it } from 'vitest';
import {
  closedReasonText,
  conversationEndsAt,
  OPEN_DAYS_AFTER_JOB,
  outsideQuietHours,
  readOnlyReason,
} from './conversation';

/* The conversation rules under a controlled clock: when it closes by itself, and a minor's quiet hours. */

const CHICAGO = 'America/Chicago';

describe('a conversation closes by itself', () => {
  const jobEndsAt = '2026-12-01T06:00:00.000Z';
  it(`stays open until ${OPEN_DAYS_AFTER_JOB} days after the job's last day, then is read-only`, () => {
    expect(conversationEndsAt(jobEndsAt)).toBe('2026-12-31T06:00:00.000Z');
    expect(readOnlyReason({ jobEndsAt }, new Date('2026-12-31T05:59:59.999Z'))).toBeNull();
    expect(readOnlyReason({ jobEndsAt }, new Date('2026-12-31T06:00:00.000Z'))).toBe('job-ended');
  });

  it('keeps the reason it was closed for, and says it', () => {
    expect(readOnlyReason({ jobEndsAt, closedReason: 'rejected' }, new Date('2026-11-01T00:00:00Z'))).toBe(
      'rejected',
    );
    for (const text of Object.values(closedReasonText))
      expect(text).toMatch(/^This conversation is closed: /);
    expect(closedReasonText['job-ended']).toContain(`more than ${OPEN_DAYS_AFTER_JOB} days ago`);
  });

  it('is frozen while a moderator holds it, unless it was closed for good before', () => {
    const frozenAt = '2026-11-01T00:00:00.000Z';
    const later = new Date('2026-11-02T00:00:00Z');
    expect(readOnlyReason({ jobEndsAt, frozenAt }, later)).toBe('frozen');
    expect(readOnlyReason({ jobEndsAt, frozenAt, closedReason: 'blocked' }, later)).toBe('blocked');
    expect(closedReasonText.frozen).toMatch(/froze it/);
  });
});

describe("a minor's quiet hours (21:00 to 07:00 on their clock)", () => {
  it('lets a mail go by day', () => {
    const noon = new Date('2026-07-15T17:00:00Z'); // 12:00 in Chicago (CDT)
    expect(outsideQuietHours(noon, CHICAGO)).toEqual(noon);
    const justBefore = new Date('2026-07-16T01:59:00Z'); // 20:59 CDT
    expect(outsideQuietHours(justBefore, CHICAGO)).toEqual(justBefore);
  });

  it('holds a mail from 21:00 until 07:00 the next morning', () => {
    expect(outsideQuietHours(new Date('2026-07-16T02:00:00Z'), CHICAGO).toISOString()).toBe(
      '2026-07-16T12:00:00.000Z',
    );
    // 03:00 CDT: the same morning's 07:00.
    expect(outsideQuietHours(new Date('2026-07-16T08:00:00Z'), CHICAGO).toISOString()).toBe(
      '2026-07-16T12:00:00.000Z',
    );
    expect(outsideQuietHours(new Date('2026-07-16T11:59:00Z'), CHICAGO).toISOString()).toBe(
      '2026-07-16T12:00:00.000Z',
    );
  });

  it('reads 07:00 on the local clock across a clock change and in other zones', () => {
    // The night the clocks go back (Nov 1, 2026 in the US): 07:00 CST is 13:00 UTC.
    expect(outsideQuietHours(new Date('2026-11-01T04:00:00Z'), CHICAGO).toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // Honolulu has no daylight saving: 22:00 HST is 08:00 UTC; 07:00 HST is 17:00 UTC.
    expect(outsideQuietHours(new Date('2026-07-16T08:00:00Z'), 'Pacific/Honolulu').toISOString()).toBe(
      '2026-07-16T17:00:00.000Z',
    );
  });

  it('never moves a mail earlier, and always lands outside quiet hours', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let minutes = 0; minutes < 60 * 24 * 9; minutes += 37) {
      const at = new Date(start + minutes * 60_000);
      const allowed = outsideQuietHours(at, CHICAGO);
      expect(allowed.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(outsideQuietHours(allowed, CHICAGO)).toEqual(allowed);
    }
  });
});
