import type { PriceType } from '../schemas/common';

/** `{price}/Hr`, `{price}/Job`, or a dash when there is no price (docs/spec/1-students-and-accounts.md §9). */
export function formatPrice(price: number | undefined | null, priceType: PriceType): string {
  if (price === undefined || price === null || price <= 0) return '—';
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return `$${amount}/${priceType === 'perHr' ? 'Hr' : 'Job'}`;
}

/**
 * English month names, for dates written without `Intl`: a page's first `Intl` object loads ICU's
 * locale data, 20–130 ms of main thread on a phone-class CPU (measured in Chromium), and a job card
 * needs no more than these twelve words (Total Blocking Time).
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `November 20, 2026`: what `Intl.DateTimeFormat('en-US', { dateStyle: 'long' })` writes. */
export function usLongDate(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex]} ${day}, ${year}`;
}

/** `2026-11-20` → `November 20, 2026`. Day strings are read as UTC so no timezone shifts the day. */
export function formatLongDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return usLongDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Distance in miles with one decimal (docs/spec/1-students-and-accounts.md §9). */
export function formatDistance(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** "Austin, TX"; whichever part exists; the spec's fallback when neither does (docs/spec/1-students-and-accounts.md §8). */
export function formatJobLocation(address: { city?: string; state?: string } | undefined): string {
  const parts = [address?.city?.trim(), address?.state?.trim()].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length > 0 ? parts.join(', ') : 'Location not specified';
}

/** "Starts November 20, 2026 · Ends November 22, 2026" */
export function formatJobDates(startDate: string, endDate: string): string {
  return `Starts ${formatLongDate(startDate)} · Ends ${formatLongDate(endDate)}`;
}
