import { describe, expect, it } from 'vitest';
import { routePath } from '../../shared/routes';
import { placeSearchResponseSchema } from '../../shared/schemas/place';
import { api, callPath, idTokenFor } from './support/api';

const PASSWORD = 'Neighbour1!';
const search = (text: string, token?: string) =>
  api('searchPlaces', { query: `text=${encodeURIComponent(text)}`, ...(token ? { token } : {}) });

/*
 * GET /places/search through the local API → the places function → the AWS SDK → the local Amazon
 * Location stand-in (the embedded gazetteer), with no local branch in the function.
 */
describe('GET /places/search: US place autocomplete', () => {
  it('suggests cities for a name, the biggest exact match first, with its point', async () => {
    const res = await search('Austin');
    expect(res.status).toBe(200);
    const { places } = placeSearchResponseSchema.parse(res.body);
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThanOrEqual(8);
    const [austin] = places;
    expect(austin).toMatchObject({ label: 'Austin, TX', city: 'Austin', state: 'TX', zipCode: null });
    expect(Math.abs((austin?.latitude ?? 0) - 30.27)).toBeLessThan(0.1);
    expect(Math.abs((austin?.longitude ?? 0) - -97.74)).toBeLessThan(0.1);
    expect(new Set(places.map((p) => p.label)).size).toBe(places.length);
  });

  it('finds a ZIP code, with its city and state', async () => {
    const res = await search('80206');
    expect(res.status).toBe(200);
    expect(res.body.places).toEqual([
      {
        label: 'Denver, CO 80206',
        city: 'Denver',
        state: 'CO',
        zipCode: '80206',
        latitude: 39.7331,
        longitude: -104.9524,
        relevance: 1,
      },
    ]);
  });

  it('gives a street address in a chosen city its ZIP (what the job form offers), and none where it knows no streets', async () => {
    const res = await search('1100 S Lamar Blvd, Austin, TX');
    expect(res.status).toBe(200);
    const [street] = placeSearchResponseSchema.parse(res.body).places;
    expect(street).toMatchObject({
      city: 'Austin',
      state: 'TX',
      zipCode: expect.stringMatching(/^787\d\d$/),
    });
    expect(street?.label).toBe(`Austin, TX ${street?.zipCode}`);
    const unknown = placeSearchResponseSchema.parse((await search('12 Main St, Boise, ID')).body).places;
    expect(unknown.map((place) => place.zipCode)).toEqual([null]);
  });

  it('narrows by state ("City, ST") and trims what was typed', async () => {
    const res = await search('  portland, or ');
    expect(res.status).toBe(200);
    expect(res.body.places.map((p: { label: string }) => p.label)).toEqual(['Portland, OR']);
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const res = await search('xq');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ places: [] });
  });

  it('asks for at least 2 characters (missing, empty, 1 character, blank)', async () => {
    for (const query of [undefined, 'text=', 'text=a', 'text=%20%20a%20']) {
      const res = await api('searchPlaces', { query });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Type at least 2 characters to search for a place.',
        code: 'VALIDATION_FAILED',
        fields: { text: 'Type at least 2 characters to search for a place.' },
      });
    }
  });

  it('refuses text over 100 characters and unknown query fields', async () => {
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ text: 'Use at most 100 characters to search for a place.' });

    const unknown = await api('searchPlaces', { query: 'text=Austin&limit=50' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { limit: 'Unknown field "limit".' },
    });
  });

  it('is public: anonymous, student and employer callers get the same answer', async () => {
    const anonymous = await search('Denver');
    const student = await search('Denver', await idTokenFor('student@example.com', PASSWORD));
    const employer = await search('Denver', await idTokenFor('employer@example.com', PASSWORD));
    for (const res of [anonymous, student, employer]) expect(res.status).toBe(200);
    expect(anonymous.body.places[0]).toMatchObject({ label: 'Denver, CO', state: 'CO' });
    expect(student.body).toEqual(anonymous.body);
    expect(employer.body).toEqual(anonymous.body);
  });

  it('answers only GET', async () => {
    const res = await callPath('POST', routePath('searchPlaces'), { body: { text: 'Austin' } });
    expect(res.status).toBe(405);
  });
});
