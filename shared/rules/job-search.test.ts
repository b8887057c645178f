import { describe, expect, it } from 'vitest';
import { defaultSort, matchesPriceFilter } from './job-search';

describe('the pay filter', () => {
  it('shows a job with no price under "Both" only', () => {
    const unpriced = { priceType: 'perHr' };
    expect(matchesPriceFilter(unpriced, 'all')).toBe(true);
    expect(matchesPriceFilter(unpriced, 'perHr')).toBe(false);
    expect(matchesPriceFilter(unpriced, 'perJob')).toBe(false);
    expect(matchesPriceFilter({ priceType: 'perJob', price: null }, 'perJob')).toBe(false);
  });

  it('shows a priced job under its own kind and under "Both"', () => {
    const hourly = { priceType: 'perHr', price: 15 };
    expect(matchesPriceFilter(hourly, 'perHr')).toBe(true);
    expect(matchesPriceFilter(hourly, 'perJob')).toBe(false);
    expect(matchesPriceFilter(hourly, 'all')).toBe(true);
    expect(matchesPriceFilter({ priceType: 'perJob', price: 40 }, 'perJob')).toBe(true);
  });
});

describe('the default sort', () => {
  it('is best match with words and newest without', () => {
    expect(defaultSort(true)).toBe('relevance');
    expect(defaultSort(false)).toBe('newest');
  });
});
