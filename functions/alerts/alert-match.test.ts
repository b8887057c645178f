import { describe, expect, it } from 'vitest';
import {
  type AlertCriteria,
  type AlertJob,
  ANY,
  jobMatchKeys,
  MAX_PLACE_KEYS,
  placeKeys,
  savedSearchMatches,
  searchMatchKeys,
  searchWords,
} from './alert-match';
import { decodeUnsubscribeNonce, encodeUnsubscribeNonce } from './unsubscribe';

const austin = { latitude: 30.2466, longitude: -97.7697 };
const roundRock = { latitude: 30.5083, longitude: -97.6789 };
const fairbanks = { latitude: 64.8378, longitude: -147.7164 };

const job = (over: Partial<AlertJob> = {}): AlertJob => ({
  title: 'Afternoon dog walker',
  priceType: 'perHr',
  address: austin,
  ...over,
});
const search = (over: Partial<AlertCriteria> = {}): AlertCriteria => ({
  words: searchWords('dog walk'),
  point: austin,
  radius: 10,
  priceType: 'all',
  ...over,
});

describe('savedSearchMatches (today: /jobs title matching)', () => {
  it('matches every word at the start of a title word, within the radius, with the pay asked', () => {
    expect(savedSearchMatches(search(), job())).toBe(true);
    expect(savedSearchMatches(search({ words: searchWords('cat') }), job())).toBe(false);
    expect(savedSearchMatches(search({ radius: 5 }), job({ address: roundRock }))).toBe(false);
    expect(savedSearchMatches(search({ radius: 40 }), job({ address: roundRock }))).toBe(true);
    expect(savedSearchMatches(search({ priceType: 'perJob' }), job())).toBe(false);
    expect(savedSearchMatches(search({ point: null, radius: null }), job({ address: fairbanks }))).toBe(true);
  });
});

describe('match keys', () => {
  const covers = (s: AlertCriteria, j: AlertJob) => {
    const jobKeys = new Set(jobMatchKeys(j));
    return searchMatchKeys(s).some((key) => jobKeys.has(key));
  };

  it('a job finds, under one of its keys, every search that matches it', () => {
    const cases: [AlertCriteria, AlertJob][] = [
      [search(), job()],
      [search({ radius: 40 }), job({ address: roundRock })],
      [search({ words: [] }), job()],
      [search({ point: null, radius: null }), job({ address: fairbanks })],
      [search({ words: [], point: null, radius: null }), job()],
      [search({ words: searchWords('tv') }), job({ title: 'TV mounting help' })],
      [search({ point: fairbanks, radius: 40 }), job({ address: fairbanks })],
    ];
    for (const [s, j] of cases) {
      expect(savedSearchMatches(s, j)).toBe(true);
      expect(covers(s, j)).toBe(true);
    }
  });

  it('keeps a search under few keys: words × cells, the bound of one transaction', () => {
    expect(placeKeys(null, null)).toEqual([ANY]);
    for (const radius of [5, 10, 15, 20, 25, 40]) {
      for (const point of [austin, fairbanks]) {
        const keys = placeKeys(point, radius);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.length).toBeLessThanOrEqual(MAX_PLACE_KEYS);
      }
    }
    expect(
      searchMatchKeys(
        search({ words: searchWords('dog walker pet sitter lawn yard'), radius: 40, point: fairbanks }),
      ).length,
    ).toBeLessThanOrEqual(6 * MAX_PLACE_KEYS);
  });

  it('a word and its forms share a key ("walk", "walker", "walking")', () => {
    const keyOf = (title: string) =>
      searchMatchKeys(search({ words: searchWords(title), point: null, radius: null }));
    expect(keyOf('walk')).toEqual(keyOf('walking'));
    expect(keyOf('walker')).toEqual(keyOf('walk'));
  });
});

describe('the unsubscribe nonce', () => {
  it('round-trips the searches of an e-mail and refuses anything else', () => {
    const entries = [
      { searchId: '8d2f3c1e-5b6a-8c7d-9e0f-1a2b3c4d5e6f', nonce: 'abcDEF123_-xyz' },
      { searchId: '1a2b3c4d-5e6f-8a7b-8c9d-0e1f2a3b4c5d', nonce: 'ZZZZZZZZZZZZ' },
    ];
    expect(decodeUnsubscribeNonce(encodeUnsubscribeNonce(entries))).toEqual(entries);
    for (const bad of [
      '',
      'x',
      'not-a-uuid.abcdefgh',
      `${entries[0]?.searchId}.short`,
      `${entries[0]?.searchId}.abcdefgh.extra`,
    ]) {
      expect(decodeUnsubscribeNonce(bad), bad).toBeNull();
    }
  });
});
