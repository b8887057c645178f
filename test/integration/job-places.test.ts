import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZipCodeRecord } from 'zipcodes';
import { cellsOf, publicPoint } from '../../functions/jobs/job-state';
import { distanceMiles, roundMiles } from '../../functions/jobs/search/geo';
import { streetPoint } from '../../scripts/local/location-server';
import { matchTypedPlace } from '../../shared/rules/place-search';
import { placeSearchResponseSchema } from '../../shared/schemas/place';
import { api } from './support/api';
import { newEmployer, postJob, storedJob, storedTermsOf, type TestCaller } from './support/jobs';

/*
 * Places over HTTP on the local stack: a typed town resolves to the place index's best
 * match; a posted job is placed at its street through Amazon Location (the stand-in), privately; and
 * everything public (search distances, index cells, the title index's copies, the job itself) uses
 * the point rounded to about half a mile.
 */

const zips = (createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipCodeRecord> }).codes;
const zipPoint = (zip: string) => {
  const record = zips[zip] as ZipCodeRecord;
  return { latitude: record.latitude, longitude: record.longitude };
};

let employer: TestCaller;
beforeAll(async () => {
  employer = await newEmployer();
});

const suggestions = async (text: string) => {
  const res = await api('searchPlaces', { query: `text=${encodeURIComponent(text)}` });
  expect(res.status).toBe(200);
  return placeSearchResponseSchema.parse(res.body).places;
};

describe('a town typed but not picked', () => {
  it('resolves "Raleigh" to Raleigh, NC, the best match, above the hamlets of that name', async () => {
    const places = await suggestions('Raleigh');
    expect(places.length).toBeGreaterThan(1);
    expect(places.every((place) => typeof place.relevance === 'number')).toBe(true);
    const match = matchTypedPlace('Raleigh', places);
    expect(match).toMatchObject({
      kind: 'one',
      place: { label: 'Raleigh, NC', city: 'Raleigh', state: 'NC' },
    });
  });

  it('reports "Springfield" as ambiguous: towns of a size score the same', async () => {
    const match = matchTypedPlace('Springfield', await suggestions('Springfield'));
    expect(match.kind).toBe('several');
    expect(match.kind === 'several' && match.places.map((place) => place.label)).toEqual([
      'Springfield, IL',
      'Springfield, MA',
    ]);
  });

  it('takes a ZIP as itself, and finds nothing for gibberish', async () => {
    expect(matchTypedPlace('27601', await suggestions('27601'))).toMatchObject({
      kind: 'one',
      place: { label: 'Raleigh, NC 27601' },
    });
    expect(matchTypedPlace('xq', await suggestions('xq'))).toEqual({ kind: 'none' });
  });
});

describe('a job at its street address', () => {
  it('is placed at its street (private), and shown everywhere else at its rounded point', async () => {
    const title = `Dog walking ${Date.now().toString(36)}`;
    const job = await postJob(employer, {
      title,
      address: { address1: '2400 Oltorf St', address2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
    });
    // The employer sees the street's point, as the place index answered it (not the ZIP's centre).
    const street = streetPoint(zipPoint('78704'), '2400', 'Oltorf St');
    expect(job.data.address.latitude).toBeCloseTo(street.latitude, 5);
    expect(job.data.address.longitude).toBeCloseTo(street.longitude, 5);
    expect(distanceMiles(job.data.address, zipPoint('78704'))).toBeGreaterThan(0.05);

    // The indexes are keyed by the public point; the title index's copy carries only it.
    const shown = publicPoint(job.data.address.latitude, job.data.address.longitude);
    expect(shown).not.toEqual({ latitude: job.data.address.latitude, longitude: job.data.address.longitude });
    const stored = await storedJob(job.entity);
    expect(stored).toMatchObject(cellsOf(shown.latitude, shown.longitude));
    const terms = await storedTermsOf(job.entity, title);
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms)
      expect((term.summary as { address: unknown }).address).toEqual({
        city: 'Austin',
        state: 'TX',
        ...shown,
      });

    // A search from the ZIP measures to the public point: not "0.0 mi away"; the answer carries that
    // point (a guardian's distance limit is shown from it), never the precise one or the street.
    const res = await api('searchJobs', { query: `zipCode=78704&title=${encodeURIComponent(title)}` });
    expect(res.status).toBe(200);
    const found = res.body.jobs.find((j: { entity: string }) => j.entity === job.entity);
    expect(found.distance).toBe(roundMiles(distanceMiles(res.body.place, shown)));
    expect(found.distance).toBeGreaterThan(0);
    const byPoint = await api('searchJobs', {
      query: `latitude=${shown.latitude}&longitude=${shown.longitude}&radius=5`,
    });
    expect(byPoint.body.jobs.find((j: { entity: string }) => j.entity === job.entity)?.distance).toBe(0);

    // (The search's own `place` is the point searched around, not a job's.)
    for (const answer of [res.body.jobs, (await api('getJob', { params: { id: job.entity } })).body]) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/Oltorf|2400/);
      expect(text).not.toContain(String(job.data.address.latitude));
      expect(text).toContain(`"latitude":${shown.latitude}`);
    }
  });

  it('falls back to the ZIP when the place index knows no street there', async () => {
    const job = await postJob(employer, {
      address: { address1: '12 Main St', address2: '', city: 'Boise', state: 'ID', zipCode: '83702' },
    });
    expect(job.data.address).toMatchObject({ city: 'Boise', state: 'ID', ...zipPoint('83702') });
  });
});
