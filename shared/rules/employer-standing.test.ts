import { describe, expect, it } from 'vitest';
import { ratingText, timeOnSite } from './employer-standing';

describe('how long an employer has been on the site', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('counts whole months, then whole years', () => {
    expect(timeOnSite('2026-06-01T09:00:00Z', now)).toBe('New to Neighbourhood Jobs this month');
    expect(timeOnSite('2026-05-16T09:00:00Z', now)).toBe('New to Neighbourhood Jobs this month');
    expect(timeOnSite('2026-05-15T09:00:00Z', now)).toBe('On Neighbourhood Jobs for 1 month');
    expect(timeOnSite('2025-07-01T09:00:00Z', now)).toBe('On Neighbourhood Jobs for 11 months');
    expect(timeOnSite('2025-06-15T09:00:00Z', now)).toBe('On Neighbourhood Jobs for 1 year');
    expect(timeOnSite('2023-01-01T09:00:00Z', now)).toBe('On Neighbourhood Jobs for 3 years');
  });

  it('says so when the account is gone', () => {
    expect(timeOnSite(null, now)).toBe('No longer on Neighbourhood Jobs');
  });
});

describe('a rating', () => {
  it('is said with its count, or that there is none yet', () => {
    expect(ratingText(null)).toBe('No reviews yet');
    expect(ratingText({ average: 4.75, count: 12 })).toBe('Rated 4.8 out of 5 (12 reviews)');
    expect(ratingText({ average: 5, count: 1 })).toBe('Rated 5.0 out of 5 (1 review)');
  });
});
