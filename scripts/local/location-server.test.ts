import dns from 'node:dns';
import { createRequire } from 'node:module';
import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZipCodeRecord } from 'zipcodes';
import {
  buildGazetteer,
  type Gazetteer,
  normalizeName,
  searchGazetteer,
  searchPlaceIndexForText,
  startLocationServer,
} from './location-server';
import { freePort } from './ports';

let gazetteer: Gazetteer;

beforeAll(() => {
  const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipCodeRecord> };
  gazetteer = buildGazetteer(Object.values(codes));
});

const labels = (text: string, max = 8) =>
  searchGazetteer(gazetteer, text, max).map((m) => `${m.city}, ${m.state}${m.zip ? ` ${m.zip}` : ''}`);

describe('normalizeName', () => {
  it('drops case, accents, dots, apostrophes and hyphens, and spells out St/Ft/Mt', () => {
    expect(normalizeName('Cañon City')).toBe('canon city');
    expect(normalizeName("Coeur d'Alene")).toBe('coeur dalene');
    expect(normalizeName('Winston-Salem')).toBe('winston salem');
    expect(normalizeName('St. Louis')).toBe('saint louis');
    expect(normalizeName('Ft Worth')).toBe('fort worth');
  });

  it('leaves a half-typed last word alone ("st" may become "Stamford")', () => {
    expect(normalizeName('st', true)).toBe('st');
    expect(normalizeName('st.', true)).toBe('saint');
    expect(normalizeName('st lo', true)).toBe('saint lo');
  });
});

describe('the gazetteer', () => {
  it('holds the 50 states and DC only, and no ZIP without a point', () => {
    const states = new Set([...gazetteer.zips.values()].map((z) => z.state));
    expect(states.size).toBe(51);
    expect(gazetteer.zips.get('00501')?.state).toBe('NY');
    expect(gazetteer.zips.has('00601')).toBe(false); // Puerto Rico
    expect(gazetteer.zips.has('34001')).toBe(false); // military mail, no point
  });

  it('finds a city by prefix, one result per city and state, exact names and bigger places first', () => {
    expect(labels('Austin')[0]).toBe('Austin, TX');
    expect(new Set(labels('Austin', 50)).size).toBe(labels('Austin', 50).length);
    expect(labels('Springfi', 3)).toHaveLength(3);
    expect(labels('aust')[0]).toBe('Austin, TX');
    const austin = searchGazetteer(gazetteer, 'Austin', 1)[0];
    expect(austin?.latitude).toBeCloseTo(30.27, 0);
    expect(austin?.longitude).toBeCloseTo(-97.74, 0);
  });

  it('reads "City, ST", "City ST", "City, State" and a half-typed state', () => {
    expect(labels('Albany, NY')).toEqual(['Albany, NY']);
    expect(labels('Albany NY')[0]).toBe('Albany, NY');
    expect(labels('Albany, New York')).toEqual(['Albany, NY']);
    expect(labels('Austin, Te')).toEqual(['Austin, TX']);
    expect(labels('Portland, Nowhere')).toEqual([]);
  });

  it('finds a ZIP, a ZIP inside an address, and ZIPs by their first digits', () => {
    expect(labels('80206')).toEqual(['Denver, CO 80206']);
    expect(labels('Denver, CO 80206-1234')).toEqual(['Denver, CO 80206']);
    expect(labels('99999')).toEqual([]);
    expect(labels('802', 3)).toEqual(['Denver, CO 80201', 'Denver, CO 80202', 'Denver, CO 80203']);
  });

  it('scores a big town above a hamlet of the same name, and towns of a size alike', () => {
    const scores = (text: string) =>
      searchGazetteer(gazetteer, text, 3).map((m) => [`${m.city}, ${m.state}`, m.relevance]);
    expect(scores('Raleigh')[0]).toEqual(['Raleigh, NC', 1]);
    expect(scores('Raleigh')[1]?.[1]).toBeLessThan(0.95);
    expect(scores('Springfield').slice(0, 2)).toEqual([
      ['Springfield, IL', 1],
      ['Springfield, MA', 1],
    ]);
    // A name still being typed scores below any whole name.
    expect(scores('Ral')[0]).toEqual(['Raleigh, NC', 0.8]);
  });

  it('places a street address of a demo city on its street: distinct, steady points', () => {
    const at = (text: string) => searchGazetteer(gazetteer, text, 8);
    const [lamar] = at('1100 S Lamar Blvd, Austin, TX 78704');
    expect(lamar).toMatchObject({
      kind: 'address',
      addressNumber: '1100',
      street: 'S Lamar Blvd',
      zip: '78704',
    });
    expect(lamar?.relevance).toBe(1);
    expect(at('1100 S Lamar Blvd, Austin, TX 78704')).toEqual([lamar]);
    const [nextBlock] = at('1200 S Lamar Blvd, Austin, TX 78704');
    const [otherStreet] = at('1100 Oltorf St, Austin, TX 78704');
    const metres = (
      a?: { latitude: number; longitude: number },
      b?: { latitude: number; longitude: number },
    ) =>
      Math.hypot(
        ((a?.latitude ?? 0) - (b?.latitude ?? 0)) * 111_320,
        ((a?.longitude ?? 0) - (b?.longitude ?? 0)) * 111_320 * Math.cos(0.53),
      );
    // A hundred numbers on is about a hundred metres on; another street is somewhere else.
    expect(metres(lamar, nextBlock)).toBeGreaterThan(90);
    expect(metres(lamar, nextBlock)).toBeLessThan(110);
    expect(metres(lamar, otherStreet)).toBeGreaterThan(10);
    // Within a few km of the ZIP's point.
    expect(metres(lamar, gazetteer.zips.get('78704'))).toBeLessThan(3000);
  });

  it('gives a demo city’s address without a ZIP the town’s ZIP nearest its point', () => {
    const [lamar] = searchGazetteer(gazetteer, '1100 S Lamar Blvd, Austin, TX', 8);
    expect(lamar).toMatchObject({ kind: 'address', city: 'Austin', state: 'TX' });
    const zip = gazetteer.zips.get(lamar?.zip ?? '');
    expect(zip).toMatchObject({ city: 'Austin', state: 'TX' });
    const austin = [...gazetteer.zips.values()].filter((e) => e.city === 'Austin' && e.state === 'TX');
    const away = (e: { latitude: number; longitude: number }) =>
      (e.latitude - (lamar?.latitude ?? 0)) ** 2 + (e.longitude - (lamar?.longitude ?? 0)) ** 2;
    expect(austin.every((e) => away(e) >= away(zip ?? { latitude: 90, longitude: 0 }))).toBe(true);
  });

  it('answers a street it does not know with its ZIP (or town), less sure', () => {
    expect(searchGazetteer(gazetteer, '12 Main St, Boise, ID 83702', 8)).toEqual([
      expect.objectContaining({ kind: 'zip', zip: '83702', city: 'Boise', relevance: 0.6 }),
    ]);
    expect(searchGazetteer(gazetteer, '12 Main St, Nowhere, ZZ', 8)).toEqual([]);
  });

  it('matches "St." and "Saint" alike, and finds nothing for gibberish', () => {
    expect(labels('St. Louis')[0]).toBe('Saint Louis, MO');
    expect(labels('Saint Louis')[0]).toBe('Saint Louis, MO');
    expect(labels('xq')).toEqual([]);
  });
});

describe('SearchPlaceIndexForText responses', () => {
  it('answer in the service shape: Esri-like places, full state names, Point as [lon, lat]', () => {
    const body = searchPlaceIndexForText(gazetteer, {
      Text: '80206',
      MaxResults: 8,
      FilterCountries: ['USA'],
    });
    expect(body.Summary).toMatchObject({ Text: '80206', MaxResults: 8, FilterCountries: ['USA'] });
    expect(body.Results).toEqual([
      {
        Place: {
          Label: '80206, Denver, CO, USA',
          Geometry: { Point: [-104.9524, 39.7331] },
          Municipality: 'Denver',
          Region: 'Colorado',
          PostalCode: '80206',
          Country: 'USA',
          Interpolated: false,
          Categories: ['PostalCodeType'],
        },
        Relevance: 1,
      },
    ]);
  });

  it('apply FilterCountries, FilterBBox and FilterCategories', () => {
    expect(
      searchPlaceIndexForText(gazetteer, { Text: 'Austin', MaxResults: 8, FilterCountries: ['CAN'] }).Results,
    ).toEqual([]);
    const texas = searchPlaceIndexForText(gazetteer, {
      Text: 'Austin',
      MaxResults: 8,
      FilterBBox: [-107, 25, -93, 37],
    });
    expect(texas.Results.map((r) => r.Place.Region)).toEqual(['Texas']);
    const zipsOnly = searchPlaceIndexForText(gazetteer, {
      Text: 'Austin',
      MaxResults: 8,
      FilterCategories: ['PostalCodeType'],
    });
    expect(zipsOnly.Results).toEqual([]);
  });
});

describe('the HTTP stand-in, called with the AWS SDK', () => {
  let stop: () => Promise<void>;
  let client: LocationClient;
  const originalLookup = dns.lookup;

  beforeAll(async () => {
    const port = await freePort();
    ({ stop } = await startLocationServer(port));
    // As the functions see it: a custom endpoint, to which the SDK still adds the `places.` host prefix.
    client = new LocationClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });

  afterAll(async () => {
    await stop();
    // Stopping the stand-in puts Node's resolver back as it was.
    expect(dns.lookup).toBe(originalLookup);
  });

  it('serves the prefixed host places.127.0.0.1 and round-trips through the SDK deserializer', async () => {
    const out = await client.send(
      new SearchPlaceIndexForTextCommand({
        IndexName: 'nj-local-places',
        Text: 'Denver',
        FilterCountries: ['USA'],
        MaxResults: 2,
      }),
    );
    expect(out.Results?.[0]?.Place).toMatchObject({
      Municipality: 'Denver',
      Region: 'Colorado',
      Country: 'USA',
    });
    expect(out.Results?.[0]?.Place?.Geometry?.Point).toHaveLength(2);
    expect(out.Summary?.DataSource).toBe('LocalGazetteer');
  });

  it('rejects what the service rejects, as a ValidationException the SDK recognises', async () => {
    const error = await client
      .send(
        new SearchPlaceIndexForTextCommand({ IndexName: 'nj-local-places', Text: 'Denver', MaxResults: 51 }),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ValidationException',
      Reason: 'FieldValidationFailed',
      $metadata: { httpStatusCode: 400 },
    });
  });
});
