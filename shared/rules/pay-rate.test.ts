import { describe, expect, it } from 'vitest';
import { comparePay, estimatedRateText, hourlyRateOf, jobHourCount, type PayFacts } from './pay-rate';

const oneDay = { startDate: '2026-12-05', endDate: '2026-12-05' };
const job = (facts: Partial<PayFacts>): PayFacts => ({ priceType: 'perJob', ...oneDay, ...facts });

describe('hourlyRateOf', () => {
  it('is the price per hour, or a price per job over its hours', () => {
    expect(hourlyRateOf(job({ price: 22, priceType: 'perHr' }))).toEqual({ kind: 'hourly', rate: 22 });
    expect(hourlyRateOf(job({ price: 75, startTime: '09:00', endTime: '12:00' }))).toEqual({
      kind: 'estimated',
      rate: 25,
      hours: 3,
    });
    // Over several days, the hours say when, not how long: no estimate.
    const week = job({ price: 60, startTime: '10:00', endTime: '13:00', endDate: '2026-12-12' });
    expect(hourlyRateOf(week)).toBeNull();
  });

  it('is null without a price, or per job without hours', () => {
    expect(hourlyRateOf(job({ priceType: 'perHr' }))).toBeNull();
    expect(hourlyRateOf(job({ price: 75 }))).toBeNull();
    expect(hourlyRateOf(job({ price: 75, startTime: '09:00', endTime: null }))).toBeNull();
  });
});

describe('jobHourCount', () => {
  it('counts the hours of a one-day job with a time of day', () => {
    expect(jobHourCount(job({ startTime: '15:30', endTime: '16:15' }))).toBe(0.75);
    expect(jobHourCount(job({}))).toBeNull();
  });
});

describe('comparePay', () => {
  const hourly22 = job({ price: 22, priceType: 'perHr' });
  const job75for5h = job({ price: 75, startTime: '13:00', endTime: '18:00' });
  const job75 = job({ price: 75 });
  const job30 = job({ price: 30 });
  const none = job({});
  const sorted = (order: 'high' | 'low') =>
    [none, job30, job75, job75for5h, hourly22].sort((a, b) => comparePay(a, b, order));

  it('puts $22 an hour above $75 for a 5-hour job, and sorts per job without hours apart', () => {
    expect(sorted('high')).toEqual([hourly22, job75for5h, job75, job30, none]);
    expect(sorted('low')).toEqual([job75for5h, hourly22, job30, job75, none]);
  });
});

describe('estimatedRateText', () => {
  it('says the estimate and the hours it counts, only for an estimate', () => {
    expect(estimatedRateText(job({ price: 75, startTime: '13:00', endTime: '18:00' }))).toBe(
      'about $15/Hr for 5 hours',
    );
    expect(estimatedRateText(job({ price: 20, startTime: '15:30', endTime: '17:00' }))).toBe(
      'about $13.33/Hr for 1.5 hours',
    );
    expect(estimatedRateText(job({ price: 20, startTime: '15:00', endTime: '16:00' }))).toBe(
      'about $20/Hr for 1 hour',
    );
    expect(
      estimatedRateText(job({ price: 22, priceType: 'perHr', startTime: '13:00', endTime: '18:00' })),
    ).toBeNull();
  });
});
