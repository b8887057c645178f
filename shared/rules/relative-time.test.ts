import { describe, expect, it } from 'vitest';
import { formatAppliedLabel, formatRelativeTime, NOT_AVAILABLE, toValidDate } from './relative-time';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now', 'now'],
    [4 * S, 'just now', 'now'],
    [5 * S, '5 seconds ago', '5s'],
    [59 * S, '59 seconds ago', '59s'],
    [60 * S, '1 minute ago', '1m'],
    [3 * M + 59 * S, '3 minutes ago', '3m'],
    [59 * M, '59 minutes ago', '59m'],
    [H, '1 hour ago', '1h'],
    [23 * H + 59 * M, '23 hours ago', '23h'],
    [D, '1 day ago', '1d'],
    [3 * D, '3 days ago', '3d'],
    [6 * D + 23 * H, '6 days ago', '6d'],
    [7 * D, '1 week ago', '1w'],
    [29 * D, '4 weeks ago', '4w'],
    [30 * D, '1 month ago', '1mo'],
    [75 * D, '2 months ago', '2mo'],
    [359 * D, '11 months ago', '11mo'],
    [360 * D, '1 year ago', '1y'],
    [365 * D, '1 year ago', '1y'],
    [3 * 365 * D + 10 * D, '3 years ago', '3y'],
  ])('%i ms ago reads "%s" and short "%s"', (ms, long, short) => {
    expect(formatRelativeTime(ago(ms), { now })).toBe(long);
    expect(formatRelativeTime(ago(ms), { now, short: true })).toBe(short);
  });

  it('says when a moment is still to come', () => {
    expect(formatRelativeTime(ahead(2 * H), { now })).toBe('in 2 hours');
    expect(formatRelativeTime(ahead(D), { now })).toBe('in 1 day');
    expect(formatRelativeTime(ahead(2 * S), { now })).toBe('just now');
  });

  it('speaks Chinese', () => {
    expect(formatRelativeTime(ago(S), { now, locale: 'zh' })).toBe('刚刚');
    expect(formatRelativeTime(ago(30 * S), { now, locale: 'zh' })).toBe('30秒前');
    expect(formatRelativeTime(ago(5 * M), { now, locale: 'zh' })).toBe('5分钟前');
    expect(formatRelativeTime(ago(2 * H), { now, locale: 'zh' })).toBe('2小时前');
    expect(formatRelativeTime(ago(3 * D), { now, locale: 'zh' })).toBe('3天前');
    expect(formatRelativeTime(ago(14 * D), { now, locale: 'zh' })).toBe('2周前');
    expect(formatRelativeTime(ago(60 * D), { now, locale: 'zh' })).toBe('2个月前');
    expect(formatRelativeTime(ago(400 * D), { now, locale: 'zh' })).toBe('1年前');
    expect(formatRelativeTime(ahead(3 * D), { now, locale: 'zh' })).toBe('3天后');
    expect(formatRelativeTime(ago(3 * D), { now, locale: 'zh', short: true })).toBe('3天');
    expect(formatRelativeTime(ago(60 * D), { now, locale: 'zh', short: true })).toBe('2月');
  });

  it('accepts a Date, a timestamp or ISO text', () => {
    const date = new Date(now.getTime() - 2 * D);
    expect(formatRelativeTime(date, { now })).toBe('2 days ago');
    expect(formatRelativeTime(date.getTime(), { now })).toBe('2 days ago');
    expect(formatRelativeTime(date.toISOString(), { now })).toBe('2 days ago');
  });

  it.each([null, undefined, '', 'not a date', '2026-13-45', Number.NaN, new Date('nope')])(
    'reads N/A for %s',
    (value) => {
      expect(formatRelativeTime(value, { now })).toBe(NOT_AVAILABLE);
      expect(formatRelativeTime(value, { now, short: true })).toBe('N/A');
      expect(formatRelativeTime(value, { now, locale: 'zh' })).toBe('N/A');
    },
  );

  it('counts from the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * H))).toBe('2 hours ago');
  });
});

describe('formatAppliedLabel (docs/spec/2-employers-and-info-pages.md §9)', () => {
  const utc = { now, timeZone: 'UTC' };
  it.each([
    ['2026-06-15T11:59:00Z', 'Today'],
    ['2026-06-15T00:00:00Z', 'Today'],
    ['2026-06-14T23:59:00Z', 'Yesterday'],
    ['2026-06-14T00:00:00Z', 'Yesterday'],
    ['2026-06-13T12:00:00Z', '2 days ago'],
    ['2026-06-09T12:00:00Z', '6 days ago'],
    ['2026-06-08T12:00:00Z', '1 week ago'],
    ['2026-06-01T12:00:00Z', '2 weeks ago'],
    ['2026-05-17T12:00:00Z', '4 weeks ago'],
    ['2026-05-16T12:00:00Z', '1 month ago'],
    ['2026-04-15T12:00:00Z', '2 months ago'],
    ['2025-06-15T12:00:00Z', '12 months ago'],
  ])('%s reads "%s"', (applied, label) => {
    expect(formatAppliedLabel(applied, utc)).toBe(label);
  });

  it('reads days on the viewer calendar: last night is Yesterday, not Today', () => {
    // 03:00 UTC on the 15th is still the evening of the 14th in Chicago.
    const morning = new Date('2026-06-15T14:00:00Z');
    expect(formatAppliedLabel('2026-06-15T03:00:00Z', { now: morning, timeZone: 'America/Chicago' })).toBe(
      'Yesterday',
    );
    expect(formatAppliedLabel('2026-06-15T03:00:00Z', { now: morning, timeZone: 'UTC' })).toBe('Today');
  });

  it('never counts backwards for a moment slightly ahead of the viewer clock', () => {
    expect(formatAppliedLabel(ahead(10 * M), utc)).toBe('Today');
  });

  it('speaks Chinese', () => {
    const zh = { ...utc, locale: 'zh' as const };
    expect(formatAppliedLabel('2026-06-15T08:00:00Z', zh)).toBe('今天');
    expect(formatAppliedLabel('2026-06-14T08:00:00Z', zh)).toBe('昨天');
    expect(formatAppliedLabel('2026-06-12T08:00:00Z', zh)).toBe('3天前');
    expect(formatAppliedLabel('2026-06-01T08:00:00Z', zh)).toBe('2周前');
    expect(formatAppliedLabel('2026-04-01T08:00:00Z', zh)).toBe('2个月前');
  });

  it.each([null, undefined, '', 'yesterday'])('reads N/A for %s', (value) => {
    expect(formatAppliedLabel(value, utc)).toBe('N/A');
  });
});

describe('toValidDate', () => {
  it('copies a Date rather than sharing it', () => {
    const date = new Date(now);
    expect(toValidDate(date)).not.toBe(date);
    expect(toValidDate(date)?.getTime()).toBe(now.getTime());
  });
});
