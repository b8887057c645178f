import { type SavedSearchView, savedSearchJobsQuery } from '@shared/rules/saved-search';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  canSaveSearch,
  isSearching,
  placeAsSuggestion,
  placeQuery,
  placeText,
  readJobsSearch,
  toSaveSearchBody,
  toSearchJobsParams,
  withFilters,
  withHome,
  withoutFilters,
  withoutJobId,
  withoutWords,
  withSearch,
} from './jobs-url';

const read = (query: string) => readJobsSearch(new URLSearchParams(query));
const params = (query: string) => Object.fromEntries(new URLSearchParams(query));
const asObject = (search: URLSearchParams) => Object.fromEntries(search);

const picked = 'zipcode=78704&city=Austin&state=TX&latitude=30.2467&longitude=-97.7697';

describe('the /jobs address as the page state', () => {
  it('is the newest list when nothing is asked', () => {
    const search = read('');
    expect(search).toEqual({
      title: '',
      place: null,
      radius: null,
      pay: 'all',
      sort: 'newest',
      canDo: false,
    });
    expect(isSearching(search)).toBe(false);
    expect(isSearching(read('jobId=abc'))).toBe(false);
  });

  it('reads a picked place, the filters and the title', () => {
    const search = read(`title=dog&${picked}&radius=10&pay=perHr&sort=nearest`);
    expect(search.place).toEqual({
      zipCode: '78704',
      city: 'Austin',
      state: 'TX',
      latitude: 30.2467,
      longitude: -97.7697,
    });
    expect(search).toMatchObject({ title: 'dog', radius: 10, pay: 'perHr', sort: 'nearest' });
    expect(activeFilterCount(search)).toBe(3);
    expect(placeText(search.place)).toBe('Austin, TX 78704');
    expect(placeAsSuggestion(search.place)?.label).toBe('Austin, TX 78704');
  });

  it('ignores what it cannot use instead of sending the server a bad search', () => {
    expect(read('radius=7&pay=cash&sort=random&zipcode=123')).toEqual(read(''));
    // A distance or "nearest" means nothing without a place.
    expect(read('radius=10&sort=nearest')).toEqual(read(''));
    // Half a point is no point; a city needs its state.
    expect(read('latitude=30&city=Austin').place).toBeNull();
    expect(read('latitude=91&longitude=0').place).toBeNull();
  });

  it('asks GET /jobs/search about one place, the most precise one, and leaves defaults out', () => {
    expect(toSearchJobsParams(read(`${picked}&pay=all&sort=newest`))).toEqual({
      latitude: 30.2467,
      longitude: -97.7697,
    });
    expect(
      toSearchJobsParams(read('zipcode=78704&radius=5&pay=perJob&sort=salary_high&title=tutor')),
    ).toEqual({
      title: 'tutor',
      zipCode: '78704',
      radius: 5,
      priceType: 'perJob',
      sort: 'salary_high',
    });
    expect(toSearchJobsParams(read('city=Austin&state=tx'))).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('keeps the filters across a new search, dropping distance when the new search has no place', () => {
    const current = new URLSearchParams(`${picked}&radius=10&pay=perHr&sort=nearest&jobId=x`);
    expect(asObject(withSearch(current, '?title=dog&zipcode=78701'))).toEqual({
      title: 'dog',
      zipcode: '78701',
      radius: '10',
      pay: 'perHr',
      sort: 'nearest',
    });
    expect(asObject(withSearch(current, '?title=dog'))).toEqual({ title: 'dog', pay: 'perHr' });
  });

  it('changes a filter and keeps the place; defaults leave the address', () => {
    const current = new URLSearchParams(`title=dog&${picked}&jobId=x`);
    const next = withFilters(current, { radius: 10, pay: 'perJob' });
    expect(asObject(next)).toEqual({ ...params(`title=dog&${picked}`), radius: '10', pay: 'perJob' });
    // With words, best match is the default order; newest is a choice.
    expect(asObject(withFilters(next, { pay: 'all', sort: 'relevance' }))).toEqual({
      ...params(`title=dog&${picked}`),
      radius: '10',
    });
    expect(asObject(withFilters(next, { sort: 'newest' })).sort).toBe('newest');
    expect(asObject(withoutFilters(next))).toEqual(params(`title=dog&${picked}`));
  });

  it('orders a search with words by best match unless a sort is chosen', () => {
    expect(read('title=dog').sort).toBe('relevance');
    expect(isSearching(read('title=dog'))).toBe(true);
    expect(activeFilterCount(read('title=dog'))).toBe(0);
    expect(toSearchJobsParams(read('title=dog'))).toEqual({ title: 'dog' });
    expect(toSearchJobsParams(read('title=dog&sort=newest'))).toEqual({ title: 'dog', sort: 'newest' });
    // Best match needs words.
    expect(read('sort=relevance').sort).toBe('newest');
    expect(asObject(withSearch(new URLSearchParams('title=dog&sort=oldest'), '?title=cat')).sort).toBe(
      'oldest',
    );
    expect(asObject(withSearch(new URLSearchParams('title=dog&sort=relevance'), '?zipcode=78704'))).toEqual({
      zipcode: '78704',
    });
  });

  it('takes any distance with a place, and offers the same search without its words', () => {
    const search = read(`title=dog&${picked}&radius=any`);
    expect(search.radius).toBe('any');
    expect(toSearchJobsParams(search)).toMatchObject({ radius: 'any' });
    expect(read('radius=any').radius).toBeNull();
    expect(
      asObject(withoutWords(new URLSearchParams(`title=dog&${picked}&sort=relevance&pay=perHr`))),
    ).toEqual({
      ...params(picked),
      pay: 'perHr',
    });
  });

  it('drops only jobId once the linked job has been shown', () => {
    expect(asObject(withoutJobId(new URLSearchParams('title=dog&jobId=x')))).toEqual({ title: 'dog' });
  });

  it('searches a place from the address again exactly as it was', () => {
    expect(params(placeQuery(' dog ', read('city=Austin&state=TX').place!))).toEqual({
      title: 'dog',
      city: 'Austin',
      state: 'TX',
    });
  });
});

describe('saving the search on screen for alerts', () => {
  it('names the place as people know it (a ZIP before a city before a point) with the distance and pay', () => {
    expect(toSaveSearchBody(read(`title=+dog+&${picked}&radius=10&pay=perHr`))).toEqual({
      title: 'dog',
      zipCode: '78704',
      radius: 10,
      priceType: 'perHr',
    });
    expect(toSaveSearchBody(read('city=Austin&state=TX'))).toEqual({
      title: '',
      city: 'Austin',
      state: 'TX',
      priceType: 'all',
    });
    expect(toSaveSearchBody(read('latitude=30.5&longitude=-97.7&radius=5'))).toEqual({
      title: '',
      latitude: 30.5,
      longitude: -97.7,
      radius: 5,
      priceType: 'all',
    });
  });

  it('needs words or a place: a pay filter alone would match every job in the country', () => {
    expect(canSaveSearch(read('title=dog'))).toBe(true);
    expect(canSaveSearch(read('zipcode=78704'))).toBe(true);
    expect(canSaveSearch(read('pay=perHr&sort=oldest'))).toBe(false);
  });

  it('saves a search at any distance as its words anywhere: the place only ordered the results', () => {
    expect(toSaveSearchBody(read(`title=dog&${picked}&radius=any`))).toEqual({
      title: 'dog',
      priceType: 'all',
    });
    expect(canSaveSearch(read(`${picked}&radius=any`))).toBe(false);
    expect(canSaveSearch(read(`title=dog&${picked}&radius=any`))).toBe(true);
  });
});

describe("a saved search back on /jobs (the alert e-mail's link, See jobs on /alerts)", () => {
  const austin = { label: 'Austin, TX 78704', latitude: 30.2467, longitude: -97.7697 };
  const view = (over: Partial<SavedSearchView>): SavedSearchView => ({
    title: '',
    place: null,
    radius: null,
    priceType: 'all',
    ...over,
  });
  // Saving the search that the link opens is the same search again: the server's defaults (25 mi
  // for a place) fill what the address leaves out, so the fingerprint, and the 409, are the same.
  it.each([
    {
      name: 'words, a ZIP, a distance and pay',
      search: view({
        title: 'dog walking',
        place: { ...austin, zipCode: '78704', city: 'Austin', state: 'TX' },
        radius: 10,
        priceType: 'perHr',
      }),
      body: { title: 'dog walking', zipCode: '78704', radius: 10, priceType: 'perHr' },
    },
    {
      name: 'a city at the default distance',
      search: view({ place: { ...austin, zipCode: null, city: 'Austin', state: 'TX' }, radius: 25 }),
      body: { title: '', city: 'Austin', state: 'TX', priceType: 'all' },
    },
    {
      name: 'a point (a place picked on a map)',
      search: view({ place: { ...austin, zipCode: null, city: null, state: null }, radius: 5 }),
      body: { title: '', latitude: 30.2467, longitude: -97.7697, radius: 5, priceType: 'all' },
    },
    {
      name: 'words alone, anywhere',
      search: view({ title: 'tutor', priceType: 'perJob' }),
      body: { title: 'tutor', priceType: 'perJob' },
    },
  ])('runs $name again as it was saved', ({ search, body }) => {
    const query = savedSearchJobsQuery(search);
    expect(query.startsWith('?')).toBe(true);
    expect(toSaveSearchBody(read(query.slice(1)))).toEqual(body);
  });
});

describe('"Jobs I can do" and the first list after sign-in', () => {
  it('is a filter of the address: counted, kept by a new search, cleared by Reset', () => {
    const search = read('zipcode=78704&cando=1');
    expect(search.canDo).toBe(true);
    // Filtered on the loaded results: the server is asked the same search.
    expect(toSearchJobsParams(search)).toEqual({ zipCode: '78704' });
    expect(isSearching(read('cando=1'))).toBe(false);
    expect(activeFilterCount(search)).toBe(1);
    expect(asObject(withSearch(new URLSearchParams('cando=1'), '?title=dog'))).toEqual({
      title: 'dog',
      cando: '1',
    });
    expect(asObject(withoutFilters(new URLSearchParams('zipcode=78704&cando=1')))).toEqual({
      zipcode: '78704',
    });
    expect(asObject(withFilters(new URLSearchParams('zipcode=78704'), { canDo: true }))).toEqual({
      zipcode: '78704',
      cando: '1',
    });
    expect(asObject(withFilters(new URLSearchParams('cando=1'), { canDo: false }))).toEqual({});
    // Only "1" turns it on: a hand-edited value is ignored.
    expect(read('cando=yes').canDo).toBe(false);
  });

  it("swaps near=home for the student's ZIP code, with Jobs I can do for a minor", () => {
    const home = new URLSearchParams('near=home');
    expect(asObject(withHome(home, { zipCode: '78704', limited: true }))).toEqual({
      zipcode: '78704',
      cando: '1',
    });
    expect(asObject(withHome(home, { zipCode: '78704', limited: false }))).toEqual({ zipcode: '78704' });
    // A place already in the address stays; without a profile the marker just goes.
    expect(
      asObject(withHome(new URLSearchParams(`near=home&${picked}`), { zipCode: '10001', limited: false })),
    ).toEqual(params(picked));
    expect(asObject(withHome(new URLSearchParams('near=home&title=dog'), null))).toEqual({ title: 'dog' });
  });
});
