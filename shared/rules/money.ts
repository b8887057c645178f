/*
 * An amount of money as a person types it into a price field (a job's price, an expected price). The
 * fields are text, not number inputs: a number input swallows "-" and "e" (docs/spec/2-employers-and-info-pages.md §5 blocks those keys),
 * so "-5" became 5 and "1e5" became 15 without a word, and a pasted "1e5" was read as 100,000. Here
 * nothing typed is rewritten: what is not a plain amount is refused with a message, and the number is
 * read exactly as written.
 */

export const moneyMessages = {
  format: 'Please enter an amount in dollars, such as 15 or 12.50.',
} as const;

/**
 * Digits with an optional decimal part, an optional "$" first and thousands separated by commas
 * ("1,200.50"); a minus sign is read, so a negative amount gets the rule's "greater than 0" message.
 */
const AMOUNT = /^(-)?\s*\$?\s*(\d+|\d{1,3}(?:,\d{3})+)?(\.\d+)?$/;

/**
 * What a price field holds: null when empty (no price), the amount, or NaN when it is not a plain
 * amount ("1e5", "12abc", "+5", "5.5.5"), for moneyMessages.format.
 */
export function readMoney(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  const match = AMOUNT.exec(typed);
  if (!match || (match[2] === undefined && match[3] === undefined)) return Number.NaN;
  const amount = Number(`${(match[2] ?? '0').replaceAll(',', '')}${match[3] ?? ''}`);
  return match[1] ? -amount : amount;
}

/** The format message for text that is not an amount; null for an empty field or any amount. */
export function moneyFormatIssue(text: string): string | null {
  return Number.isNaN(readMoney(text)) ? moneyMessages.format : null;
}
