import type { RoleId } from '../lib/caller';

/** A person as stored in the users table; the Cognito user (sub) is the identity, this is the profile. */
export interface UserItem {
  userId: string;
  /** Lower-cased: the byEmail index is the duplicate check. */
  emailId: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  roleId: RoleId;
  zipCode?: string;
  age?: number;
  parentName?: string;
  parentEmail?: string;
  interests: string[];
  bio: string;
  referralSource?: 'friends' | 'neighbors' | 'socialMedia' | 'other';
  referralDetails?: string;
  createdAt: string;
  updatedAt: string;
}
