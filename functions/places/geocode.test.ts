import { describe, expect, it } from 'vitest';
import type { Place } from '../../shared/schemas/place';
import { candidatesFor, pickPlace, placeCacheKey, placeSearchText, WarmPlaces } from './geocode';

const place = (
  city: string,
  state: string,
  zipCode: string | null,
  latitude = 30,
  longitude = -97,
): Place => ({
  label: `${city}, ${state}${zipCode ? ` ${zipCode}` : ''}`,
  city,
  state,
  zipCode,
  latitude,
  longitude,
});

const austin = place('Austin', 'TX', null, 30.27, -97.74);
const austin78704 = place('Austin', 'TX', '78704', 30.24, -97.77);
const austinburg = place('Austinburg', 'OH', null, 41.77, -80.85);
const austinMn = place('Austin', 'MN', null, 43.67, -92.97);

describe('placeCacheKey', () => {
  it('keys a ZIP by itself, even with a city and state beside it', () => {
    expect(placeCacheKey({ zipCode: '78704' })).toBe('zip#78704');
    expect(placeCacheKey({ zipCode: '78704', city: 'Austin', state: 'TX' })).toBe('zip#78704');
  });

  it('keys a city and state case- and punctuation-insensitively', () => {
    expect(placeCacheKey({ city: 'Austin', state: 'TX' })).toBe('city#austin#tx');
    expect(placeCacheKey({ city: '  St. Paul ', state: 'mn' })).toBe(
      placeCacheKey({ city: 'st paul', state: 'MN' }),
    );
  });

  it('is null without a place', () => {
    expect(placeCacheKey({})).toBeNull();
    expect(placeCacheKey({ city: 'Austin' })).toBeNull();
  });
});

describe('placeSearchText', () => {
  it('asks for the ZIP, or "City, ST"', () => {
    expect(placeSearchText({ zipCode: '78704', city: 'Austin', state: 'TX' })).toBe('78704');
    expect(placeSearchText({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
  });
});

describe('pickPlace', () => {
  it('takes the result with the ZIP asked, not the first result', () => {
    const other = place('Austin', 'TX', '78701');
    expect(pickPlace({ zipCode: '78704' }, [other, austin78704])).toBe(austin78704);
    expect(pickPlace({ zipCode: '78705' }, [other, austin78704])).toBeNull();
  });

  it('takes the city and state asked, case-insensitively, never a near miss or another state', () => {
    expect(pickPlace({ city: 'AUSTIN', state: 'tx' }, [austinburg, austinMn, austin])).toBe(austin);
    expect(pickPlace({ city: 'Austin', state: 'OH' }, [austinburg, austinMn, austin])).toBeNull();
    expect(pickPlace({ city: 'Aust', state: 'TX' }, [austin])).toBeNull();
  });

  it('prefers the city-wide result over one of its ZIPs, but takes a ZIP result when that is all there is', () => {
    expect(pickPlace({ city: 'austin', state: 'TX' }, [austin78704, austin])).toBe(austin);
    expect(pickPlace({ city: 'austin', state: 'TX' }, [austin78704])).toBe(austin78704);
  });

  it('with a ZIP, city and state (a posted address) all three must agree', () => {
    expect(pickPlace({ zipCode: '78704', city: 'austin', state: 'TX' }, [austin78704])).toBe(austin78704);
    expect(pickPlace({ zipCode: '78704', city: 'Dallas', state: 'TX' }, [austin78704])).toBeNull();
    expect(pickPlace({ zipCode: '78704', city: 'Austin', state: 'MN' }, [austin78704])).toBeNull();
  });

  it('is null for an empty answer', () => {
    expect(pickPlace({ zipCode: '00000' }, [])).toBeNull();
  });
});

describe('candidatesFor', () => {
  it('keeps every result of the ZIP (the city is checked per request), and only the city asked', () => {
    const elsewhere = place('Sunset Valley', 'TX', '78704');
    expect(candidatesFor({ zipCode: '78704' }, [austin, austin78704, elsewhere])).toEqual([
      austin78704,
      elsewhere,
    ]);
    expect(candidatesFor({ city: 'Austin', state: 'TX' }, [austinburg, austin, austinMn])).toEqual([austin]);
    expect(candidatesFor({ city: 'Nowhere', state: 'TX' }, [austin])).toEqual([]);
  });
});

describe('WarmPlaces', () => {
  const austin = [{ label: 'Austin, TX 78704' } as Place];
  const t0 = new Date('2026-11-26T12:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it('remembers a place for an hour at most, and never past its table expiry', () => {
    const cache = new WarmPlaces();
    cache.set('zip#78704', austin, later(86_400_000).getTime(), t0);
    expect(cache.get('zip#78704', later(3_599_000))).toBe(austin);
    expect(cache.get('zip#78704', later(3_600_000))).toBeUndefined();
    cache.set('zip#78704', austin, later(60_000).getTime(), t0);
    expect(cache.get('zip#78704', later(59_000))).toBe(austin);
    expect(cache.get('zip#78704', later(60_000))).toBeUndefined();
  });

  it('holds a bounded number, dropping the oldest first', () => {
    const cache = new WarmPlaces(2);
    const far = later(86_400_000).getTime();
    cache.set('a', austin, far, t0);
    cache.set('b', austin, far, t0);
    cache.set('c', austin, far, t0);
    expect(cache.get('a', t0)).toBeUndefined();
    expect(cache.get('b', t0)).toBe(austin);
    expect(cache.get('c', t0)).toBe(austin);
  });
});
