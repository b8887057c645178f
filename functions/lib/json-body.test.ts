import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { firstDuplicateKey, parseJsonBody } from './json-body';

describe('firstDuplicateKey', () => {
  it.each([
    ['{"a":1,"a":2}', 'a'],
    ['{"a":1, "b":{"c":1,"c":2}}', 'c'],
    ['[{"a":1},{"a":2},{"x":{"y":[{"z":1,"z":1}]}}]', 'z'],
    ['{"a\\"b":1,"a\\"b":2}', 'a"b'],
    ['{"\\u0061":1,"a":2}', 'a'],
  ])('finds the key named twice in %s', (text, key) => {
    expect(firstDuplicateKey(text)).toBe(key);
  });

  it.each([
    '{"a":1,"b":{"a":2}}',
    '[{"a":1},{"a":2}]',
    '{"a":"a","b":["a","a"]}',
    '{"a":"x:","b":"\\":"}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    '"text"',
    '12',
  ])('finds none in %s', (text) => {
    expect(firstDuplicateKey(text)).toBeNull();
  });
});

describe('parseJsonBody', () => {
  it('parses JSON, refuses what is not JSON and a key given twice, each with its code', () => {
    expect(parseJsonBody('{"a":[1,{"b":null}]}')).toEqual({ a: [1, { b: null }] });
    const codeOf = (text: string) => {
      try {
        parseJsonBody(text);
        return 'parsed';
      } catch (error) {
        return error instanceof HttpError ? `${error.status} ${error.code}` : 'other';
      }
    };
    expect(codeOf('{"a":')).toBe('400 INVALID_JSON');
    expect(codeOf('{"role":2,"role":1}')).toBe('400 DUPLICATE_KEY');
  });
});
