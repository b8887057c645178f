import { concepts } from './synonyms';
import { isTypoOf, SHORT_TYPO_LENGTH, splitCompound, TYPO_MIN_LENGTH, vocabulary } from './vocabulary';
import { GENERIC_QUERY_WORDS, STOP_WORDS, stemOf, stemsOf, wordsOf } from './words';

/*
 * What a search means and how well a job answers it. Pure functions, no I/O: the jobs
 * function ranks with them, the alerts match new jobs to saved searches with them, and the relevance
 * bench measures them.
 *
 * A query is cut into units: a phrase of the synonym table ("snow removal", "tech help") or one word.
 * Every unit is used; a job need not hold all of them, and its score is the sum of its units' scores,
 * so a job with more of the words ranks higher. A unit scores the best of:
 *   - its word in the title (1), or in the description (× DESCRIPTION_WEIGHT), compared as stems, so
 *     "babysitting" finds "babysitter" and "dogs" finds "dog"; a phrase found whole counts each of its
 *     words, so "weekend dog walker" puts a dog walker (2) above a weekend babysitter (1), as it did
 *     when "dog walker" was two words;
 *   - a word one typo away (any typo in words of 5+ letters; a missing letter or two swapped
 *     neighbours in a 4-letter word, "tutr"): 0.8;
 *   - a kind of job it searches (synonyms.ts: "childcare" finds a "babysitter"): 0.7, or 0.56 through
 *     a typo ("chilcare").
 */

export const DESCRIPTION_WEIGHT = 0.4;
/** What each way of matching is worth, in the title; the description's are these × DESCRIPTION_WEIGHT. */
export const MATCH_WEIGHTS = { exact: 1, typo: 0.8, concept: 0.7, typoConcept: 0.56 } as const;
export type MatchKind = keyof typeof MATCH_WEIGHTS;
export type Field = 'title' | 'description';

export { TYPO_MIN_LENGTH };
/** Units a query keeps at most: each can cost index reads, and nobody types more to find a job. */
export const MAX_QUERY_UNITS = 6;
/** Index terms a job gets at most: with the job item, an edit's puts and deletes fit one transaction. */
export const MAX_INDEX_TERMS = 48;
/** Index terms from the description are these; title terms are bare stems and concept ids. */
export const DESCRIPTION_TERM_PREFIX = 'd:';

export interface QueryUnit {
  /** The words as typed (after normalizing). */
  text: string;
  /** One stem, or a phrase's stems in order. */
  stems: string[];
  /** Known stems one typo away (a word of 5+ letters that is not itself a known word). */
  typos: string[];
  /** Concept ids the unit searches. */
  concepts: string[];
  /** Concept ids searched through a typo alternative (not already in `concepts`). */
  typoConcepts: string[];
}

export interface AnalyzedQuery {
  units: QueryUnit[];
}

interface CompiledConcept {
  id: string;
  members: string[][];
  searches: string[][];
}

let compiledConcepts: CompiledConcept[] | null = null;
/** The table, stemmed once on first use (not at module load: a cold start does not pay for it). */
function compiled(): CompiledConcept[] {
  compiledConcepts ??= concepts.map((concept) => ({
    id: concept.id,
    members: concept.members.map(stemsOf).filter((stems) => stems.length > 0),
    searches: concept.searches.map(stemsOf).filter((stems) => stems.length > 0),
  }));
  return compiledConcepts;
}

const sameStems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((stem, i) => stem === b[i]);

/** Does `stems` hold `phrase` as consecutive stems? */
function holdsPhrase(stems: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 1) return stems.includes(phrase[0] as string);
  for (let i = 0; i + phrase.length <= stems.length; i++) {
    if (phrase.every((stem, j) => stems[i + j] === stem)) return true;
  }
  return false;
}

/** The concepts a text's stems are of (a member word or phrase in them). */
function conceptsIn(stems: readonly string[]): string[] {
  return compiled()
    .filter((concept) => concept.members.some((member) => holdsPhrase(stems, member)))
    .map((concept) => concept.id);
}

const conceptsSearchedBy = (stems: readonly string[]): string[] =>
  compiled()
    .filter((concept) => concept.searches.some((phrase) => sameStems(phrase, stems)))
    .map((concept) => concept.id);

/** The longest phrase of the table's searches (in stems) that starts at `tokens[i]`, if any. */
function phraseAt(tokens: readonly { stem: string }[], i: number): string[] | null {
  let best: string[] | null = null;
  for (const concept of compiled()) {
    for (const phrase of concept.searches) {
      if (phrase.length < 2 || (best && phrase.length <= best.length)) continue;
      if (phrase.every((stem, j) => tokens[i + j]?.stem === stem)) best = phrase;
    }
  }
  return best;
}

/** Known stems one typo from a word that is not itself known (isTypoOf says what a typo is). */
function typoStems(word: string, stem: string): string[] {
  if (word.length < SHORT_TYPO_LENGTH) return [];
  const { words, stemsByWord } = vocabulary(stemOf);
  const knownStems = new Set(stemsByWord.values());
  if (words.has(word) || knownStems.has(stem)) return [];
  const found = new Set<string>();
  for (const [known, knownStem] of stemsByWord) {
    if (isTypoOf(word, known) || (knownStem.length >= 4 && isTypoOf(stem, knownStem))) {
      found.add(knownStem);
    }
  }
  found.delete(stem);
  return [...found];
}

/** The words of a query, a compound ("lawnmowing") read as the two words it is made of. */
const queryWords = (text: string): string[] =>
  wordsOf(text).flatMap((word) => splitCompound(word, stemOf) ?? [word]);

/** What a search means: its units (see the top of this file). An empty query has none. */
export function analyzeQuery(text: string): AnalyzedQuery {
  const tokens = queryWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => ({ word, stem: stemOf(word) }));
  let units: QueryUnit[] = [];
  for (let i = 0; i < tokens.length; ) {
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      const words = tokens.slice(i, i + phrase.length).map((token) => token.word);
      units.push({
        text: words.join(' '),
        stems: phrase,
        typos: [],
        concepts: conceptsSearchedBy(phrase),
        typoConcepts: [],
      });
      i += phrase.length;
      continue;
    }
    const { word, stem } = tokens[i] as { word: string; stem: string };
    const direct = conceptsSearchedBy([stem]);
    const typos = typoStems(word, stem);
    const typoConcepts = [...new Set(typos.flatMap((typo) => conceptsSearchedBy([typo])))].filter(
      (id) => !direct.includes(id),
    );
    units.push({ text: word, stems: [stem], typos, concepts: direct, typoConcepts });
    i++;
  }
  // "Dog walker jobs near me": the generic words go when something else is asked.
  const specific = units.filter((unit) => !(unit.stems.length === 1 && GENERIC_QUERY_WORDS.has(unit.text)));
  if (specific.length > 0) units = specific;
  const seen = new Set<string>();
  units = units.filter((unit) => {
    const key = unit.stems.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { units: units.slice(0, MAX_QUERY_UNITS) };
}

/** A job's text as search sees it: computed once per job, then scored against any number of queries. */
export interface AnalyzedJob {
  title: { stems: string[]; set: Set<string>; concepts: Set<string> };
  description: { stems: string[]; set: Set<string>; concepts: Set<string> };
}

export function analyzeJob(job: { title: string; description: string }): AnalyzedJob {
  const side = (text: string) => {
    const stems = stemsOf(text);
    return { stems, set: new Set(stems), concepts: new Set(conceptsIn(stems)) };
  };
  return { title: side(job.title), description: side(job.description) };
}

export const fieldWeight = (field: Field) => (field === 'title' ? 1 : DESCRIPTION_WEIGHT);
export const matchWeight = (kind: MatchKind, field: Field) => MATCH_WEIGHTS[kind] * fieldWeight(field);
/** What a unit's match of one kind is worth: a phrase found whole counts each of its words. */
const unitWeight = (unit: QueryUnit, kind: MatchKind, field: Field) =>
  matchWeight(kind, field) * (kind === 'exact' ? unit.stems.length : 1);

/** How a unit matches one field of a job: its best kind of match (and through which concept), or null. */
function unitMatch(
  unit: QueryUnit,
  side: AnalyzedJob['title'],
): { kind: MatchKind; concept?: string } | null {
  if (holdsPhrase(side.stems, unit.stems)) return { kind: 'exact' };
  if (unit.stems.length === 1) {
    if (unit.typos.some((typo) => side.set.has(typo))) return { kind: 'typo' };
    const stem = unit.stems[0] as string;
    // A typo the vocabulary does not know: against the job's own words.
    if (
      unit.text.length >= SHORT_TYPO_LENGTH &&
      side.stems.some((own) => own.length >= 4 && isTypoOf(stem, own))
    ) {
      return { kind: 'typo' };
    }
  }
  const concept = unit.concepts.find((id) => side.concepts.has(id));
  if (concept) return { kind: 'concept', concept };
  const typoConcept = unit.typoConcepts.find((id) => side.concepts.has(id));
  if (typoConcept) return { kind: 'typoConcept', concept: typoConcept };
  return null;
}

/** One unit's best match on a job: its weight, and the concept it went through if any (null: none). */
function bestMatch(unit: QueryUnit, job: AnalyzedJob): { weight: number; concept?: string } | null {
  const title = unitMatch(unit, job.title);
  const description = unitMatch(unit, job.description);
  const inTitle = title ? unitWeight(unit, title.kind, 'title') : 0;
  const inDescription = description ? unitWeight(unit, description.kind, 'description') : 0;
  const best = title && inTitle >= inDescription ? title : description;
  return best
    ? { weight: Math.max(inTitle, inDescription), ...(best.concept ? { concept: best.concept } : {}) }
    : null;
}

/** One unit's score on a job: the best of its title and description matches (0: no match). */
export function unitScore(unit: QueryUnit, job: AnalyzedJob): number {
  return bestMatch(unit, job)?.weight ?? 0;
}

/**
 * How well a job answers a query: the sum of its units' scores, 0 when none matches. Takes a job's
 * title and description, or a job analyzed once with analyzeJob (faster when scoring many queries).
 */
export function scoreJob(
  query: AnalyzedQuery,
  job: { title: string; description: string } | AnalyzedJob,
): number {
  const analyzed =
    typeof job.title === 'string'
      ? analyzeJob(job as { title: string; description: string })
      : (job as AnalyzedJob);
  let score = 0;
  for (const unit of query.units) score += unitScore(unit, analyzed);
  return score;
}

/**
 * The index terms a job is found by (functions/jobs/job-state.ts writes one title-index item each): the
 * stems of its title and the concepts they are of, then (prefixed DESCRIPTION_TERM_PREFIX) those of its
 * description that the title does not already give, at most MAX_INDEX_TERMS in all.
 */
export function indexTermsOf(job: { title: string; description: string }): string[] {
  const { title, description } = analyzeJob(job);
  const terms = new Set<string>([...title.set, ...title.concepts]);
  const fromDescription = [
    ...[...description.concepts].filter((id) => !title.concepts.has(id)),
    ...[...description.set].filter((stem) => !title.set.has(stem)),
  ];
  for (const term of fromDescription) terms.add(`${DESCRIPTION_TERM_PREFIX}${term}`);
  return [...terms].slice(0, MAX_INDEX_TERMS);
}

/** The index term of a title term in a field. */
export const termIn = (term: string, field: Field) =>
  field === 'title' ? term : `${DESCRIPTION_TERM_PREFIX}${term}`;

/** The partitions that hold the jobs matching a unit one way, and the score those jobs get. */
export interface Tier {
  kind: MatchKind;
  field: Field;
  weight: number;
  terms: string[];
}

/**
 * A unit's tiers, best first: every job the unit matches is in the terms of the tier of its best match
 * (a phrase's exact tier reads its first word's term, which holds every job with the phrase).
 */
export function unitTiers(unit: QueryUnit): Tier[] {
  const byKind: [MatchKind, string[]][] = [
    ['exact', [unit.stems[0] as string]],
    ['typo', unit.typos],
    ['concept', unit.concepts],
    ['typoConcept', unit.typoConcepts],
  ];
  const tiers: Tier[] = [];
  for (const field of ['title', 'description'] as const) {
    for (const [kind, terms] of byKind) {
      if (terms.length === 0) continue;
      tiers.push({
        kind,
        field,
        weight: unitWeight(unit, kind, field),
        terms: terms.map((term) => termIn(term, field)),
      });
    }
  }
  return tiers.sort((a, b) => b.weight - a.weight);
}

/**
 * Every index term that holds a job matching any unit, without terms another one already covers: a
 * stem that is a member of a concept the unit searches is inside that concept's term.
 */
export function queryTerms(query: AnalyzedQuery): string[] {
  const memberStems = new Map(
    compiled().map((concept) => [
      concept.id,
      new Set(concept.members.filter((member) => member.length === 1).map((member) => member[0] as string)),
    ]),
  );
  const covered = (stem: string, ids: readonly string[]) => ids.some((id) => memberStems.get(id)?.has(stem));
  const terms = new Set<string>();
  for (const unit of query.units) {
    const stems = [
      ...(covered(unit.stems[0] as string, unit.concepts) ? [] : [unit.stems[0] as string]),
      ...unit.typos.filter((typo) => !covered(typo, [...unit.concepts, ...unit.typoConcepts])),
      ...unit.concepts,
      ...unit.typoConcepts,
    ];
    for (const stem of stems) {
      terms.add(termIn(stem, 'title'));
      terms.add(termIn(stem, 'description'));
    }
  }
  return [...terms];
}
