import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  fullNameIssue,
  hasInterest,
  isMinor,
  isPlainName,
  isSameMailbox,
  normalizeInterests,
  phoneDigits,
  phoneIssue,
  splitFullName,
  toE164,
  zipCodeIssue,
} from './person';

describe('splitFullName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Ada   Lovelace King ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace King' });
    expect(splitFullName('Ada')).toBeNull();
    expect(splitFullName('   ')).toBeNull();
  });

  it('gives the spec messages', () => {
    expect(fullNameIssue('')).toBe('Full name is required');
    expect(fullNameIssue('Ada')).toBe('Please enter your full name (first and last name)');
    expect(fullNameIssue('Ada\nLovelace')).toBe(
      "Names can only contain letters, spaces, apostrophes (') and hyphens (-)",
    );
    expect(fullNameIssue(`Ada ${'x'.repeat(51)}`)).toBe('Names must be 50 characters or fewer');
    expect(fullNameIssue('Ada Lovelace')).toBeNull();
  });
});

describe('isPlainName: the one rule for names', () => {
  it.each([
    'Zoë',
    'Zoe\u0308',
    'José',
    "O'Brien",
    'O’Brien',
    'Anne-Marie',
    'Mary Ann',
    'Łukasz',
    'Ngữ',
    '李小龍',
    'Алёна',
    'محمد',
    'देवनागरी',
  ])('accepts %j', (name) => {
    expect(isPlainName(name)).toBe(true);
  });

  it.each([
    '<script>',
    'Sam2',
    '007',
    'sam@example.com',
    'https://evil.example',
    'evil.example',
    'Dr. Who',
    "'-",
    '',
    'Tab\there',
    'Line\nbreak',
    'Zero\u200bwidth',
  ])('refuses %j', (name) => {
    expect(isPlainName(name)).toBe(false);
  });

  it('is what the full-name field says', () => {
    const message = "Names can only contain letters, spaces, apostrophes (') and hyphens (-)";
    expect(fullNameIssue('Zoë O’Brien-Smith')).toBeNull();
    expect(fullNameIssue('Sam <b>Rivera</b>')).toBe(message);
    expect(fullNameIssue('Visit evil.example')).toBe(message);
  });
});

describe('phone', () => {
  it('keeps at most 10 digits and drops a leading country code', () => {
    expect(phoneDigits('(123) 456-7890')).toBe('1234567890');
    expect(phoneDigits('+1 123 456 7890')).toBe('1234567890');
    expect(phoneDigits('123456789012')).toBe('1234567890');
  });

  it('formats while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12')).toBe('(12');
    expect(formatPhone('1234')).toBe('(123) 4');
    expect(formatPhone('1234567')).toBe('(123) 456-7');
    expect(formatPhone('1234567890')).toBe('(123) 456-7890');
  });

  it('validates with the spec messages', () => {
    expect(phoneIssue('')).toBe('Phone number is required');
    expect(phoneIssue('12345')).toBe('Please enter a valid 10-digit phone number');
    expect(phoneIssue('123456789012')).toBe('Please enter a valid 10-digit phone number');
    expect(phoneIssue('(123) 456-7890')).toBeNull();
    expect(toE164('1234567890')).toBe('+11234567890');
  });
});

describe('zipcode and minors', () => {
  it('zipcode is exactly 5 digits', () => {
    expect(zipCodeIssue('')).toBe('Zipcode is required');
    expect(zipCodeIssue('1234')).toBe('Please enter a valid 5-digit zipcode');
    expect(zipCodeIssue('12345-6789')).toBe('Please enter a valid 5-digit zipcode');
    expect(zipCodeIssue('02134')).toBeNull();
  });

  it('a minor is under 18', () => {
    expect(isMinor(17)).toBe(true);
    expect(isMinor(18)).toBe(false);
  });
});

describe('interests', () => {
  it('trims, drops empties and repeats ignoring case, keeping the first spelling', () => {
    expect(normalizeInterests([' Dogs ', 'dogs', '', 'Yard  work', 'DOGS', 'Tutoring'])).toEqual([
      'Dogs',
      'Yard work',
      'Tutoring',
    ]);
    expect(hasInterest(['Dogs'], ' dOGs ')).toBe(true);
    expect(hasInterest(['Dogs'], 'Cats')).toBe(false);
  });
});

describe('isSameMailbox', () => {
  it.each([
    ['sam@example.com', 'sam@example.com'],
    ['Sam@Example.com ', 'sam@example.com'],
    ['sam+mom@example.com', 'sam@example.com'],
    ['sam.rivera@gmail.com', 'samrivera+parent@googlemail.com'],
  ])('%j and %j reach one mailbox', (a, b) => {
    expect(isSameMailbox(a, b)).toBe(true);
  });

  it.each([
    ['sam@example.com', 'jo@example.com'],
    ['sam@example.com', 'sam@example.org'],
    // Only providers known to ignore dots are treated that way.
    ['sam.rivera@example.com', 'samrivera@example.com'],
  ])('%j and %j are different mailboxes', (a, b) => {
    expect(isSameMailbox(a, b)).toBe(false);
  });
});
