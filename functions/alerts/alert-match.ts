import ngeohash from 'ngeohash';
import type { PriceFilter } from '../../shared/rules/job-search';
import type { PriceType } from '../../shared/schemas/common';
import { STOP_WORDS, wordsOf } from '../../shared/search/words';
import { coverCells, distanceMiles, type Point } from '../jobs';

/*
 * Which saved searches a new job matches, and the keys that find them without a Scan.
 * Pure functions only: the alert run (alert-run.ts) and the saved-search writes use them.
 *
 * THE matching rule is `savedSearchMatches`: every word of the search starts a word of the title (the
 * title matching /jobs had before shared/search). It does not yet take shared/search's word forms,
 * synonyms and typos: that replaces the body of `savedSearchMatches` and `wordKeys`, whose keys only
 * need to be a superset of what the rule accepts. A word is keyed by its
 * first three letters, so "walker", "walking" and "walk", and a typo after the third letter, share a
 * key; the rule then decides in memory.
 *
 * A saved search is written under one key per (word key, place key):
 * - word key: each word's key, or `*` for a search without words. A word of two letters ("tv") is
 *   under `*` too: it starts few titles' words, and keying it would have every job look itself up
 *   under the two-letter start of each of its words, doubling the run's Queries for a rare case;
 * - place key: each geohash cell its circle touches, or `*` for a search without a place. Cells are
 *   precision 4 (≈ 39 × 20 km) up to 10 miles and precision 3 (≈ 156 × 156 km) beyond, so a circle
 *   touches a handful, and never more than MAX_PLACE_KEYS.
 * A job looks itself up under (the key of each of its words of three letters or more, and `*`) × (its
 * cell at precisions 3 and 4, and `*`): every search that could match it is under one of those keys.
 */

export const ANY = '*';
/** Word keys are this long (shorter words are their own key). */
export const WORD_KEY_LENGTH = 3;
const FINE = 4;
const COARSE = 3;
/** A circle at 40 miles touches at most 8 precision-3 cells even in Alaska; this is the hard bound. */
export const MAX_PLACE_KEYS = 14;

/** What a saved search asks of a job. */
export interface AlertCriteria {
  /** The words every matching title must have (lower case, stop words out). */
  words: readonly string[];
  point: Point | null;
  /** Miles around the point; null without a point. */
  radius: number | null;
  priceType: PriceFilter;
}

/** What the rule reads of a job. */
export interface AlertJob {
  title: string;
  priceType: PriceType;
  address: Point;
}

/** A search word shorter than this says too little to match on. */
const SEARCH_WORD_MIN_LENGTH = 2;

/**
 * The words of a search's title that a job must match: its words (shared/search's split, so the same
 * accents, apostrophes and hyphens rules as /jobs), stop words out.
 */
export function searchWords(title: string): string[] {
  return wordsOf(title).filter((word) => !STOP_WORDS.has(word) && word.length >= SEARCH_WORD_MIN_LENGTH);
}

/** Does a title have, for every search word, a word starting with it ("walk" finds "Dog walker")? */
function titleMatches(title: string, words: readonly string[]): boolean {
  const titleWords = wordsOf(title);
  return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

/** Does the job match the saved search? THE rule of the alerts; see the note above. */
export function savedSearchMatches(search: AlertCriteria, job: AlertJob): boolean {
  if (search.priceType !== 'all' && job.priceType !== search.priceType) return false;
  if (search.point && search.radius !== null && distanceMiles(search.point, job.address) > search.radius) {
    return false;
  }
  return search.words.length === 0 || titleMatches(job.title, search.words);
}

const wordKey = (word: string) => word.slice(0, WORD_KEY_LENGTH);

/** The word keys of a search: one per word, `*` for none or for a word shorter than a key. */
export function wordKeys(words: readonly string[]): string[] {
  if (words.length === 0) return [ANY];
  return [...new Set(words.map((word) => (word.length < WORD_KEY_LENGTH ? ANY : wordKey(word))))];
}

/** The cells a search's circle touches, at the finest precision that keeps them few. */
export function placeKeys(point: Point | null, radius: number | null): string[] {
  if (!point || radius === null) return [ANY];
  for (const precision of radius <= 10 ? [FINE, COARSE] : [COARSE]) {
    const cells = coverCells(point, radius, precision).map((cover) => cover.cell);
    if (cells.length <= MAX_PLACE_KEYS) return cells;
  }
  throw new Error(`A ${radius}-mile circle touches more than ${MAX_PLACE_KEYS} cells`);
}

export const matchKey = (word: string, place: string) => `${word}@${place}`;

/** Every key a saved search is written under. */
export function searchMatchKeys(search: AlertCriteria): string[] {
  const places = placeKeys(search.point, search.radius);
  return wordKeys(search.words).flatMap((word) => places.map((place) => matchKey(word, place)));
}

/**
 * Every key a job looks itself up under. A search word is the start of a title word, so a title word
 * shorter than a key starts no keyed search word (the two-letter ones are under `*`).
 */
export function jobMatchKeys(job: AlertJob): string[] {
  const words = new Set<string>([ANY]);
  for (const word of wordsOf(job.title)) {
    if (word.length >= WORD_KEY_LENGTH) words.add(wordKey(word));
  }
  const { latitude, longitude } = job.address;
  const places = [
    ngeohash.encode(latitude, longitude, COARSE),
    ngeohash.encode(latitude, longitude, FINE),
    ANY,
  ];
  return [...words].flatMap((word) => places.map((place) => matchKey(word, place)));
}
