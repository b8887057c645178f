import { toUsSpelling } from './spelling';
import { stem } from './stem';

/*
 * Text into words, and words into the stems that search compares. Used on both sides (a job's title and
 * description when it is indexed or scored, and what someone types), so both always agree.
 */

/**
 * Lower case, accents off, apostrophes dropped, split on anything but letters and digits. A hyphenated
 * word gives its parts and then the whole ("wi-fi" → wi, fi, wifi; "baby-sitter" → baby, sitter,
 * babysitter), so it meets both ways of writing it.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  const normalized = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '');
  for (const chunk of normalized.split(/[^\p{L}\p{N}-]+/u)) {
    const parts = chunk.split('-').filter((part) => part !== '');
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(''));
  }
  return words;
}

/** Words that say nothing about a job, in a title, a description or a query. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by do for from has have i if in into is it its me my no not of on or ' +
    'our so than that the their them then there these they this those to too up us was we were what ' +
    'when where which who will with you your'
  ).split(' '),
);

/**
 * Words people add to a search that every job would match ("help wanted", "jobs near me"). Dropped from
 * a query that has other words; a query of only these still searches for them.
 */
export const GENERIC_QUERY_WORDS: ReadonlySet<string> = new Set(
  (
    'job jobs work working help helper helping need needed needs want wanted wanting hire hiring looking ' +
    'seeking find someone anyone person student students teen teens near nearby local around please ' +
    'some any paid pay gig gigs'
  ).split(' '),
);

/** The stem of one word, after US spelling: "Shovelling" → "shovel", "babysitters" → "babysit". */
export const stemOf = (word: string): string => stem(toUsSpelling(word));

/** The stems of a text's words, in order, stop words left out. */
export function stemsOf(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stemOf);
}
