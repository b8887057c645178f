import type { PriceType } from '../schemas/common';

/** `{price}/Hr`, `{price}/Job`, or a dash when there is no price (spec/1 §9). */
export function formatPrice(price: number | undefined | null, priceType: PriceType): string {
  if (price === undefined || price === null || price <= 0) return '—';
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return `$${amount}/${priceType === 'perHr' ? 'Hr' : 'Job'}`;
}

const longUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-20` → `November 20, 2026`. Day strings are read as UTC so no timezone shifts the day. */
export function formatLongDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUsDate.format(date);
}

/** Distance in miles with one decimal (spec/1 §9). */
export function formatDistance(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}
