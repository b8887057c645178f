import { concepts } from './synonyms';
import { wordsOf } from './words';

/*
 * The words a typo is corrected towards when a search reads the term index (no place): the index has
 * no list of its own terms, so "babysiter" or "tutring" is matched against the words that job posts use.
 * With a place, and when alerts match new jobs, a typo is also matched against each job's own words
 * (match.ts). Words of fewer than 4 letters are never typo targets ("cater" must not find "cat").
 */
const JOB_WORDS = (
  'walk walker walking dog dogs sitter sitting sit house housesitting plant plants water watering ' +
  'clean cleaning wash washing car cars window windows pool garage paint painting fence deck gutter ' +
  'gutters move moving boxes assemble assembly furniture piano guitar violin lesson lessons music ' +
  'spanish french english reading writing essay science coding programming video photo photos party ' +
  'event cook cooking meal meals bake baking dinner dishes laundry ironing folding organize organizing ' +
  'closet attic basement trash recycling haul hauling junk delivery flyers posters inventory typing ' +
  'lifeguard swim swimming coach coaching soccer basketball baseball football tennis sports camp ' +
  'counselor elderly senior companion grandparent grandmother grandfather horse horses chicken chickens ' +
  'farm feeding harvest fruit apple apples tree trees branches firewood stacking detailing vacuum ' +
  'weekend weekends weekday morning afternoon evening night summer winter spring holiday vacation ' +
  'travel bike biking errands driveway sidewalk steps shoveling plowing leaves raking weeding mowing ' +
  'trimming hedges mulching planting gardening landscaping cleanup tutoring tutor homework algebra ' +
  'geometry chemistry physics biology history reading math babysitting babysitter nanny childcare ' +
  'toddler toddlers infant kids children grocery groceries shopping pharmacy prescription computer ' +
  'laptop phone printer tablet wifi router software technology setup install installing printer'
).split(' ');

/** A typed word of this many letters or more may hold any one typo: a change, a letter more or less, a swap. */
export const TYPO_MIN_LENGTH = 5;
/**
 * A 4-letter word may miss a letter ("tutr" for "tutor") or swap two neighbours ("wlak"), but not
 * change or add one: that turns too many short words into other words ("cats" into "cars", "fish"
 * into "dish").
 */
export const SHORT_TYPO_LENGTH = 4;

let cached: { words: Set<string>; stemsByWord: Map<string, string> } | null = null;

/** Every word of the table and the list above (length ≥ 4). Built on first use, not at module load. */
export function vocabulary(stemOf: (word: string) => string) {
  if (cached) return cached;
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of wordsOf(text)) if (word.length >= 4) words.add(word);
  };
  for (const concept of concepts) for (const text of [...concept.members, ...concept.searches]) add(text);
  for (const word of JOB_WORDS) add(word);
  cached = { words, stemsByWord: new Map([...words].map((word) => [word, stemOf(word)])) };
  return cached;
}

/**
 * True when a and b differ by at most one edit: a letter added, removed, changed, or two neighbours
 * swapped (Damerau). Linear: the strings are walked once from both ends.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let start = 0;
  while (start < la && start < lb && a[start] === b[start]) start++;
  let endA = la - 1;
  let endB = lb - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  // One letter changed, added or removed.
  if (restA <= 1 && restB <= 1) return true;
  // Two neighbours swapped.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * Is `typed` one typo away from `known`? Any one edit from TYPO_MIN_LENGTH letters on; below that, a
 * missing letter or two swapped neighbours only, and nothing under SHORT_TYPO_LENGTH letters.
 */
export function isTypoOf(typed: string, known: string): boolean {
  if (typed === known || typed.length < SHORT_TYPO_LENGTH) return false;
  if (typed.length >= TYPO_MIN_LENGTH) return withinOneEdit(typed, known);
  if (known.length === typed.length + 1) return withinOneEdit(typed, known);
  return known.length === typed.length && swappedNeighbours(typed, known);
}

/** Equal-length words that differ only by two neighbouring letters swapped ("wlak", "walk"). */
function swappedNeighbours(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** The words a compound may be made of: every word of the table and the list above, from 3 letters. */
let parts: Set<string> | null = null;
function compoundParts(): Set<string> {
  if (parts) return parts;
  parts = new Set<string>();
  for (const concept of concepts) {
    for (const text of [...concept.members, ...concept.searches]) {
      for (const word of wordsOf(text)) if (word.length >= 3) parts.add(word);
    }
  }
  for (const word of JOB_WORDS) if (word.length >= 3) parts.add(word);
  return parts;
}

/** Shorter words are left whole: "carpet" is not a car and a pet. */
export const COMPOUND_MIN_LENGTH = 8;

/**
 * A word written without its space ("lawnmowing", "dogwalker", "catsitter"), as the two words of the
 * job vocabulary it is made of; null for a word that is not one (or is a known word itself). A part is
 * known by itself or by its stem ("shovelling" by "shovel").
 */
export function splitCompound(word: string, stemOf: (word: string) => string): [string, string] | null {
  if (word.length < COMPOUND_MIN_LENGTH || !/^\p{L}+$/u.test(word)) return null;
  const { words, stemsByWord } = vocabulary(stemOf);
  const knownStems = new Set(stemsByWord.values());
  const known = (part: string) =>
    compoundParts().has(part) || words.has(part) || knownStems.has(stemOf(part));
  if (known(word)) return null;
  // The longest known first part wins: "dogwalkers" is dog + walkers, not dogwalk + ers.
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const first = word.slice(0, cut);
    const second = word.slice(cut);
    if (known(first) && known(second)) return [first, second];
  }
  return null;
}
