import { describe, expect, it } from 'vitest';
import { passwordChecks, passwordIssue, passwordMessages, passwordStrength } from './password';

describe('passwordChecks', () => {
  it('reports each of the five requirements', () => {
    expect(passwordChecks('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      number: false,
      special: false,
    });
    expect(passwordChecks('Neighbour1!')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      number: true,
      special: true,
    });
    expect(passwordChecks('abcdefgh').lowercase).toBe(true);
    expect(passwordChecks('ABC').uppercase).toBe(true);
    expect(passwordChecks('x9').number).toBe(true);
  });

  it('counts only the special characters the spec names', () => {
    for (const c of '!@#$%^&*') expect(passwordChecks(`a${c}`).special).toBe(true);
    expect(passwordChecks('a?()_-+=').special).toBe(false);
  });
});

describe('passwordIssue', () => {
  it.each([
    ['', passwordMessages.required],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character (!@#$%^&*)'],
    [' Abcdefg1!', passwordMessages.edgeSpaces],
    [`Aa1!${'x'.repeat(253)}`, passwordMessages.tooLong],
    ['Neighbour1!', null],
  ])('%j → %j', (password, message) => {
    expect(passwordIssue(password)).toBe(message);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very weak'],
    ['a', 1, 'Very weak'],
    ['aA', 2, 'Weak'],
    ['aA1', 3, 'Medium'],
    ['aA1!', 4, 'Strong'],
    ['aA1!aaaa', 5, 'Very strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
