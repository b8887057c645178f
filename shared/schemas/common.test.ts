import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hasHiddenCharacters, plainText, unixNewlines } from './common';

describe('hidden characters in text', () => {
  it('refuses bidirectional controls, separators and C0/C1 controls', () => {
    for (const code of [
      0x00, 0x07, 0x09, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c,
      0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ]) {
      const text = `a${String.fromCodePoint(code)}b`;
      expect(hasHiddenCharacters(text), code.toString(16)).toBe(true);
      expect(hasHiddenCharacters(text, true), code.toString(16)).toBe(true);
    }
  });

  it('takes a newline only in a multi-line field, and letters of any script', () => {
    expect(hasHiddenCharacters('a\nb')).toBe(true);
    expect(hasHiddenCharacters('a\nb', true)).toBe(false);
    for (const text of ['Zoë', 'رعاية', '子守り', '👩‍👧', 'a\u00a0b', 'a\u200db']) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });

  it('a multi-line schema keeps Windows line ends as newlines', () => {
    const schema = z.string().check(unixNewlines, plainText({ multiline: true }));
    expect(schema.parse('a\r\nb\rc')).toBe('a\nb\nc');
    expect(schema.safeParse('a\u2028b').success).toBe(false);
  });
});
