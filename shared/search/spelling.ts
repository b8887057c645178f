/*
 * British and other Commonwealth spellings, written as American ones, so "shovelling", "colour" and
 * "organise" find "shoveling", "color" and "organize" (and the other way round). Both sides of a search
 * go through this, so a rule that also rewrites an American word ("detour" → "detor") is harmless: it
 * only has to be the same on both sides and not merge two different words.
 * The doubled l of "shovelling", "travelling" is undone by the stemmer (stem.ts), not here.
 */

/** Whole words whose spellings differ by more than a rule. */
const WORDS: Readonly<Record<string, string>> = {
  maths: 'math',
  programme: 'program',
  programmes: 'programs',
  tyre: 'tire',
  tyres: 'tires',
  grey: 'gray',
  cheque: 'check',
  cheques: 'checks',
  mould: 'mold',
  jewellery: 'jewelry',
  aluminium: 'aluminum',
  licence: 'license',
  practise: 'practice',
  practising: 'practicing',
  defence: 'defense',
  catalogue: 'catalog',
  pyjamas: 'pajamas',
  mum: 'mom',
  mums: 'moms',
  mummy: 'mommy',
  nappy: 'diaper',
  nappies: 'diapers',
  plough: 'plow',
  ploughing: 'plowing',
  ploughs: 'plows',
  kerb: 'curb',
  storey: 'story',
  storeys: 'stories',
  whilst: 'while',
};

/** Endings with their American form, each from a stem long enough not to hit short words (four, hour). */
const RULES: readonly [RegExp, string][] = [
  // colour, neighbour, favourite, behaviours → color, neighbor, favorite, behaviors
  [/^(\w{3,})our(s|ed|ing|er|ers|ite|ites|able|ful|hood|hoods|ly)?$/, '$1or$2'],
  // organise, organised, organising, organiser, organisation → organize…
  [/^(\w{4,})is(e|es|ed|ing|er|ers|ation|ations)$/, '$1iz$2'],
  // analyse → analyze
  [/^(\w{3,})ys(e|es|ed|ing)$/, '$1yz$2'],
  // centre, theatre, metre → center, theater, meter
  [/^(\w{2,}[^aeiou])tre(s)?$/, '$1ter$2'],
  [/^(\w{1,}[aeiou])tre(s)?$/, '$1ter$2'],
];

export function toUsSpelling(word: string): string {
  const whole = WORDS[word];
  if (whole !== undefined) return whole;
  for (const [pattern, replacement] of RULES) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}
