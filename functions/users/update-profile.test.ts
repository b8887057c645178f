import { describe, expect, it } from 'vitest';
import type { ProfileData } from '../../shared/schemas/user';
import { changedReadOnlyFields } from './update-profile';

const stored: ProfileData = {
  firstName: 'Sam',
  lastName: 'Rivera',
  emailId: 'sam@example.com',
  contactNumber: '5035550123',
  bio: '',
  age: 19,
  dateOfBirth: '2007-01-15',
  parentEmail: null,
  parentName: null,
  zipCode: '97201',
  interests: [],
  roleId: 1,
};

describe('changedReadOnlyFields', () => {
  it('ignores omitted fields and different spellings of the same value', () => {
    expect(changedReadOnlyFields(stored, {})).toEqual([]);
    expect(
      changedReadOnlyFields(stored, {
        ...stored,
        emailId: ' SAM@example.com',
        parentEmail: '',
        parentName: null,
        bio: 'changed',
        interests: ['x'],
      }),
    ).toEqual([]);
  });

  it('lists every field that differs', () => {
    expect(
      changedReadOnlyFields(stored, {
        ...stored,
        roleId: 2,
        age: null,
        dateOfBirth: '2007-01-16',
        // Editable: a student changes their name, phone and ZIP code (contact-details.ts).
        zipCode: '10001',
        firstName: 'Samuel',
      }),
    ).toEqual(['age', 'dateOfBirth', 'roleId']);
  });
});
