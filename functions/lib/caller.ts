import type { Access } from '../../shared/routes';
import { forbidden, unauthorized } from './errors';

export const ROLE = { student: 1, employer: 2 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** Who is calling, from the claims the JWT authorizer verified (never from the body). */
export interface Caller {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
  /** null until a federated user completes sign-up and the backend sets the role. */
  roleId: RoleId | null;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

export function callerFromClaims(claims: Claims | undefined): Caller | null {
  if (!claims || typeof claims.sub !== 'string') return null;
  // HTTP API JWT authorizers pass every claim as a string; the local server matches that.
  const role = Number(claims['custom:role']);
  return {
    userId: claims.sub,
    email: String(claims.email ?? ''),
    givenName: String(claims.given_name ?? ''),
    familyName: String(claims.family_name ?? ''),
    roleId: role === ROLE.student || role === ROLE.employer ? role : null,
  };
}

const roleNames: Record<RoleId, string> = { 1: 'students', 2: 'employers' };

/** Enforces a route's access level. Returns the caller for protected routes. */
export function authorize(access: Access, caller: Caller | null): Caller | null {
  if (access === 'public') return caller;
  if (!caller) throw unauthorized();
  if (access === 'signed-in') return caller;
  const required = access === 'student' ? ROLE.student : ROLE.employer;
  if (caller.roleId !== required) {
    throw forbidden(`Only ${roleNames[required]} can do that.`, 'WRONG_ROLE');
  }
  return caller;
}
