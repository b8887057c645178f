import { describe, expect, it } from 'vitest';
import { formatDistance, formatLongDate, formatPrice, usLongDate } from './display';

describe('display rules', () => {
  it('formats prices as {price}/Hr, {price}/Job or a dash', () => {
    expect(formatPrice(15, 'perHr')).toBe('$15/Hr');
    expect(formatPrice(40, 'perJob')).toBe('$40/Job');
    expect(formatPrice(12.5, 'perHr')).toBe('$12.50/Hr');
    expect(formatPrice(undefined, 'perHr')).toBe('—');
    expect(formatPrice(0, 'perJob')).toBe('—');
  });
  it('shows dates in long US form without shifting the day', () => {
    expect(formatLongDate('2026-11-20')).toBe('November 20, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('not a date')).toBe('N/A');
  });
  it('writes every day of a leap year as Intl’s en-US long date does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(usLongDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())).toBe(
        intl.format(date),
      );
    }
  });
  it('shows distance with one decimal', () => {
    expect(formatDistance(3.26)).toBe('3.3 mi');
  });
});
