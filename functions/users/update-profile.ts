import { normalizeEmail } from '../../shared/rules/person';
import { authErrorCodes } from '../../shared/schemas/auth-error-codes';
import {
  type ProfileData,
  type ProfileUpdate,
  type ReadOnlyProfileField,
  readOnlyFieldMessage,
  readOnlyProfileFields,
} from '../../shared/schemas/user';
import { type Caller, ROLE } from '../lib/caller';
import { badRequest, forbidden } from '../lib/errors';
import { withinLimit } from '../lib/limits';
import { profileNotFound } from '../lib/profile-guard';
import { contactDetailsChange, syncContactAttributes } from './contact-details';
import { toProfileData, type UserItem } from './user-item';
import { userRepository } from './user-repository';

/** How an echoed value is compared with the stored one: spelling a value differently is not a change. */
function comparable(field: ReadOnlyProfileField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  if (field === 'emailId' || field === 'parentEmail') return normalizeEmail(text);
  return text;
}

/** The read-only fields the request echoes with a value other than the stored one. */
export function changedReadOnlyFields(
  stored: ProfileData,
  data: ProfileUpdate['data'],
): ReadOnlyProfileField[] {
  return (Object.keys(readOnlyProfileFields) as ReadOnlyProfileField[]).filter(
    (field) =>
      data[field] !== undefined && comparable(field, data[field]) !== comparable(field, stored[field]),
  );
}

/**
 * PUT /user/profile (docs/spec/1-students-and-accounts.md §2): a student changes their interests and bio, and their name, phone and
 * ZIP code (contact-details.ts), nothing else. The request may echo the rest of the profile; any
 * other field that differs is refused with a 400 that names it, and nothing is written.
 */
export async function updateOwnProfile(
  caller: Caller,
  update: ProfileUpdate,
  now = new Date(),
): Promise<UserItem> {
  if (update.id !== caller.userId || update.entity !== caller.userId) {
    throw forbidden('You can only update your own profile.', 'NOT_OWN_PROFILE');
  }
  const stored = await userRepository.getById(caller.userId);
  if (!stored) throw profileNotFound();
  if (stored.roleId !== ROLE.student) {
    throw forbidden('Employer profiles have nothing to update here.', 'WRONG_ROLE');
  }
  const changed = changedReadOnlyFields(toProfileData(stored), update.data);
  if (changed.length > 0) {
    const fields = Object.fromEntries(changed.map((field) => [`data.${field}`, readOnlyFieldMessage(field)]));
    throw badRequest(
      readOnlyFieldMessage(changed[0] as ReadOnlyProfileField),
      fields,
      authErrorCodes.fieldNotEditable,
    );
  }
  const { firstName, lastName, contactNumber, zipCode } = update.data;
  const contact = await contactDetailsChange(
    stored,
    { firstName, lastName, contactNumber, zipCode: zipCode ?? undefined },
    now,
  );
  // Counted only once the request is valid: a refused form costs nothing (shared/rules/limits.ts).
  const updated = await withinLimit('profileUpdate', caller.userId, async () => {
    const written = await userRepository.updateProfile(
      caller.userId,
      {
        set: {
          interests: update.data.interests ?? stored.interests ?? [],
          bio: update.data.bio ?? stored.bio ?? '',
          ...contact?.set,
        },
        remove: contact?.remove,
      },
      now,
    );
    if (!written.ok) throw profileNotFound();
    return written.value;
  });
  await syncContactAttributes(stored, updated);
  return updated;
}
