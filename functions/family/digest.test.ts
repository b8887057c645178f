import { describe, expect, it } from 'vitest';
import { DIGEST_MAX_LINES, digestSummary } from './digest';

describe('the digest summary', () => {
  it('lists the events oldest first, one per line', () => {
    expect(
      digestSummary([
        { at: '2026-11-26T12:00:00.000Z', text: 'Maya was accepted for Dog walking.' },
        { at: '2026-11-26T09:00:00.000Z', text: 'Maya applied for Dog walking.' },
      ]),
    ).toBe('Maya applied for Dog walking.\nMaya was accepted for Dog walking.');
  });

  it('points to the family page for the rest past its length', () => {
    const many = Array.from({ length: DIGEST_MAX_LINES + 3 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 26, 0, i)).toISOString(),
      text: `Event ${i}.`,
    }));
    const lines = digestSummary(many).split('\n');
    expect(lines).toHaveLength(DIGEST_MAX_LINES + 1);
    expect(lines.at(-1)).toBe('…and 3 more on your family page.');
    // It fits the template's limit (shared/emails/fields.ts paragraph: 2000 characters).
    const long = digestSummary(many.map((m) => ({ ...m, text: 'x'.repeat(200) })));
    expect(long.length).toBeLessThanOrEqual(2000);
    expect(long).toMatch(/…and \d+ more on your family page\.$/);
  });
});
