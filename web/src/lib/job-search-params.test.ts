import { describe, expect, it } from 'vitest';
import { buildJobSearch } from './job-search-params';

const austin = {
  label: 'Austin, TX 78701',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  latitude: 30.27,
  longitude: -97.74,
};

describe('buildJobSearch', () => {
  it('sends nothing when the form is empty', () => {
    expect(buildJobSearch({ title: '  ', locationText: '', place: null })).toEqual({ ok: true, search: '' });
  });

  it('sends the title and every field of a picked place', () => {
    const result = buildJobSearch({ title: ' dog walking ', locationText: austin.label, place: austin });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.fromEntries(new URLSearchParams(result.search))).toEqual({
      title: 'dog walking',
      zipcode: '78701',
      city: 'Austin',
      state: 'TX',
      latitude: '30.27',
      longitude: '-97.74',
    });
  });

  it('leaves zipcode out when the place has none', () => {
    const result = buildJobSearch({
      title: '',
      locationText: 'Austin, TX',
      place: { ...austin, zipCode: null },
    });
    expect(result.ok && new URLSearchParams(result.search).has('zipcode')).toBe(false);
  });

  it('sends a typed 5-digit ZIP on its own', () => {
    expect(buildJobSearch({ title: '', locationText: ' 10001 ', place: null })).toEqual({
      ok: true,
      search: '?zipcode=10001',
    });
  });

  it('asks for a pick when the location text is neither a place nor a ZIP', () => {
    expect(buildJobSearch({ title: 'tutor', locationText: 'Springfield', place: null })).toEqual({
      ok: false,
      reason: 'pick-a-place',
    });
  });
});
