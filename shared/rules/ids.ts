/**
 * Ids are UUIDs the server generates. The pattern is the one zod's `z.uuid()` checks (RFC 9562: versions
 * 1 to 8 with the variant bits, or the nil and max UUIDs). It lives apart from the schema
 * (shared/schemas/common.ts builds `idSchema` from it) so the browser's /jobs page can tell whether a
 * linked job id could be one without loading zod.
 */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isId = (value: string): boolean => UUID_PATTERN.test(value);
