/**
 * The 50 states and DC, by USPS code. The product serves these only: territories (PR, GU, …) are
 * separate countries to Amazon Location's `FilterCountries: ['USA']`, and military "states"
 * (AA, AE, AP) are not places a student can work.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsStateCode = keyof typeof US_STATES;

/** Lower-case, single-spaced, without dots: "Washington, D.C." and "washington dc" compare equal. */
const normalize = (value: string) => value.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();

const codeByName = new Map<string, UsStateCode>(
  Object.entries(US_STATES).map(([code, name]) => [normalize(name), code as UsStateCode]),
);
// Spellings providers use for DC besides the full name.
codeByName.set('washington dc', 'DC');
codeByName.set('dc', 'DC');

/** Every code, for the API's document (an enum). */
export const usStateCodes = Object.keys(US_STATES) as UsStateCode[];

export function isUsStateCode(value: string): value is UsStateCode {
  return Object.hasOwn(US_STATES, value);
}

/**
 * "Texas", "texas", "TX" or "tx" → "TX"; anything else (a territory, a foreign region) → null.
 * Amazon Location returns full names or codes depending on the index's data provider.
 */
export function usStateCode(region: string | undefined | null): UsStateCode | null {
  if (!region) return null;
  const upper = region.trim().toUpperCase();
  if (isUsStateCode(upper)) return upper;
  return codeByName.get(normalize(region)) ?? null;
}

export function usStateName(code: UsStateCode): string {
  return US_STATES[code];
}
