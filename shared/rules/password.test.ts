import { describe, expect, it } from 'vitest';
import {
  passwordChecks,
  passwordIssue,
  passwordMessages,
  passwordRequirements,
  passwordStrength,
  requirementsMet,
} from './password';

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

  it('counts every special character the user pool counts, and a space inside', () => {
    // Cognito's list, as its developer guide gives it.
    for (const c of '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-') expect(passwordChecks(`a${c}b`).special).toBe(true);
    expect(passwordChecks('a b').special).toBe(true);
    // Letters of other alphabets and symbols Cognito does not list do not count.
    for (const c of 'é£€§ß') expect(passwordChecks(`a${c}b`).special).toBe(false);
  });
});

describe('passwordIssue', () => {
  it.each([
    ['', passwordMessages.required],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character, such as ! @ # $ - _ .'],
    ['Garden-Gate_9', null],
    ['Garden.Gate9', null],
    ['Garden Gate9', null],
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
    ['sunnyday1', 3, 'Medium'],
    // Four requirements met, but the password is refused: never better than Medium.
    ['aA1!', 3, 'Medium'],
    ['GardenGate9', 3, 'Medium'],
    [' Garden-Gate9!', 3, 'Medium'],
    [' Neighbour1!', 3, 'Medium'],
    ['aA1!aaaa', 4, 'Strong'],
    ['Neighbour1!', 4, 'Strong'],
    ['Neighbour12!', 5, 'Very strong'],
    ['Correct-Horse-Battery-9!', 5, 'Very strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('reaches every label, in order, as a password is typed', () => {
    let typed = '';
    const seen: string[] = [];
    for (const character of 'sA1!unnyday9') {
      typed += character;
      const { label } = passwordStrength(typed);
      if (seen.at(-1) !== label) seen.push(label);
    }
    expect(seen).toEqual(['Very weak', 'Weak', 'Medium', 'Strong', 'Very strong']);
  });

  it('agrees with the rules: never Strong while a rule is broken, never below Strong once accepted', () => {
    // Every combination of the five requirements, plus the other ways to break a rule.
    const parts = ['abcdefgh', 'ABC', 'abc', '123', '!@#'];
    const samples: string[] = [' Neighbour1!', `Aa1!${'x'.repeat(253)}`, 'Aa1!aaaa', 'Aa1!aaaaaaaa'];
    for (let mask = 0; mask < 32; mask++) {
      samples.push(parts.filter((_, bit) => mask & (1 << bit)).join(''));
    }
    for (const password of samples) {
      const { label } = passwordStrength(password);
      if (passwordIssue(password) !== null)
        expect(['Very weak', 'Weak', 'Medium'], password).toContain(label);
      else expect(['Strong', 'Very strong'], password).toContain(label);
    }
  });
});

describe('requirementsMet', () => {
  it('counts the checklist items a password meets, whatever the rules say', () => {
    expect(requirementsMet('')).toBe(0);
    expect(requirementsMet('sunnyday1')).toBe(3);
    expect(requirementsMet('Neighbour1!')).toBe(passwordRequirements.length);
  });
});
