import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_SEARCH_RADIUS } from '../../shared/rules/job-search';
import { savedSearchMessages as m, SAVED_SEARCH_MAX_WORDS } from '../../shared/rules/saved-search';
import type { SaveSearchBody } from '../../shared/schemas/saved-search';
import { badRequest, conflict } from '../lib/errors';
import { geocode } from '../places';
import { searchMatchKeys, searchWords } from './alert-match';
import { criteriaOf, type SavedSearchItem, type SavedSearchPlace, searchKeyOf } from './saved-search-item';
import { savedSearchRepository } from './saved-search-repository';

/*
 * Saving a search (POST /alerts). The place is placed by the server, as /jobs places it; the id is the
 * search's fingerprint, so saving the same search twice, or fifty times at once, keeps one; the cap of
 * MAX_SAVED_SEARCHES is counted in the same transaction as the write.
 */

/** A fresh nonce for a search's unsubscribe link (functions/lib/signed-token.ts). */
export const newNonce = () => randomBytes(12).toString('base64url');

async function placeOf(body: SaveSearchBody): Promise<SavedSearchPlace | null> {
  if (body.latitude !== undefined && body.longitude !== undefined) {
    return {
      label: `${body.latitude.toFixed(4)}, ${body.longitude.toFixed(4)}`,
      zipCode: null,
      city: null,
      state: null,
      latitude: body.latitude,
      longitude: body.longitude,
    };
  }
  const query = body.zipCode
    ? { zipCode: body.zipCode }
    : body.city && body.state
      ? { city: body.city, state: body.state }
      : null;
  if (!query) return null;
  const place = await geocode(query);
  if (!place) {
    const field = body.zipCode ? 'zipCode' : 'city';
    const message = body.zipCode
      ? `We could not find the ZIP code ${body.zipCode}. Check it and try again.`
      : `We could not find ${body.city}, ${body.state}. Check the city and state and try again.`;
    throw badRequest(message, { [field]: message }, 'PLACE_NOT_FOUND');
  }
  return {
    label: place.label,
    zipCode: place.zipCode,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * A UUID (version 8, RFC 9562) from what the search asks: the same words in any order, the same place,
 * radius and pay make the same id for the same student.
 */
export function fingerprintId(
  studentId: string,
  search: Pick<SavedSearchItem, 'words' | 'place' | 'radius' | 'priceType'>,
): string {
  const place = search.place
    ? (search.place.zipCode ??
      (search.place.city
        ? `${search.place.city}|${search.place.state}`
        : `${search.place.latitude.toFixed(4)},${search.place.longitude.toFixed(4)}`))
    : '';
  const canonical = JSON.stringify([
    studentId,
    [...search.words].sort(),
    place.toLowerCase(),
    search.radius,
    search.priceType,
  ]);
  const hex = createHash('sha256').update(canonical).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function saveSearch(
  studentId: string,
  body: SaveSearchBody,
  now: Date = new Date(),
): Promise<SavedSearchItem> {
  const words = searchWords(body.title);
  if (words.length > SAVED_SEARCH_MAX_WORDS) throw badRequest(m.tooManyWords, { title: m.tooManyWords });
  const place = await placeOf(body);
  if (words.length === 0 && !place)
    throw badRequest(m.nothingToSave, { title: m.nothingToSave }, 'NOTHING_TO_SAVE');
  const at = now.toISOString();
  const criteria = {
    words,
    place,
    radius: place ? (body.radius ?? DEFAULT_SEARCH_RADIUS) : null,
    priceType: body.priceType,
  };
  const searchId = fingerprintId(studentId, criteria);
  const item: SavedSearchItem = {
    studentId,
    itemKey: searchKeyOf(searchId),
    searchId,
    title: body.title,
    ...criteria,
    active: true,
    createdAt: at,
    updatedAt: at,
    // Alerts are for jobs posted from now on: the ones listed now are what the student just saw.
    alertedThrough: at,
    unsubscribeNonce: newNonce(),
    matchKeys: searchMatchKeys(criteriaOf(criteria)),
  };
  const created = await savedSearchRepository.create(item);
  if (!created.ok && created.reason === 'limit-reached') throw conflict(m.limitReached, 'SAVED_SEARCH_LIMIT');
  if (!created.ok) throw conflict(m.duplicate, 'SAVED_SEARCH_EXISTS');
  return item;
}
