import { describe, expect, it } from 'vitest';
import { analyzeJob } from '.';
import {
  analyzeQuery,
  DESCRIPTION_WEIGHT,
  indexTermsOf,
  MAX_INDEX_TERMS,
  queryTerms,
  scoreJob,
  unitScore,
  unitTiers,
} from './match';
import { isTypoOf, splitCompound, withinOneEdit } from './vocabulary';
import { stemOf } from './words';

const job = (title: string, description = 'A short local job.') => ({ title, description });
const score = (query: string, title: string, description?: string) =>
  scoreJob(analyzeQuery(query), job(title, description));

describe('scoreJob', () => {
  it('matches word forms in the title', () => {
    expect(score('babysitting', 'Weekend babysitter')).toBe(1);
    expect(score('babysit', 'Babysitting on Fridays')).toBe(1);
    expect(score('dogs', 'Dog walker')).toBe(1);
    expect(score('walking', 'Afternoon dog walker')).toBe(1);
    expect(score('Snow shoveling', 'Snow shovelling, driveway and walk')).toBe(2);
  });

  it('uses every word in any order, and more words rank higher; a job need not hold all', () => {
    expect(score('walker dog', 'Dog walker')).toBe(2);
    expect(score('math tutor', 'Algebra tutor')).toBeGreaterThan(1);
    expect(score('math tutor', 'Math tutor for 7th grader')).toBe(2);
    expect(score('math tutor', 'Math tutor for 7th grader')).toBeGreaterThan(
      score('math tutor', 'Algebra tutor'),
    );
    expect(score('dog walking', 'Dog grooming help')).toBe(0.7);
    expect(score('dog walking', 'Afternoon dog walker')).toBeGreaterThan(
      score('dog walking', 'Dog grooming'),
    );
  });

  it('reads "dog walker" as one thing: every dog job ranks above a walk that is a path', () => {
    const snow = score('dog walker', 'Snow shovelling, driveway and walk', 'Clear the front walk.');
    expect(snow).toBe(0);
    for (const title of [
      'Afternoon dog walker',
      'Dog walking, two beagles',
      'Dog grooming help',
      'Puppy sitter',
    ]) {
      expect(score('dog walker', title), title).toBeGreaterThan(snow);
    }
    expect(score('dog walker', 'Afternoon dog walker')).toBeGreaterThan(score('dog walker', 'Puppy sitter'));
  });

  it('forgives one typo in a word of 5 letters or more, a missing letter or a swap in one of 4', () => {
    expect(score('babysiter', 'Weekend babysitter')).toBeGreaterThan(0);
    expect(score('tutring', 'Math tutor')).toBeGreaterThan(0);
    expect(score('gardning', 'Garden weeding')).toBeGreaterThan(0);
    expect(score('shovling', 'Snow shoveling')).toBeGreaterThan(0);
    // Typo against the job's own words, not only known ones.
    expect(score('trampolene', 'Trampoline assembly')).toBe(0.8);
    expect(score('tutr', 'Math tutor')).toBe(0.8);
    expect(score('tutr', 'Reading tutor', 'Weekly reading practice.')).toBe(0.8);
    expect(score('wlak', 'Dog walk')).toBe(0.8);
    // A changed or an added letter in a 4-letter word is another word more often than a typo.
    expect(score('cars', 'Cat sitter')).toBe(0);
    expect(score('dish', 'Fish feeding')).toBe(0);
    expect(score('cst', 'Cat sitter')).toBe(0);
    expect(score('dgo', 'Dog walker')).toBe(0);
    // A known word is never read as a typo of another one.
    expect(score('cater', 'Cat sitter')).toBe(0);
  });

  it('finds the synonyms of the issue', () => {
    const finds = (query: string, title: string, description?: string) =>
      expect(score(query, title, description), `"${query}" finds "${title}"`).toBeGreaterThan(0);
    finds('childcare', 'Weekend babysitter');
    finds('grass', 'Lawn mowing, front and back yard');
    finds('mower', 'Lawn care');
    finds('snow removal', 'Snow shovelling, driveway and walk');
    finds('computer', 'Tech help: new phone and printer');
    finds('laptop', 'Tech help: new phone and printer');
    finds('phone', 'Help setting up a new laptop');
    finds('printer', 'Help setting up a new laptop');
    finds('tech help', 'Help setting up a new laptop');
    finds('gardening', 'Leaf raking and yard clean-up');
    finds('weeding', 'Yard work');
    finds('groceries', 'Weekly errands');
    finds('shopping', 'Grocery and pharmacy errands');
    finds('homework', 'Math tutor for 7th grader');
    finds('math', 'Algebra tutor');
    finds('pet', 'Cat sitter while we travel');
    finds('pet', 'Afternoon dog walker');
    finds('pet sitting', 'Dog sitting for a week');
  });

  it('keeps false friends apart', () => {
    const misses = (query: string, title: string, description?: string) =>
      expect(score(query, title, description), `"${query}" must not find "${title}"`).toBe(0);
    misses('dog', 'Cat sitter');
    misses('cat', 'Dog walker');
    misses('walk', 'Weekend babysitter');
    misses('pet', 'Snow shovelling, driveway and walk');
    misses('car wash', 'Child care');
    misses('snow removal', 'Junk removal');
    misses('help', 'Dog walker');
    misses('SAT tutor', 'Cat sitter');
    misses('packing', 'Tech help', 'Move contacts and photos to a new phone.');
  });

  it('weights the title above the description', () => {
    const inTitle = score('dog', 'Dog walker', 'Thirty minutes a day.');
    const inDescription = score('dog', 'Afternoon walker', 'Walk our friendly dog for thirty minutes.');
    expect(inTitle).toBe(1);
    expect(inDescription).toBe(DESCRIPTION_WEIGHT);
    // A synonym in the title beats the word in the description.
    expect(score('childcare', 'Weekend babysitter')).toBeGreaterThan(
      score('childcare', 'Help', 'Some childcare.') / 2,
    );
  });

  it('ranks the word itself above a synonym, and a synonym above a typo-synonym', () => {
    const word = score('babysitter', 'Weekend babysitter');
    const synonym = score('babysitter', 'Nanny for twins');
    expect(word).toBeGreaterThan(synonym);
    expect(synonym).toBeGreaterThan(0);
  });

  it('drops generic words when the query has others, and keeps them alone', () => {
    expect(analyzeQuery('dog walking jobs near me').units.map((unit) => unit.text)).toEqual(['dog walking']);
    expect(analyzeQuery('math tutor jobs near me').units.map((unit) => unit.text)).toEqual(['math', 'tutor']);
    expect(analyzeQuery('help').units.map((unit) => unit.text)).toEqual(['help']);
    expect(analyzeQuery('the and of').units).toEqual([]);
    expect(score('the', 'The dog walker')).toBe(0);
  });

  it('reads a compound as the words it is made of', () => {
    expect(analyzeQuery('lawnmowing').units.map((unit) => unit.text)).toEqual(['lawn', 'mowing']);
    expect(score('lawnmowing', 'Lawn mowing, front and back yard')).toBe(2);
    expect(score('dogwalker', 'Afternoon dog walker')).toBe(2);
    expect(score('snowshoveling', 'Snow shovelling, driveway and walk')).toBe(2);
    // Short words, known words and words of unknown parts stay whole.
    expect(analyzeQuery('carpet').units.map((unit) => unit.text)).toEqual(['carpet']);
    expect(analyzeQuery('babysitting').units.map((unit) => unit.text)).toEqual(['babysitting']);
    expect(analyzeQuery('trampoline').units.map((unit) => unit.text)).toEqual(['trampoline']);
  });

  it('takes an analyzed job as well as a raw one', () => {
    const raw = job('Weekend babysitter', 'Saturday evenings.');
    const query = analyzeQuery('babysitting saturday');
    expect(scoreJob(query, analyzeJob(raw))).toBe(scoreJob(query, raw));
  });
});

describe('index terms and tiers', () => {
  it('index stems and concepts of the title, then the description (prefixed)', () => {
    const terms = indexTermsOf(job('Weekend babysitter', 'Look after two kids, dinner and a board game.'));
    expect(terms).toEqual(expect.arrayContaining(['weekend', 'babysit', '@childcare', 'd:dinner', 'd:kid']));
    expect(terms).not.toContain('d:babysit');
    const many = indexTermsOf(job('Yard work', Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ')));
    expect(many.length).toBe(MAX_INDEX_TERMS);
    expect(many.slice(0, 3)).toEqual(['yard', 'work', '@yard']);
  });

  it('every job a unit matches lies in a term of the tier of its score', () => {
    const jobs = [
      job('Weekend babysitter'),
      job('Nanny for twins'),
      job('Help on Saturdays', 'Some babysitting in the evening.'),
      job('Family help', 'A nanny for the afternoon.'),
      job('Snow shovelling'),
      job('Snow removal after storms'),
      job('Driveway', 'Shovel the snow.'),
    ];
    for (const text of ['babysitter', 'babysiter', 'snow removal', 'childcare']) {
      const [unit] = analyzeQuery(text).units;
      if (!unit) throw new Error(text);
      const tiers = unitTiers(unit);
      for (const candidate of jobs) {
        const s = unitScore(unit, analyzeJob(candidate));
        if (s === 0) continue;
        const tier = tiers.find((t) => t.weight === s);
        expect(tier, `${text} → ${candidate.title} (${s})`).toBeDefined();
        const terms = indexTermsOf(candidate);
        expect(
          tier?.terms.some((term) => terms.includes(term)),
          `${text} → ${candidate.title}`,
        ).toBe(true);
      }
    }
  });

  it('query terms cover every match with no term inside another', () => {
    expect(queryTerms(analyzeQuery('math tutor')).sort()).toEqual(['@tutoring', 'd:@tutoring']);
    expect(queryTerms(analyzeQuery('dog')).sort()).toEqual(['@dog', 'd:@dog']);
    expect(queryTerms(analyzeQuery('afternoon')).sort()).toEqual(['afternoon', 'd:afternoon']);
  });
});

describe('withinOneEdit', () => {
  it('allows one change, insertion, deletion or swap', () => {
    expect(withinOneEdit('babysiter', 'babysitter')).toBe(true);
    expect(withinOneEdit('tutro', 'tutor')).toBe(true);
    expect(withinOneEdit('mowign', 'mowing')).toBe(true);
    expect(withinOneEdit('lawn', 'lawm')).toBe(true);
    expect(withinOneEdit('lawn', 'lawns')).toBe(true);
    expect(withinOneEdit('abc', 'abc')).toBe(true);
    expect(withinOneEdit('tutor', 'tatar')).toBe(false);
    expect(withinOneEdit('walker', 'walk')).toBe(false);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
  });
});

describe('isTypoOf', () => {
  it('takes any one edit from 5 letters, a missing letter or a swap at 4, nothing shorter', () => {
    expect(isTypoOf('tutring', 'tutoring')).toBe(true);
    expect(isTypoOf('tutro', 'tutor')).toBe(true);
    expect(isTypoOf('tutr', 'tutor')).toBe(true);
    expect(isTypoOf('wlak', 'walk')).toBe(true);
    expect(isTypoOf('cats', 'cars')).toBe(false);
    expect(isTypoOf('cats', 'cat')).toBe(false);
    expect(isTypoOf('dgo', 'dog')).toBe(false);
    expect(isTypoOf('tutor', 'tutor')).toBe(false);
  });
});

describe('splitCompound', () => {
  it('splits a word of two job words, the longest first part first', () => {
    expect(splitCompound('lawnmowing', stemOf)).toEqual(['lawn', 'mowing']);
    expect(splitCompound('dogwalkers', stemOf)).toEqual(['dog', 'walkers']);
    expect(splitCompound('snowshovelling', stemOf)).toEqual(['snow', 'shovelling']);
    expect(splitCompound('carpet', stemOf)).toBeNull();
    expect(splitCompound('babysitting', stemOf)).toBeNull();
    expect(splitCompound('lawnxyzzy', stemOf)).toBeNull();
  });
});
