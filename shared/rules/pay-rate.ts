import type { PriceType } from '../schemas/common';
import { formatPrice } from './display';

/*
 * Pay compared fairly. "$75 a job" and "$22 an hour" are not one scale: a sort by the number alone put
 * the $75 job above the $22 hourly one whatever the job's length. A job priced per job whose hours are
 * known is compared by its estimated hourly rate, the price over those hours. Its hours are known when
 * it is one day with a time of day: over several days, "10 am – 1 pm" says when the work may be done,
 * not on how many of the days (raking leaves "Dec 5 – Dec 12, 10 am – 1 pm" is done once, and 24 hours
 * would make its $60 look like $2.50 an hour). A job whose hours are not known is sorted apart, after
 * every job with a rate. The search sorts with this, and the card shows the estimate it sorted by, so
 * the order says why.
 */

export interface PayFacts {
  price?: number | null;
  priceType: PriceType;
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The job's hours: its time of day, when it is one day and gave one; else null (not known). */
export function jobHourCount(job: PayFacts): number | null {
  if (!job.startTime || !job.endTime || job.startDate !== job.endDate) return null;
  const hours = (minutesOf(job.endTime) - minutesOf(job.startTime)) / 60;
  return hours > 0 ? hours : null;
}

export type HourlyRate =
  | { kind: 'hourly'; rate: number }
  | { kind: 'estimated'; rate: number; hours: number }
  | null;

/**
 * What the job pays an hour: its price when priced per hour, the price over its hours when priced per
 * job and the hours are known (to the cent), else null (no price, or per job without hours).
 */
export function hourlyRateOf(job: PayFacts): HourlyRate {
  if (job.price === undefined || job.price === null || job.price <= 0) return null;
  if (job.priceType === 'perHr') return { kind: 'hourly', rate: job.price };
  const hours = jobHourCount(job);
  if (hours === null) return null;
  return { kind: 'estimated', rate: Math.round((job.price / hours) * 100) / 100, hours };
}

/**
 * The pay sorts' groups, in order: a rate (hourly or estimated), then per job without known hours (by
 * its price), then no price. Both directions keep this order of groups.
 */
function payGroup(job: PayFacts): 0 | 1 | 2 {
  if (hourlyRateOf(job)) return 0;
  return job.price === undefined || job.price === null ? 2 : 1;
}

/** Highest or lowest pay first (see the top of this file); 0 for jobs the pay does not tell apart. */
export function comparePay(a: PayFacts, b: PayFacts, order: 'high' | 'low'): number {
  const group = payGroup(a) - payGroup(b);
  if (group !== 0) return group;
  const amount = (job: PayFacts) => hourlyRateOf(job)?.rate ?? job.price ?? 0;
  return order === 'high' ? amount(b) - amount(a) : amount(a) - amount(b);
}

/** What the pay sorts say they do, beside the sort. */
export const PAY_SORT_NOTE =
  'Compared by the hour: a one-day job priced per job counts as the hourly rate its hours give, shown on its card. Other jobs priced per job come next, then jobs with no price.';

/** "about $25/Hr for 3 hours", for a price per job with known hours; null otherwise. */
export function estimatedRateText(job: PayFacts): string | null {
  const rate = hourlyRateOf(job);
  if (rate?.kind !== 'estimated') return null;
  const hours = Number.isInteger(rate.hours) ? String(rate.hours) : rate.hours.toFixed(1);
  return `about ${formatPrice(rate.rate, 'perHr')} for ${hours} ${rate.hours === 1 ? 'hour' : 'hours'}`;
}
