/*
 * A light English stemmer for job titles and searches: babysitting, babysitter, babysitters, babysit →
 * "babysit"; walking, walker, walks → "walk"; groceries → "grocery"; shovelling, shoveling → "shovel".
 *
 * Why not Porter or Snowball (the `stemmer`, `natural` packages): they keep agent nouns whole when the
 * rest is short ("walker" stays "walker", "babysitter" becomes "babysitt" while "babysitting" becomes
 * "babysit"), and a job board's words are mostly agent nouns and their verbs. This is Porter's step 1
 * (plurals, -ed, -ing, with its e-restoring and undoubling rules), plus -er for the doer, plus final -e
 * and -ll, in a few dozen lines with no dependency. Stems are keys, not words ("rake" and "raking" →
 * "rake", "computer" and "computing" → "comput"); a search compares stems with stems only.
 */

const VOWELS = /[aeiou]/;

/** Irregular plurals and forms that no suffix rule reaches. */
const IRREGULAR: Readonly<Record<string, string>> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
  teeth: 'tooth',
  feet: 'foot',
  leaves: 'leaf',
  knives: 'knife',
  shelves: 'shelf',
  wolves: 'wolf',
  calves: 'calf',
  halves: 'half',
  lives: 'life',
  wives: 'wife',
  running: 'run',
  kids: 'kid',
  kiddos: 'kid',
};

/**
 * Words whose -er is part of the word, not a doer (so "summer" does not become "sum", "poster" not
 * "post", "shower" not "show"): kept whole, in any form ("showers" → "shower").
 */
const NOT_AGENT_ER = new Set(
  (
    'after border brother center chapter corner cover daughter dinner ever father finger flower ' +
    'ginger hamster ladder laser leather letter lobster lumber matter member monster mother never number ' +
    'offer order other over oyster paper poster power river shower silver sister spider summer super timber ' +
    'together tower under water weather whether winter wonder'
  ).split(' '),
);

const isVowelAt = (word: string, i: number): boolean => {
  const char = word[i] as string;
  if (VOWELS.test(char)) return true;
  // y after a consonant is a vowel ("gym", "baby"); at the start or after a vowel, a consonant.
  return char === 'y' && i > 0 && !isVowelAt(word, i - 1);
};

/** Porter's measure: the number of vowel-consonant sequences ("walk" 1, "babysit" 3, "tree" 0). */
function measure(word: string): number {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < word.length; i++) {
    const vowel = isVowelAt(word, i);
    if (previousVowel && !vowel) m++;
    previousVowel = vowel;
  }
  return m;
}

const hasVowel = (word: string) => [...word].some((_, i) => isVowelAt(word, i));

/** Consonant-vowel-consonant at the end, the last not w, x or y ("hop", "rak"): a short syllable. */
function endsShortSyllable(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1] as string;
  return !isVowelAt(word, n - 3) && isVowelAt(word, n - 2) && !isVowelAt(word, n - 1) && !/[wxy]/.test(last);
}

const endsDoubleConsonant = (word: string) =>
  word.length >= 2 && word.at(-1) === word.at(-2) && !isVowelAt(word, word.length - 1);

/** After -ing, -ed or -er came off: undo the doubling ("sitt" → "sit") or give back the e ("rak" → "rake"). */
function afterSuffix(base: string): string {
  if (endsDoubleConsonant(base) && !/[lsz]$/.test(base)) return base.slice(0, -1);
  if (measure(base) === 1 && endsShortSyllable(base)) return `${base}e`;
  return base;
}

function stripPlural(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (/(x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && word.length > 3) return word.slice(0, -1);
  return word;
}

function stripVerb(word: string): string {
  // "feed", "need", "agreed": -eed is a suffix only after a syllable (Porter's rule).
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    // "ring", "bed", "red": no vowel left, not a suffix.
    if (base.length < 2 || !hasVowel(base)) return word;
    return afterSuffix(base);
  }
  return word;
}

function stripAgent(word: string): string {
  if (!word.endsWith('er') || NOT_AGENT_ER.has(word)) return word;
  const base = word.slice(0, -2);
  // "her", "over", "user" stay: too short to be a doer of something.
  if (base.length < 3 || measure(base) < 1) return word;
  return afterSuffix(base);
}

/** The stem of one lower-case word (see the top of this file). Numbers and short words stay as they are. */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  const singular = stripPlural(word);
  if (NOT_AGENT_ER.has(singular)) return singular;
  let result = stripAgent(stripVerb(singular));
  // Final e off where the rest is long enough ("compute" → "comput", as "computing"); "rake" keeps it.
  if (result.endsWith('e') && result.length > 3) {
    const base = result.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsShortSyllable(base))) result = base;
  }
  // One l for two ("shovell", "fill" → "shovel", "fil"): British doubling and "filling" meet "fill".
  if (result.endsWith('ll') && result.length > 3) result = result.slice(0, -1);
  return result;
}
