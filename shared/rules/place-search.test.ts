import { describe, expect, it } from 'vitest';
import { matchTypedPlace } from './place-search';

const place = (label: string, relevance?: number) => ({
  label,
  ...(relevance === undefined ? {} : { relevance }),
});

describe('matchTypedPlace: a town typed but not picked', () => {
  it('takes the best match when it scores above the next', () => {
    const raleigh = place('Raleigh, NC', 1);
    expect(matchTypedPlace('Raleigh', [raleigh, place('Raleigh, MS', 0.9)])).toEqual({
      kind: 'one',
      place: raleigh,
    });
  });

  it('asks which when several score the same, listing only those', () => {
    const il = place('Springfield, IL', 1);
    const ma = place('Springfield, MA', 1);
    expect(matchTypedPlace('springfield', [il, ma, place('Springfield, MO', 0.98)])).toEqual({
      kind: 'several',
      places: [il, ma],
    });
  });

  it('takes a suggestion whose label is exactly the text, whatever the scores', () => {
    const ma = place('Springfield, MA', 1);
    expect(matchTypedPlace('  springfield,  ma ', [place('Springfield, IL', 1), ma])).toEqual({
      kind: 'one',
      place: ma,
    });
  });

  it('takes a lone answer, and finds nothing in an empty one', () => {
    const only = place('Austin, TX 78704');
    expect(matchTypedPlace('78704', [only])).toEqual({ kind: 'one', place: only });
    expect(matchTypedPlace('xq', [])).toEqual({ kind: 'none' });
  });

  it('does not guess between unscored answers', () => {
    expect(matchTypedPlace('Aurora', [place('Aurora, CO'), place('Aurora, IL')]).kind).toBe('several');
  });
});
