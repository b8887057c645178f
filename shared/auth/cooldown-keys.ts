/**
 * Users-table keys of the cooldown items start with this. The auth function may write only these
 * (an IAM dynamodb:LeadingKeys condition, infra/constructs/function-access.ts), never a profile.
 * Its own module, not tables.ts: the functions that write such items need not bundle the table
 * definitions.
 */
export const COOLDOWN_KEY_PREFIX = 'cooldown#';
