/**
 * The id RUM events carry instead of the person: a SHA-256 of the user's id with a fixed
 * prefix, shaped like a UUID (what RUM expects of a user id). It tells one person's events apart from
 * another's and lets an operator find a user's events once support knows the account, but it is not
 * the account's id and names nobody.
 */
export async function hashedUserId(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`neighbourhood-jobs:${userId}`),
  );
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
