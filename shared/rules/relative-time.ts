/**
 * Relative time (docs/spec/1-students-and-accounts.md §8, §9; docs/spec/2-employers-and-info-pages.md §9), one helper for both areas: "Posted 3 days ago" on job
 * cards, "Applied 2 weeks ago" in the reviewer, and the short form ("3d") where space is tight.
 *
 * Units step up the way people count: seconds, minutes, hours, days under a week, weeks under 30 days,
 * months of 30 days under a year, then years of 365 days. A missing or unreadable date reads "N/A".
 */

import { localDay, viewerTimeZone } from './job-day';

export type RelativeTimeLocale = 'en' | 'zh';
type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface RelativeTimeOptions {
  /** The moment to count from; defaults to the current time. */
  now?: Date;
  /** The short form: 5s, 3m, 2h, 4d, 1w, 2mo, 1y, now (docs/spec/1-students-and-accounts.md §9). */
  short?: boolean;
  locale?: RelativeTimeLocale;
}

export const NOT_AVAILABLE = 'N/A';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Under this, "just now" / "now": a clock a few seconds apart should not read "3 seconds from now". */
const NOW_WITHIN = 5 * SECOND;

/** A date from an ISO string, a timestamp or a Date; null when missing or not a real date. */
export function toValidDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function largestUnit(ms: number): { unit: Unit; count: number } {
  if (ms < MINUTE) return { unit: 'second', count: Math.floor(ms / SECOND) };
  if (ms < HOUR) return { unit: 'minute', count: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hour', count: Math.floor(ms / HOUR) };
  const days = Math.floor(ms / DAY);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  const months = Math.floor(days / 30);
  // 360–364 days are twelve 30-day months: a year, not "12 months".
  if (months < 12) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.max(1, Math.floor(days / 365)) };
}

const shortSuffix: Record<Unit, string> = {
  second: 's',
  minute: 'm',
  hour: 'h',
  day: 'd',
  week: 'w',
  month: 'mo',
  year: 'y',
};

const zhUnit: Record<Unit, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  day: '天',
  week: '周',
  month: '个月',
  year: '年',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "3 days ago", "in 2 hours", "just now"; short: "3d", "now"; Chinese: "3天前", "2小时后", "刚刚".
 * The short form drops the direction: it is for past moments shown beside a label ("Posted 3d").
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  options: RelativeTimeOptions = {},
): string {
  const date = toValidDate(value);
  if (!date) return NOT_AVAILABLE;
  const { now = new Date(), short = false, locale = 'en' } = options;
  const diff = now.getTime() - date.getTime();
  const future = diff < 0;
  const distance = Math.abs(diff);

  if (distance < NOW_WITHIN) {
    if (locale === 'zh') return '刚刚';
    return short ? 'now' : 'just now';
  }
  const { unit, count } = largestUnit(distance);
  if (locale === 'zh') {
    if (short) return `${count}${unit === 'month' ? '月' : zhUnit[unit]}`;
    return `${count}${zhUnit[unit]}${future ? '后' : '前'}`;
  }
  if (short) return `${count}${shortSuffix[unit]}`;
  const amount = plural(count, unit);
  return future ? `in ${amount}` : `${amount} ago`;
}

const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY);

export interface AppliedLabelOptions {
  now?: Date;
  locale?: RelativeTimeLocale;
  /** The calendar on which "today" is read; the viewer's own by default. */
  timeZone?: string;
}

/**
 * The reviewer's applied-date label (docs/spec/2-employers-and-info-pages.md §9): Today, Yesterday, N days ago under 7 days, N weeks
 * ago under 30 days, else N months ago (30-day months). Days are calendar days on the viewer's
 * calendar, so an application sent last night reads "Yesterday" in the morning.
 */
export function formatAppliedLabel(
  value: string | number | Date | null | undefined,
  options: AppliedLabelOptions = {},
): string {
  const date = toValidDate(value);
  if (!date) return NOT_AVAILABLE;
  const { now = new Date(), locale = 'en', timeZone } = options;
  // A clock slightly ahead of the viewer's still reads "Today", never "-1 days ago".
  // The days come from job-day's formatters, made once per zone.
  const zone = timeZone ?? viewerTimeZone();
  const days = Math.max(0, dayNumber(localDay(zone, now)) - dayNumber(localDay(zone, date)));
  const zh = locale === 'zh';
  if (days === 0) return zh ? '今天' : 'Today';
  if (days === 1) return zh ? '昨天' : 'Yesterday';
  if (days < 7) return zh ? `${days}天前` : `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return zh ? `${weeks}周前` : `${plural(weeks, 'week')} ago`;
  }
  const months = Math.floor(days / 30);
  return zh ? `${months}个月前` : `${plural(months, 'month')} ago`;
}
