import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SearchForTextResult } from '@aws-sdk/client-location';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toPlace, toPlaces } from './place-index';

/** A result as the Esri provider shapes one: full state name, no PostalCode for a city. */
const esri = (place: Partial<NonNullable<SearchForTextResult['Place']>>): SearchForTextResult => ({
  Place: {
    Label: 'Austin, TX, USA',
    Geometry: { Point: [-97.74306, 30.26759] },
    Municipality: 'Austin',
    SubRegion: 'Travis County',
    Region: 'Texas',
    Country: 'USA',
    ...place,
  },
  Relevance: 1,
});

describe('toPlace', () => {
  it('maps a city: state code from the full name, [lon, lat] to latitude/longitude, no ZIP, its relevance', () => {
    expect(toPlace(esri({}))).toEqual({
      label: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      zipCode: null,
      latitude: 30.26759,
      longitude: -97.74306,
      relevance: 1,
    });
    expect(toPlace({ ...esri({}), Relevance: undefined })).not.toHaveProperty('relevance');
  });

  it('maps a ZIP result and keeps five digits of a ZIP+4', () => {
    const place = toPlace(esri({ Municipality: 'Denver', Region: 'CO', PostalCode: '80206-1234' }));
    expect(place).toMatchObject({ label: 'Denver, CO 80206', city: 'Denver', state: 'CO', zipCode: '80206' });
  });

  it('ignores a postal code that is not a US ZIP', () => {
    expect(toPlace(esri({ PostalCode: '7870' }))?.zipCode).toBeNull();
  });

  it('falls back to the neighbourhood, then the county, when there is no municipality', () => {
    expect(toPlace(esri({ Municipality: undefined, Neighborhood: 'Hyde Park' }))?.city).toBe('Hyde Park');
    expect(toPlace(esri({ Municipality: undefined }))?.city).toBe('Travis County');
  });

  it('drops results without a city, a US state or a usable point', () => {
    expect(toPlace(esri({ Municipality: undefined, SubRegion: undefined }))).toBeNull();
    expect(toPlace(esri({ Municipality: '  ', SubRegion: undefined }))).toBeNull();
    expect(toPlace(esri({ Region: 'Puerto Rico' }))).toBeNull();
    expect(toPlace(esri({ Region: undefined }))).toBeNull();
    expect(toPlace(esri({ Country: 'CAN', Region: 'Ontario' }))).toBeNull();
    expect(toPlace(esri({ Geometry: undefined }))).toBeNull();
    expect(toPlace(esri({ Geometry: { Point: [-97.7] } }))).toBeNull();
    expect(toPlace(esri({ Geometry: { Point: [Number.NaN, 30.2] } }))).toBeNull();
    expect(toPlace(esri({ Geometry: { Point: [30.2, -197.7] } }))).toBeNull();
    expect(toPlace({ Place: undefined } as unknown as SearchForTextResult)).toBeNull();
  });
});

describe('toPlaces', () => {
  it('keeps the service order and one suggestion per label', () => {
    const places = toPlaces([
      esri({}),
      esri({ Label: 'Austin, Texas, United States', Geometry: { Point: [-97.7, 30.3] } }),
      esri({ Municipality: 'Houston', Label: '1 Austin St, Houston, TX 77002, USA', PostalCode: '77002' }),
      esri({ Municipality: 'Houston', Label: '9 Austin St, Houston, TX 77002, USA', PostalCode: '77002' }),
      esri({ Region: 'Guam' }),
      esri({ Municipality: 'Austin', Region: 'Minnesota' }),
    ]);
    expect(places.map((p) => p.label)).toEqual(['Austin, TX', 'Houston, TX 77002', 'Austin, MN']);
    expect(places[0]?.longitude).toBe(-97.74306);
  });
});

/*
 * searchPlaces against a scripted Amazon Location endpoint: what the function asks for, and which
 * service failures the user may retry (503) versus which are our bugs (thrown: a logged 500).
 */
describe('searchPlaces', () => {
  let server: Server;
  let reply: { status: number; type?: string; body: unknown };
  let requests: { url: string; body: Record<string, unknown> }[];
  let searchPlaces: typeof import('./place-index').searchPlaces;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        requests.push({ url: req.url ?? '', body: JSON.parse(raw) });
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          ...(reply.type ? { 'x-amzn-errortype': reply.type } : {}),
        });
        res.end(JSON.stringify(reply.body));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    vi.stubEnv('AWS_MAX_ATTEMPTS', '1');
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    vi.stubEnv('PLACE_INDEX_NAME', 'test-places');
    // The SDK prepends the operation's `places.` host prefix to a custom endpoint too, and
    // `places.127.0.0.1` resolves nowhere: the test resolves it to loopback, as the local runner does.
    vi.stubEnv('AWS_ENDPOINT_URL_LOCATION', `http://127.0.0.1:${port}`);
    const dns = await import('node:dns');
    const lookup = dns.default.lookup;
    vi.spyOn(dns.default, 'lookup').mockImplementation(((host: string, ...rest: unknown[]) =>
      (lookup as (...args: unknown[]) => void)(
        host === 'places.127.0.0.1' ? '127.0.0.1' : host,
        ...rest,
      )) as never);
    vi.resetModules();
    ({ searchPlaces } = await import('./place-index'));
  });

  beforeEach(() => {
    requests = [];
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the configured index for US places, eight at most, in English, and maps the answer', async () => {
    reply = { status: 200, body: { Summary: { Text: 'Austin', DataSource: 'Esri' }, Results: [esri({})] } };
    const places = await searchPlaces('Austin');
    expect(places).toEqual([expect.objectContaining({ label: 'Austin, TX', state: 'TX' })]);
    expect(requests).toEqual([
      {
        url: '/places/v0/indexes/test-places/search/text',
        body: { Text: 'Austin', FilterCountries: ['USA'], MaxResults: 8, Language: 'en' },
      },
    ]);
  });

  it('turns throttling and outages into a 503 the user may retry', async () => {
    for (const type of ['ThrottlingException', 'InternalServerException']) {
      reply = { status: type === 'ThrottlingException' ? 429 : 500, type, body: { message: 'busy' } };
      const error = await searchPlaces('Austin').catch((e: unknown) => e);
      // By name: the module (and so its HttpError class) was re-imported after the env was set.
      expect(error).toMatchObject({ name: 'HttpError', status: 503, code: 'PLACES_UNAVAILABLE' });
    }
  });

  it('lets configuration errors through as they are (a logged 500, not a retry hint)', async () => {
    reply = { status: 404, type: 'ResourceNotFoundException', body: { message: 'no such index' } };
    await expect(searchPlaces('Austin')).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
