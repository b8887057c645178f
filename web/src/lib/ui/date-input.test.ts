import { describe, expect, it } from 'vitest';
import { dateForApi, isoToUsDate, maskDateInput, usDateToIso } from './date-input';

/** Types `keys` one at a time, as the field sees them. */
function type(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = maskDateInput(value + key, value);
  return value;
}

describe('maskDateInput', () => {
  it('adds the slashes after the month and the day', () => {
    expect(type('1')).toBe('1');
    expect(type('11')).toBe('11/');
    expect(type('1120')).toBe('11/20/');
    expect(type('11202026')).toBe('11/20/2026');
  });

  it('keeps digits and slashes only, at most 10 characters', () => {
    expect(type('1a1-2x0.2026')).toBe('11/20/2026');
    expect(type('112020269999')).toBe('11/20/2026');
    expect(maskDateInput('11/20/20261', '11/20/2026')).toBe('11/20/2026');
    expect(maskDateInput('ab', '')).toBe('');
  });

  it('accepts typed slashes without doubling them', () => {
    expect(type('11/20/2026')).toBe('11/20/2026');
  });

  it('clamps the month to 1–12', () => {
    expect(type('13')).toBe('12/');
    expect(type('00')).toBe('01/');
    // A first digit above 1 can only be a month 0N.
    expect(type('4')).toBe('04/');
  });

  it('clamps the day to the length of its month', () => {
    expect(type('0431')).toBe('04/30/');
    expect(type('0100')).toBe('01/01/');
    expect(type('0230')).toBe('02/29/');
    // Once the year is known, February has its real length.
    expect(type('02292026')).toBe('02/28/2026');
    expect(type('02292028')).toBe('02/29/2028');
    expect(type('015')).toBe('01/05/');
  });

  it('lets Backspace remove a slash', () => {
    expect(maskDateInput('11', '11/')).toBe('11');
    expect(maskDateInput('11/2', '11/20')).toBe('11/2');
    expect(maskDateInput('11/20', '11/20/')).toBe('11/20');
    expect(maskDateInput('11/20/', '11/20/2')).toBe('11/20/');
  });

  it('reformats a pasted date', () => {
    expect(maskDateInput('11202026', '')).toBe('11/20/2026');
    expect(maskDateInput('11/20/2026', '')).toBe('11/20/2026');
  });
});

describe('usDateToIso and isoToUsDate', () => {
  it('converts complete, real dates only', () => {
    expect(usDateToIso('11/20/2026')).toBe('2026-11-20');
    expect(usDateToIso('02/29/2028')).toBe('2028-02-29');
    expect(usDateToIso('02/29/2026')).toBeNull();
    expect(usDateToIso('13/01/2026')).toBeNull();
    expect(usDateToIso('11/20/26')).toBeNull();
    expect(usDateToIso('')).toBeNull();
  });

  it('shows an ISO day as MM/DD/YYYY', () => {
    expect(isoToUsDate('2026-11-20')).toBe('11/20/2026');
    expect(isoToUsDate('2026-11-20T10:00:00Z')).toBe('11/20/2026');
    expect(isoToUsDate('')).toBe('');
    expect(isoToUsDate(undefined)).toBe('');
  });
});

describe('dateForApi', () => {
  it('sends the ISO day, nothing, or the text for the contract to refuse', () => {
    expect(dateForApi('11/20/2026')).toBe('2026-11-20');
    expect(dateForApi('  ')).toBe('');
    expect(dateForApi('11/2')).toBe('11/2');
  });
});
