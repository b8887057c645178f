import { apiTokens } from '../../shared/auth/api-tokens';
import { ROLES as ROLE, ROLE_CLAIM, type RoleId } from '../../shared/auth/pool-definition';
import type { Access } from '../../shared/routes';
import { MODERATORS_GROUP } from '../../shared/rules/moderation';
import { forbidden, unauthorized } from './errors';

// Role ids and the claim name live with the pool definition; the functions use them from there.
export { ROLE, type RoleId };

/** Who is calling, from the claims the JWT authorizer verified (never from the body). */
export interface Caller {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
  /** null until a federated user completes sign-up and the backend sets the role. */
  roleId: RoleId | null;
  /** In the user pool's `moderators` group (the token's `cognito:groups`): the moderation desk is theirs. */
  moderator: boolean;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * The groups in a token's `cognito:groups`: a list in the token itself, and "[a b]" once API
 * Gateway's JWT authorizer has passed it on (it flattens every claim to a string; the local gateway
 * does the same).
 */
export function groupsOf(claim: Claims[string]): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  const inner = claim.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/[\s,]+/).filter(Boolean);
}

/**
 * The caller, or null when there is none. Only an ID token makes a caller: API Gateway's JWT authorizer
 * also passes an access token of an accepted client (it takes `client_id` for the audience), and
 * cannot check `token_use`, so this glue does (the local gateway checks it too: shared/auth/api-tokens).
 */
export function callerFromClaims(claims: Claims | undefined): Caller | null {
  if (!claims || typeof claims.sub !== 'string') return null;
  if (claims.token_use !== apiTokens.tokenUse) return null;
  // HTTP API JWT authorizers pass every claim as a string; the local server matches that.
  const role = Number(claims[ROLE_CLAIM]);
  return {
    userId: claims.sub,
    email: String(claims.email ?? ''),
    givenName: String(claims.given_name ?? ''),
    familyName: String(claims.family_name ?? ''),
    roleId: role === ROLE.student || role === ROLE.employer || role === ROLE.guardian ? role : null,
    moderator: groupsOf(claims['cognito:groups']).includes(MODERATORS_GROUP),
  };
}

const roleNames: Record<RoleId, string> = { 1: 'students', 2: 'employers', 3: 'parents and guardians' };
const requiredRole = { student: ROLE.student, employer: ROLE.employer, guardian: ROLE.guardian } as const;

type RoleAccess = keyof typeof requiredRole;

/**
 * Who a route of this access is called by, once `authorize` let the call through: anyone (maybe
 * nobody) on a public route, someone on a signed-in one, someone of that role on a role's route.
 */
export type CallerFor<A extends Access> = A extends 'public'
  ? Caller | null
  : A extends RoleAccess
    ? Caller & { roleId: (typeof requiredRole)[A] }
    : A extends 'party'
      ? Caller & { roleId: RoleId }
      : Caller;

/** Enforces a route's access level, once for every route: route code never checks the caller again. */
export function authorize<A extends Access>(access: A, caller: Caller | null): CallerFor<A> {
  if (access === 'public') return caller as CallerFor<A>;
  if (!caller) throw unauthorized();
  if (access === 'signed-in') return caller as CallerFor<A>;
  if (access === 'party') {
    // Anyone with a role: a Google user who has not chosen one yet has no conversations.
    if (caller.roleId === null) throw forbidden('Please finish signing up first.', 'WRONG_ROLE');
    return caller as CallerFor<A>;
  }
  if (access === 'moderator') {
    if (!caller.moderator) throw forbidden('Only moderators can do that.', 'WRONG_ROLE');
    return caller as CallerFor<A>;
  }
  const required = requiredRole[access as RoleAccess];
  if (caller.roleId !== required) {
    throw forbidden(`Only ${roleNames[required]} can do that.`, 'WRONG_ROLE');
  }
  return caller as CallerFor<A>;
}
