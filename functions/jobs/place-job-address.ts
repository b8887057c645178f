import { jobMessages } from '../../shared/rules/job-form';
import type { FullAddress, JobAddressInput } from '../../shared/schemas/job';
import { badRequest } from '../lib/errors';
import { geocode } from '../lib/geocode';
import { timeZoneAt } from './job-state';

/**
 * Places a posted job's address through the place index: its city, state and ZIP must be one real
 * place that agree. The point is the ZIP's (a point sent by the browser is not trusted), and the job's
 * calendar is the time zone at that point. An address the index cannot place is a 400 on `address`.
 */
export async function placeJobAddress(
  input: JobAddressInput,
  now: Date = new Date(),
): Promise<{ address: FullAddress; timeZone: string }> {
  const place = await geocode({ zipCode: input.zipCode, city: input.city, state: input.state }, now);
  if (!place) {
    throw badRequest(
      jobMessages.addressUnknown,
      { address: jobMessages.addressUnknown },
      'VALIDATION_FAILED',
    );
  }
  return {
    address: {
      address1: input.address1,
      address2: input.address2,
      // The place index's spelling ("austin" typed → "Austin"); the ZIP is the one typed, which it matched.
      city: place.city,
      state: place.state,
      zipCode: input.zipCode,
      country: 'USA',
      latitude: place.latitude,
      longitude: place.longitude,
    },
    timeZone: timeZoneAt(place.latitude, place.longitude),
  };
}
