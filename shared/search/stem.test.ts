import { describe, expect, it } from 'vitest';
import { toUsSpelling } from './spelling';
import { stemOf } from './words';

const sameStem = (...words: string[]) => new Set(words.map(stemOf)).size === 1;

describe('stems', () => {
  it('bring the word forms of the issue together', () => {
    expect(sameStem('babysitting', 'babysitter', 'babysit', 'babysitters', 'babysits')).toBe(true);
    expect(sameStem('walking', 'walker', 'walk', 'walks', 'walked', 'walkers')).toBe(true);
    expect(sameStem('dogs', 'dog')).toBe(true);
    expect(sameStem('tutoring', 'tutor', 'tutors', 'tutored')).toBe(true);
    expect(sameStem('mowing', 'mower', 'mow', 'mows')).toBe(true);
    expect(sameStem('groceries', 'grocery')).toBe(true);
    expect(sameStem('raking', 'rake', 'rakes', 'raked')).toBe(true);
    expect(sameStem('cleaning', 'cleaner', 'clean', 'cleans')).toBe(true);
    expect(sameStem('sitting', 'sitter', 'sit')).toBe(true);
    expect(sameStem('printer', 'printing', 'print')).toBe(true);
    expect(sameStem('computer', 'computing', 'compute', 'computers')).toBe(true);
    expect(sameStem('moving', 'move', 'mover')).toBe(true);
    expect(sameStem('feeding', 'feed', 'feeds')).toBe(true);
    expect(sameStem('shopping', 'shop', 'shopper')).toBe(true);
    expect(sameStem('boxes', 'box')).toBe(true);
    expect(sameStem('leaves', 'leaf')).toBe(true);
    expect(sameStem('children', 'child')).toBe(true);
  });

  it('read US and UK spellings as one', () => {
    expect(sameStem('shovelling', 'shoveling', 'shovel', 'shovels')).toBe(true);
    expect(sameStem('travelling', 'traveling', 'travel')).toBe(true);
    expect(sameStem('colour', 'color')).toBe(true);
    expect(sameStem('neighbour', 'neighbor', 'neighbours')).toBe(true);
    expect(sameStem('organise', 'organize', 'organising', 'organizing')).toBe(true);
    expect(sameStem('centre', 'center')).toBe(true);
    expect(sameStem('maths', 'math')).toBe(true);
    expect(sameStem('ploughing', 'plowing', 'plow')).toBe(true);
    expect(sameStem('favourite', 'favorite')).toBe(true);
  });

  it('keep apart words that only look alike', () => {
    expect(sameStem('summer', 'sum')).toBe(false);
    expect(sameStem('poster', 'post')).toBe(false);
    expect(sameStem('shower', 'show')).toBe(false);
    expect(sameStem('care', 'car')).toBe(false);
    expect(sameStem('cat', 'cater')).toBe(false);
    expect(sameStem('water', 'wait')).toBe(false);
    expect(sameStem('sing', 's')).toBe(false);
    // Short words and numbers stay as they are.
    expect(stemOf('bed')).toBe('bed');
    expect(stemOf('ring')).toBe('ring');
    expect(stemOf('7th')).toBe('7th');
    expect(stemOf('four')).toBe('four');
    expect(stemOf('hours')).toBe('hour');
  });

  it('leave short words out of the spelling rules', () => {
    expect(toUsSpelling('four')).toBe('four');
    expect(toUsSpelling('flour')).toBe('flour');
    expect(toUsSpelling('noise')).toBe('noise');
    expect(toUsSpelling('metre')).toBe('meter');
    expect(toUsSpelling('theatre')).toBe('theater');
  });
});
