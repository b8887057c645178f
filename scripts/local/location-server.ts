import dns from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { isUsStateCode, US_STATES, type UsStateCode, usStateCode } from '../../shared/rules/us-states';
import { answeringFailures } from './answering-failures';
import { closeServer, type Stoppable } from './services';

/**
 * Amazon Location stand-in: `SearchPlaceIndexForText` over its real REST-JSON wire protocol
 * (`POST /places/v0/indexes/{IndexName}/search/text`), answered from an embedded US gazetteer
 * (the `zipcodes` package: every ZIP with its city, state and point). Any index name is accepted:
 * the gazetteer is the only index. Results look like the Esri provider's: city results carry
 * Municipality and Region (full state name) without a PostalCode, ZIP results add the PostalCode.
 * A street address ("1100 S Lamar Blvd, Austin, TX 78704") is answered as the service answers it: the
 * best point it knows, with its Relevance and its PostalCode. In the demo cities that is a point on the
 * street (with the town's ZIP nearest it when none was typed); elsewhere
 * the stand-in knows no streets, so it answers the ZIP (or town) with a lower relevance.
 */

const LOOPBACK = '127.0.0.1';
/** The service's default and its maximum for MaxResults. */
const MAX_RESULTS_LIMIT = 50;
const MAX_BODY_BYTES = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// The gazetteer

interface ZipEntry {
  zip: string;
  city: string;
  state: UsStateCode;
  latitude: number;
  longitude: number;
}

interface CityEntry {
  /** Normalized name (see normalizeName), the key the prefix search runs on. */
  key: string;
  city: string;
  state: UsStateCode;
  /** How many ZIPs the city has: the stand-in's measure of how big a place is. */
  zipCount: number;
  latitude: number;
  longitude: number;
}

export interface Gazetteer {
  zips: Map<string, ZipEntry>;
  /** Sorted by key, so a prefix is a contiguous run found by binary search. */
  cities: CityEntry[];
}

interface ZipcodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

const abbreviations: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/**
 * Lower case without accents, dots, apostrophes or hyphens, single-spaced; "St"/"Ft"/"Mt" spelled out
 * so "St. Louis" finds "Saint Louis". `partial` leaves the last word alone: it may be half typed
 * ("st" on its way to "Stamford").
 */
export function normalizeName(value: string, partial = false): string {
  let text = value.toLowerCase();
  // Accents off ("Cañon City" → "canon city"); the NFD pass is skipped for plain ASCII, which is
  // every name in the data set, because it dominates the index build otherwise.
  if (!/^[\x20-\x7e]*$/.test(text)) text = text.normalize('NFD').replace(/\p{M}/gu, '');
  const words = text
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  return words
    .map((word, i) => {
      const bare = word.replace(/\./g, '');
      const complete = !partial || i < words.length - 1 || word.endsWith('.');
      return (complete && abbreviations[bare]) || bare;
    })
    .filter(Boolean)
    .join(' ');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
};

/** Indexes the package's 42k US ZIPs by ZIP and by city+state: built on first use (see loadGazetteer). */
export function buildGazetteer(records: Iterable<ZipcodesRecord>): Gazetteer {
  const zips = new Map<string, ZipEntry>();
  // Grouped by the raw name first, so the (comparatively slow) normalizing runs once per name, not per ZIP.
  const byCity = new Map<string, ZipEntry[]>();
  for (const r of records) {
    // The 50 states and DC only (no territories or military mail), and no ZIPs without a point.
    if (r.country !== 'US' || !isUsStateCode(r.state)) continue;
    if (
      !Number.isFinite(r.latitude) ||
      !Number.isFinite(r.longitude) ||
      (r.latitude === 0 && r.longitude === 0)
    )
      continue;
    const entry: ZipEntry = {
      zip: r.zip,
      city: r.city,
      state: r.state,
      latitude: r.latitude,
      longitude: r.longitude,
    };
    zips.set(r.zip, entry);
    const cityKey = `${r.city}|${r.state}`;
    const list = byCity.get(cityKey);
    if (list) list.push(entry);
    else byCity.set(cityKey, [entry]);
  }
  const keys = new Map<string, string>();
  const cities = new Map<string, { key: string; city: string; state: UsStateCode; entries: ZipEntry[] }>();
  for (const entries of byCity.values()) {
    const first = entries[0];
    if (!first) continue;
    let key = keys.get(first.city);
    if (key === undefined) {
      key = normalizeName(first.city);
      keys.set(first.city, key);
    }
    // "St Louis" and "Saint Louis" in one state are one city.
    const existing = cities.get(`${key}|${first.state}`);
    const all = existing ? [...existing.entries, ...entries] : entries;
    cities.set(`${key}|${first.state}`, {
      key,
      city: existing?.city ?? first.city,
      state: first.state,
      entries: all,
    });
  }
  const list: CityEntry[] = [...cities.values()].map(({ key, city, state, entries }) => ({
    key,
    city,
    state,
    zipCount: entries.length,
    // The median, not the mean: a city's ZIP list can hold a stray point far away (PO boxes, data slips).
    latitude: median(entries.map((e) => e.latitude)),
    longitude: median(entries.map((e) => e.longitude)),
  }));
  // Code-unit order, the order the binary search in citiesStartingWith compares in.
  list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { zips, cities: list };
}

let gazetteer: Gazetteer | undefined;

/**
 * Loads the package (5 MB of JavaScript) and builds the index on the first search, about half a second
 * of CPU, so `npm start` does not wait for it.
 */
function loadGazetteer(): Gazetteer {
  if (!gazetteer) {
    const require = createRequire(import.meta.url);
    const { codes } = require('zipcodes') as typeof import('zipcodes');
    gazetteer = buildGazetteer(Object.values(codes));
  }
  return gazetteer;
}

// ---------------------------------------------------------------------------------------------
// Matching

export interface GazetteerMatch {
  kind: 'city' | 'zip' | 'address';
  city: string;
  state: UsStateCode;
  zip?: string;
  /** A street address: its number and street, as typed. */
  addressNumber?: string;
  street?: string;
  latitude: number;
  longitude: number;
  relevance: number;
}

/** Cities whose key starts with `prefix`, optionally in given states: a binary search, then a scan. */
function citiesStartingWith(
  g: Gazetteer,
  prefix: string,
  states: ReadonlySet<UsStateCode> | null,
): CityEntry[] {
  let lo = 0;
  let hi = g.cities.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((g.cities[mid]?.key ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: CityEntry[] = [];
  for (let i = lo; i < g.cities.length; i++) {
    const city = g.cities[i];
    if (!city?.key.startsWith(prefix)) break;
    if (!states || states.has(city.state)) found.push(city);
  }
  return found;
}

/** What the text after a comma may mean while still being typed: "TX", "Texas" or "Te" (Tennessee, Texas). */
function statesMatching(text: string): Set<UsStateCode> {
  const exact = usStateCode(text);
  if (exact) return new Set([exact]);
  const typed = normalizeName(text);
  const states = new Set<UsStateCode>();
  if (!typed) return states;
  for (const [code, name] of Object.entries(US_STATES)) {
    if (normalizeName(name).startsWith(typed)) states.add(code as UsStateCode);
  }
  return states;
}

/** Readings of the text as a city prefix, optionally with a state: "Austin TX" is also a city "Austin tx…". */
function readings(text: string): { city: string; states: Set<UsStateCode> | null }[] {
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const city = text.slice(0, comma);
    const rest = text.slice(comma + 1).trim();
    return [{ city, states: rest ? statesMatching(rest) : null }];
  }
  const found: { city: string; states: Set<UsStateCode> | null }[] = [{ city: text, states: null }];
  // "Albany NY", "Albany New York": the last one to three words may be a complete state.
  const words = text.split(/\s+/);
  for (let n = 1; n <= 3 && n < words.length; n++) {
    const state = usStateCode(words.slice(-n).join(' '));
    if (state) found.push({ city: words.slice(0, -n).join(' '), states: new Set([state]) });
  }
  return found;
}

/**
 * The stand-in's search: a ZIP (or the start of one) → those ZIPs; otherwise cities whose name starts
 * with the text, one per city and state, exact names first, then bigger places (more ZIPs) first.
 */
export function searchGazetteer(g: Gazetteer, rawText: string, maxResults: number): GazetteerMatch[] {
  const text = rawText
    .trim()
    .replace(/[,\s]+(usa|us|united states)$/i, '')
    .trim();

  const address = STREET_ADDRESS.exec(text);
  if (address) return searchStreetAddress(g, address, maxResults);

  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text)?.[1];
  if (zip) {
    const entry = g.zips.get(zip);
    return entry ? [{ kind: 'zip', ...entry, relevance: 1 }] : [];
  }
  if (/^\d{3,4}$/.test(text)) {
    // Typing a ZIP: its first digits already narrow it to a few towns.
    return [...g.zips.values()]
      .filter((e) => e.zip.startsWith(text))
      .sort((a, b) => a.zip.localeCompare(b.zip))
      .slice(0, maxResults)
      .map((e) => ({ kind: 'zip', ...e, relevance: 0.8 }));
  }

  const matches = new Map<CityEntry, boolean>();
  for (const reading of readings(text)) {
    const typed = normalizeName(reading.city, true);
    if (!typed || reading.states?.size === 0) continue;
    const exactKey = normalizeName(reading.city);
    for (const city of citiesStartingWith(g, typed, reading.states)) {
      matches.set(city, (matches.get(city) ?? false) || city.key === exactKey);
    }
  }
  const ranked = [...matches].sort(
    ([a, aExact], [b, bExact]) =>
      Number(bExact) - Number(aExact) ||
      b.zipCount - a.zipCount ||
      a.key.localeCompare(b.key) ||
      a.state.localeCompare(b.state),
  );
  const biggest = (exact: boolean) =>
    Math.max(1, ...ranked.filter(([, e]) => e === exact).map(([c]) => c.zipCount));
  const biggestExact = biggest(true);
  const biggestPartial = biggest(false);
  return ranked.slice(0, maxResults).map(([city, exact]) => ({
    kind: 'city',
    city: city.city,
    state: city.state,
    latitude: city.latitude,
    longitude: city.longitude,
    relevance: cityRelevance(city.zipCount, exact ? biggestExact : biggestPartial, exact),
  }));
}

/**
 * Like the service, the stand-in scores a whole-name match above a name being typed, and a big town above
 * a hamlet of the same name: "Raleigh" is Raleigh, NC (44 ZIPs) well before Raleigh, MS (1). Towns of
 * a comparable size (at least half the biggest's ZIPs: Springfield IL and MA) score the same, and the
 * app asks which one was meant (shared/rules/place-search.ts).
 */
export function cityRelevance(zipCount: number, biggestZipCount: number, exact: boolean): number {
  const size = Math.min(1, (2 * zipCount) / biggestZipCount);
  return exact ? Math.round((0.9 + 0.1 * size) * 100) / 100 : Math.round((0.6 + 0.2 * size) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Street addresses

/** "1100 S Lamar Blvd, Austin, TX 78704": a house number, a street, then the town and/or ZIP. */
const STREET_ADDRESS = /^(\d+[a-z]?)\s+([^,]*\p{L}[^,]*),\s*(.+)$/iu;

/**
 * Where the stand-in knows streets: the demo cities (scripts/local/seed-data.ts), so a job posted
 * there lands on its street, as it would in AWS. Anywhere else the answer is the ZIP or the town.
 */
const STREET_LEVEL_CITIES = new Set(['Austin|TX', 'Denver|CO', 'Columbus|OH', 'Raleigh|NC']);

/** A string's FNV-1a hash: the same street always lies the same way. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const METRES_PER_DEGREE = 111_320;

/**
 * A point on a made-up but steady street grid around a town's or ZIP's centre: each street is a
 * straight line at its own bearing and distance from the centre (up to about 2 km), and its house
 * numbers run along it (numbers 100 apart are about 100 m apart). Distinct streets get distinct
 * points, and one street's houses line up, as real ones do.
 */
export function streetPoint(
  centre: { latitude: number; longitude: number },
  addressNumber: string,
  street: string,
): { latitude: number; longitude: number } {
  const hash = hashOf(normalizeName(street));
  const bearing = ((hash % 180) * Math.PI) / 180;
  const across = ((hash >>> 8) % 4001) - 2000; // metres off the centre, across the street
  const number = Number.parseInt(addressNumber, 10) % 3000;
  const along = number - 1500; // metres along the street
  const north = along * Math.cos(bearing) - across * Math.sin(bearing);
  const east = along * Math.sin(bearing) + across * Math.cos(bearing);
  const latitude = centre.latitude + north / METRES_PER_DEGREE;
  const longitude =
    centre.longitude + east / (METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** The best the stand-in knows for a street address: the street point, or the area with less relevance. */
function searchStreetAddress(g: Gazetteer, address: RegExpExecArray, maxResults: number): GazetteerMatch[] {
  const [, addressNumber = '', rawStreet = '', rest = ''] = address;
  const street = rawStreet.trim().replace(/\s+/g, ' ');
  const area = searchGazetteer(g, rest, 1)[0];
  if (!area) return [];
  if (!STREET_LEVEL_CITIES.has(`${area.city}|${area.state}`)) {
    return [{ ...area, relevance: Math.round(area.relevance * 0.6 * 100) / 100 }].slice(0, maxResults);
  }
  const point = streetPoint(area, addressNumber, street);
  return [
    {
      ...area,
      kind: 'address' as const,
      addressNumber,
      street,
      ...point,
      // As the service does, an address carries its postal code, typed or not: the town's ZIP nearest it.
      ...(area.zip ? {} : nearestZip(g, area, point)),
      relevance: 1,
    },
  ].slice(0, maxResults);
}

/** The ZIP of a town whose point is nearest a street point, or nothing when the town has none. */
function nearestZip(
  g: Gazetteer,
  town: Pick<GazetteerMatch, 'city' | 'state'>,
  point: { latitude: number; longitude: number },
): { zip?: string } {
  let best: { zip: string; distance: number } | undefined;
  for (const entry of g.zips.values()) {
    if (entry.state !== town.state || entry.city !== town.city) continue;
    const distance = (entry.latitude - point.latitude) ** 2 + (entry.longitude - point.longitude) ** 2;
    if (!best || distance < best.distance) best = { zip: entry.zip, distance };
  }
  return best ? { zip: best.zip } : {};
}

// ---------------------------------------------------------------------------------------------
// The wire protocol

type BoundingBox = [number, number, number, number];

interface SearchRequest {
  Text: string;
  MaxResults: number;
  FilterCountries?: string[];
  FilterBBox?: BoundingBox;
  BiasPosition?: [number, number];
  FilterCategories?: string[];
  Language?: string;
}

/** A service error as restJson1 clients read it: the type in `x-amzn-errortype`, the shape in the body. */
class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const validationError = (name: string, message: string, reason = 'FieldValidationFailed') =>
  new ServiceError(400, 'ValidationException', message, { reason, fieldList: [{ name, message }] });

const isNumberArray = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The service's own input constraints, so a call that works here is not rejected in AWS. */
function parseSearchRequest(body: unknown): SearchRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw validationError('body', 'Invalid request body');
  const input = body as Record<string, unknown>;
  const text = input.Text;
  if (typeof text !== 'string') throw validationError('Text', 'Text is required', 'Missing');
  if (text.length < 1 || text.length > 200)
    throw validationError('Text', 'Text must be 1 to 200 characters long');
  const maxResults = input.MaxResults ?? MAX_RESULTS_LIMIT;
  if (
    !Number.isInteger(maxResults) ||
    (maxResults as number) < 1 ||
    (maxResults as number) > MAX_RESULTS_LIMIT
  ) {
    throw validationError('MaxResults', `MaxResults must be an integer from 1 to ${MAX_RESULTS_LIMIT}`);
  }
  const request: SearchRequest = { Text: text, MaxResults: maxResults as number };
  if (input.FilterCountries !== undefined) {
    const countries = input.FilterCountries;
    if (!Array.isArray(countries) || countries.length < 1 || countries.length > 100) {
      throw validationError('FilterCountries', 'FilterCountries must list 1 to 100 countries');
    }
    if (!countries.every((c) => typeof c === 'string' && /^[A-Z]{3}$/.test(c))) {
      throw validationError('FilterCountries', 'FilterCountries must be ISO 3166 alpha-3 codes, e.g. USA');
    }
    request.FilterCountries = countries as string[];
  }
  if (input.FilterBBox !== undefined && input.BiasPosition !== undefined) {
    throw validationError('BiasPosition', 'BiasPosition and FilterBBox cannot both be set');
  }
  if (input.FilterBBox !== undefined) {
    if (!isNumberArray(input.FilterBBox, 4))
      throw validationError('FilterBBox', 'FilterBBox must be 4 numbers');
    request.FilterBBox = input.FilterBBox as BoundingBox;
  }
  if (input.BiasPosition !== undefined) {
    if (!isNumberArray(input.BiasPosition, 2))
      throw validationError('BiasPosition', 'BiasPosition must be 2 numbers');
    request.BiasPosition = input.BiasPosition as [number, number];
  }
  if (input.FilterCategories !== undefined) {
    if (
      !Array.isArray(input.FilterCategories) ||
      !input.FilterCategories.every((c) => typeof c === 'string')
    ) {
      throw validationError('FilterCategories', 'FilterCategories must be a list of category names');
    }
    request.FilterCategories = input.FilterCategories as string[];
  }
  if (input.Language !== undefined) {
    if (typeof input.Language !== 'string' || input.Language.length < 2 || input.Language.length > 35) {
      throw validationError('Language', 'Language must be a BCP 47 tag of 2 to 35 characters');
    }
    request.Language = input.Language;
  }
  return request;
}

const categories = { zip: 'PostalCodeType', city: 'MunicipalityType', address: 'AddressType' } as const;
const categoryOf = (match: GazetteerMatch) => categories[match.kind];

/** Squared degrees: enough to order candidates around a bias point. */
const distance2 = (m: GazetteerMatch, [lon, lat]: [number, number]) =>
  (m.longitude - lon) ** 2 + (m.latitude - lat) ** 2;

/** The body of a SearchPlaceIndexForText response for one request. */
export function searchPlaceIndexForText(g: Gazetteer, request: SearchRequest) {
  const usIncluded = !request.FilterCountries || request.FilterCountries.includes('USA');
  // Filters and bias apply to a wider candidate list than the one returned, as the service ranks before it cuts.
  let matches = usIncluded ? searchGazetteer(g, request.Text, MAX_RESULTS_LIMIT) : [];
  const categories = request.FilterCategories;
  if (categories) matches = matches.filter((m) => categories.includes(categoryOf(m)));
  const box = request.FilterBBox;
  if (box) {
    matches = matches.filter(
      (m) => m.longitude >= box[0] && m.latitude >= box[1] && m.longitude <= box[2] && m.latitude <= box[3],
    );
  }
  const bias = request.BiasPosition;
  if (bias) matches.sort((a, b) => b.relevance - a.relevance || distance2(a, bias) - distance2(b, bias));
  matches = matches.slice(0, request.MaxResults);

  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const Results = matches.map((m) => {
    const region = US_STATES[m.state];
    return {
      Place: {
        Label: m.street
          ? `${m.addressNumber} ${m.street}, ${m.city}, ${m.state}${m.zip ? ` ${m.zip}` : ''}, USA`
          : m.zip
            ? `${m.zip}, ${m.city}, ${m.state}, USA`
            : `${m.city}, ${m.state}, USA`,
        Geometry: { Point: [round(m.longitude), round(m.latitude)] },
        ...(m.street ? { AddressNumber: m.addressNumber, Street: m.street } : {}),
        Municipality: m.city,
        Region: region,
        ...(m.zip ? { PostalCode: m.zip } : {}),
        Country: 'USA',
        Interpolated: false,
        Categories: [categoryOf(m)],
      },
      Relevance: m.relevance,
    };
  });
  const resultBBox: BoundingBox | undefined = matches.length
    ? [
        round(Math.min(...matches.map((m) => m.longitude))),
        round(Math.min(...matches.map((m) => m.latitude))),
        round(Math.max(...matches.map((m) => m.longitude))),
        round(Math.max(...matches.map((m) => m.latitude))),
      ]
    : undefined;
  return {
    Summary: {
      Text: request.Text,
      DataSource: 'LocalGazetteer',
      MaxResults: request.MaxResults,
      ...(request.FilterCountries ? { FilterCountries: request.FilterCountries } : {}),
      ...(request.FilterBBox ? { FilterBBox: request.FilterBBox } : {}),
      ...(request.BiasPosition ? { BiasPosition: request.BiasPosition } : {}),
      ...(request.FilterCategories ? { FilterCategories: request.FilterCategories } : {}),
      ...(request.Language ? { Language: request.Language } : {}),
      ...(resultBBox ? { ResultBBox: resultBBox } : {}),
    },
    Results,
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw validationError('body', 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    throw new ServiceError(400, 'SerializationException', 'Could not parse the request body as JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-requestid': crypto.randomUUID(),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

const searchTextPath = /^\/places\/v0\/indexes\/([^/]+)\/search\/text$/;

export function createLocationServer(): Server {
  return createServer(
    answeringFailures('location', async (req, res) => {
      try {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const match = searchTextPath.exec(path);
        if (!match) {
          throw new ServiceError(
            404,
            'UnknownOperationException',
            `The local places service does not support ${path}`,
          );
        }
        if (req.method !== 'POST') {
          throw new ServiceError(405, 'UnknownOperationException', `Use POST for ${path}`);
        }
        const indexName = decodeURIComponent(match[1] ?? '');
        if (!/^[-._\w]{1,100}$/.test(indexName)) throw validationError('IndexName', 'IndexName is not valid');
        const request = parseSearchRequest(await readJson(req));
        send(res, 200, searchPlaceIndexForText(loadGazetteer(), request));
      } catch (error) {
        const e =
          error instanceof ServiceError
            ? error
            : new ServiceError(
                500,
                'InternalServerException',
                `Local places service failed: ${(error as Error).message}`,
              );
        send(res, e.status, { message: e.message, ...e.extra }, { 'x-amzn-errortype': e.type });
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The `places.` host prefix

let prefixHooks = 0;
let originalLookup: typeof dns.lookup | undefined;

/**
 * The SDK sends SearchPlaceIndexForText to `places.` + the endpoint's host (the operation's Smithy host
 * prefix), also for a custom endpoint: AWS_ENDPOINT_URL_LOCATION=http://127.0.0.1:<port> becomes
 * `places.127.0.0.1`, which no resolver knows. We keep the prefix in the function (`disableHostPrefix`
 * would change which AWS host production calls, and AWS documents Places on `places.geo.<region>…`);
 * instead, in this local process only, names ending in `.127.0.0.1` resolve to 127.0.0.1. Such names
 * resolve nowhere else, so nothing else changes. The functions run in this process (see stack.ts).
 */
function resolveHostPrefixedLoopback(): () => void {
  if (prefixHooks++ === 0) {
    const lookup = dns.lookup;
    originalLookup = lookup;
    const patched = (hostname: string, ...rest: unknown[]) =>
      (lookup as (...args: unknown[]) => void).call(
        dns,
        hostname.endsWith(`.${LOOPBACK}`) ? LOOPBACK : hostname,
        ...rest,
      );
    dns.lookup = patched as typeof dns.lookup;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--prefixHooks === 0 && originalLookup) dns.lookup = originalLookup;
  };
}

/** Starts the stand-in on 127.0.0.1:<port>; the gazetteer loads on the first search. */
export async function startLocationServer(port: number): Promise<Stoppable> {
  const server = createLocationServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  const release = resolveHostPrefixedLoopback();
  return {
    async stop() {
      release();
      await closeServer(server);
    },
  };
}
