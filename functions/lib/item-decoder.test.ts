import { describe, expect, it } from 'vitest';
import { itemDecoder } from './item-decoder';

interface Thing {
  id: string;
  count: number;
  open: boolean;
  place: { lat: number };
  note?: string;
}

const thing = itemDecoder<Thing>('thing', {
  id: 'string',
  count: 'number',
  open: 'boolean',
  place: 'object',
});

describe('itemDecoder', () => {
  it('gives an item of its table its type, with every attribute it has', () => {
    const raw = { id: 'a', count: 1, open: false, place: { lat: 1 }, note: 'n', extra: true };
    expect(thing.item(raw)).toBe(raw);
    expect(thing.list([raw, raw])).toHaveLength(2);
    expect(thing.list(undefined)).toEqual([]);
  });

  it('reads no item as undefined only where one may be missing', () => {
    expect(thing.maybe(undefined)).toBeUndefined();
    expect(() => thing.item(undefined)).toThrow('Not a thing item (none)');
  });

  it('throws on an item of another kind, saying which attributes are wrong', () => {
    expect(() => thing.maybe({ id: 'a', count: '1', open: false, place: null })).toThrow(
      'Not a thing item: count is not a number, place is not a object',
    );
  });
});
