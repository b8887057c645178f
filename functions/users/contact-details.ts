import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { toE164 } from '../../shared/rules/person';
import { LAST_NAME_NEEDED } from '../../shared/schemas/user';
import { badRequest } from '../lib/errors';
import { withinLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { profileNotFound } from '../lib/profile-guard';
import { geocode } from '../places';
import type { UserItem } from './user-item';
import { userPoolAccounts } from './user-pool-accounts';
import { userRepository } from './user-repository';

/*
 * A student's name, phone and ZIP code after sign-up: changed by the student on their profile, or by
 * a teen's guardian from /family, with the rules of sign-up (the schemas check each field). What goes
 * with each change is here, in one place: a new ZIP code is placed on the map again (a guardian's
 * distance limit is measured from it), and the user pool learns a new name or phone, which the ID
 * token carries.
 */

export interface ContactDetails {
  firstName: string;
  lastName: string;
  contactNumber: string;
  zipCode: string;
}

const contactFields = ['firstName', 'lastName', 'contactNumber', 'zipCode'] as const;

export const zipNotPlaced =
  'We could not find this ZIP code on the map, and the distance limit a parent set is measured from it. Please check it.';

/** What the record's write sets and removes for these details, or null when nothing changes. */
export async function contactDetailsChange(
  stored: UserItem,
  wanted: Partial<ContactDetails>,
  now: Date,
): Promise<{ set: Partial<UserItem>; remove: (keyof UserItem)[] } | null> {
  const changed = contactFields.filter(
    (field) => wanted[field] !== undefined && wanted[field] !== (stored[field] ?? ''),
  );
  if (changed.length === 0) return null;
  // A Google account may have no last name; a name that is there is never taken away.
  if (changed.includes('lastName') && wanted.lastName === '') {
    throw badRequest(LAST_NAME_NEEDED, { lastName: LAST_NAME_NEEDED });
  }
  const set: Partial<UserItem> = Object.fromEntries(changed.map((field) => [field, wanted[field]]));
  const remove: (keyof UserItem)[] = [];
  if (changed.includes('zipCode') && wanted.zipCode) {
    const place = await geocode({ zipCode: wanted.zipCode }, now);
    if (place) set.homePoint = { latitude: place.latitude, longitude: place.longitude };
    else if ((stored.familySettings?.maxDistanceMiles ?? null) !== null) {
      throw badRequest(zipNotPlaced, { zipCode: zipNotPlaced });
    } else remove.push('homePoint');
  }
  return { set, remove };
}

/**
 * The user pool's copy of a changed name or phone, after the record changed. The record is the truth:
 * a pool that cannot be told now is logged, and the next change tells it again.
 */
export async function syncContactAttributes(before: UserItem, after: UserItem): Promise<void> {
  const attributes: AttributeType[] = [];
  if (after.firstName !== before.firstName) attributes.push({ Name: 'given_name', Value: after.firstName });
  if (after.lastName !== before.lastName) attributes.push({ Name: 'family_name', Value: after.lastName });
  if (after.contactNumber !== before.contactNumber) {
    attributes.push({ Name: 'phone_number', Value: toE164(after.contactNumber) });
  }
  if (attributes.length === 0) return;
  try {
    await userPoolAccounts.updateContactAttributes(after.userId, attributes);
  } catch (error) {
    logger.error('profile: the user pool could not take the new name or phone', {
      userId: after.userId,
      error,
    });
  }
}

/**
 * A teen's guardian changes the teen's name, phone and ZIP code (PUT /family/teen/{id}/details): the
 * record as it is after it. Counted as one of the teen's profile changes (shared/rules/limits.ts), so
 * the two of them share the hour's 20.
 */
export async function updateContactDetails(
  stored: UserItem,
  wanted: ContactDetails,
  now = new Date(),
): Promise<UserItem> {
  const change = await contactDetailsChange(stored, wanted, now);
  if (!change) return stored;
  const updated = await withinLimit('profileUpdate', stored.userId, async () => {
    const written = await userRepository.updateProfile(stored.userId, change, now);
    if (!written.ok) throw profileNotFound();
    return written.value;
  });
  await syncContactAttributes(stored, updated);
  return updated;
}
