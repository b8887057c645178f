import { describe, expect, it } from 'vitest';
import { isRevealed, ratingLine, ratingSummary, reviewWindowEnds, studentCountsLine } from './reviews';

describe('the reviews’ rules', () => {
  it('ends the window 14 days after the completion, to the millisecond', () => {
    expect(reviewWindowEnds('2026-06-02T22:30:00.000Z')).toBe('2026-06-16T22:30:00.000Z');
  });

  it('reveals a review when both are in, or when the window ends, and not a moment before', () => {
    const windowEndsAt = '2026-06-16T22:30:00.000Z';
    expect(isRevealed({ windowEndsAt }, new Date('2026-06-16T22:29:59.999Z'))).toBe(false);
    expect(isRevealed({ windowEndsAt }, new Date(windowEndsAt))).toBe(true);
    const revealedAt = '2026-06-03T10:00:00.000Z';
    expect(isRevealed({ windowEndsAt, revealedAt }, new Date('2026-06-03T09:59:59.000Z'))).toBe(false);
    expect(isRevealed({ windowEndsAt, revealedAt }, new Date(revealedAt))).toBe(true);
  });

  it('shows an average from three reviews on, to one decimal, every review counted', () => {
    expect(ratingSummary([5, 5])).toEqual({ average: null, count: 2 });
    expect(ratingSummary([5, 4, 1])).toEqual({ average: 3.3, count: 3 });
    expect(ratingLine(ratingSummary([5, 4, 1]))).toBe('3.3 out of 5 · 3 reviews');
    expect(ratingLine(ratingSummary([1, 1]))).toBeNull();
  });

  it('says the public counts in words', () => {
    expect(studentCountsLine(12, 5)).toBe('12 jobs completed · hired again by 5 households');
    expect(studentCountsLine(1, 1)).toBe('1 job completed · hired again by 1 household');
    expect(studentCountsLine(0, 0)).toBe('0 jobs completed · hired again by 0 households');
  });
});
