import { describe, expect, it } from 'vitest';
import { moneyFormatIssue, moneyMessages, readMoney } from './money';

describe('readMoney: a price exactly as typed', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['15', 15],
    ['12.50', 12.5],
    ['.5', 0.5],
    ['$18', 18],
    ['$ 18.25', 18.25],
    ['1,200', 1200],
    ['1,200.75', 1200.75],
    [' 22 ', 22],
    ['0', 0],
    // Read, not turned positive: the price rule then says it must be greater than 0.
    ['-5', -5],
    ['-$5', -5],
    ['12.555', 12.555],
  ])('%j → %j', (text, amount) => {
    expect(readMoney(text)).toBe(amount);
  });

  it.each(['1e5', '1E5', '+5', '12abc', '5.5.5', '1,20', '12,00', '$', '-', '.', 'five', '0x10', 'Infinity'])(
    '%j is not an amount: refused with a message, never rewritten',
    (text) => {
      expect(readMoney(text)).toBeNaN();
      expect(moneyFormatIssue(text)).toBe(moneyMessages.format);
    },
  );

  it('says nothing about an empty field or an amount (the price rules judge those)', () => {
    expect(moneyFormatIssue('')).toBeNull();
    expect(moneyFormatIssue('-5')).toBeNull();
    expect(moneyFormatIssue('15')).toBeNull();
  });
});
