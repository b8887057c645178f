import { jobMessages } from '../../shared/rules/job-form';
import type { FullAddress } from '../../shared/schemas/address';
import type { JobAddressInput } from '../../shared/schemas/job';
import { badRequest } from '../lib/errors';
import { logger } from '../lib/logger';
import { type AddressPoint, geocode, locateAddress } from '../places';
import { distanceMiles } from './search/geo';
import { timeZoneAt } from './time-zone';

/** Below this the place index is guessing; its street point is not trusted over the ZIP's. */
const MIN_STREET_RELEVANCE = 0.8;
/** A street point this far from its ZIP is another street of the same name: the ZIP's point is safer. */
const MAX_MILES_FROM_ZIP = 20;

/**
 * Places a posted job's address through the place index: its city, state and ZIP must be one real
 * place that agree (a point sent by the browser is not trusted). The point is the street address's,
 * geocoded by the place index, or the ZIP's when the index does not know the street. It
 * is private: the public distance and the index cells use it rounded (publicPoint in job-state.ts).
 * The job's calendar is the time zone at that point. An address the index cannot place is a 400 on
 * `address`.
 */
export async function placeJobAddress(
  input: JobAddressInput,
  now: Date = new Date(),
): Promise<{ address: FullAddress; timeZone: string }> {
  const [place, street] = await Promise.all([
    geocode({ zipCode: input.zipCode, city: input.city, state: input.state }, now),
    streetPoint(input),
  ]);
  if (!place) {
    throw badRequest(
      jobMessages.addressUnknown,
      { address: jobMessages.addressUnknown },
      'VALIDATION_FAILED',
    );
  }
  const point = street && onTheStreet(street, place) ? street : place;
  return {
    address: {
      address1: input.address1,
      address2: input.address2,
      // The place index's spelling ("austin" typed → "Austin"); the ZIP is the one typed, which it matched.
      city: place.city,
      state: place.state,
      zipCode: input.zipCode,
      country: 'USA',
      latitude: point.latitude,
      longitude: point.longitude,
    },
    timeZone: timeZoneAt(point.latitude, point.longitude),
  };
}

/** The street's point, or null when the place index cannot say (a job is placed by its ZIP then). */
async function streetPoint(input: JobAddressInput): Promise<AddressPoint | null> {
  const street = [input.address1, input.address2].filter((line) => line.trim() !== '').join(' ');
  try {
    return await locateAddress(`${street}, ${input.city}, ${input.state} ${input.zipCode}`);
  } catch (error) {
    // Posting a job does not wait for a busy place index: the ZIP (cached) places it meanwhile.
    logger.warn('Street geocoding unavailable; the job is placed by its ZIP', { error });
    return null;
  }
}

/** A street-level answer the index is sure of, in the ZIP the employer chose. */
function onTheStreet(
  street: AddressPoint,
  zip: { zipCode: string | null; latitude: number; longitude: number },
) {
  return (
    street.streetLevel &&
    street.relevance >= MIN_STREET_RELEVANCE &&
    (street.zipCode === null || zip.zipCode === null || street.zipCode === zip.zipCode) &&
    distanceMiles(street, zip) <= MAX_MILES_FROM_ZIP
  );
}
